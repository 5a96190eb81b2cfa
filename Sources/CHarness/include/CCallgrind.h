#ifndef LAYOUTBENCH_CCALLGRIND_H
#define LAYOUTBENCH_CCALLGRIND_H
// Callgrind's client requests as functions Swift can call. They cost a few instructions
// and do nothing when the process is not running under valgrind.

/// 1 when this was compiled with valgrind's headers (Debian: the valgrind package).
int lb_callgrind_compiled_in(void);
/// Non-zero when running under valgrind.
int lb_running_on_valgrind(void);
/// CALLGRIND_START_INSTRUMENTATION.
void lb_callgrind_start_instrumentation(void);
/// CALLGRIND_STOP_INSTRUMENTATION.
void lb_callgrind_stop_instrumentation(void);
/// CALLGRIND_ZERO_STATS: what follows is counted from zero.
void lb_callgrind_zero_stats(void);
/// CALLGRIND_DUMP_STATS_AT(label): writes the counts so far to a new dump file.
void lb_callgrind_dump_stats_at(const char *label);
/// CALLGRIND_TOGGLE_COLLECT: turns counting off if on, on if off (instrumentation stays).
void lb_callgrind_toggle_collect(void);
#endif
