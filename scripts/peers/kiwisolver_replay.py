#!/usr/bin/env python3
"""Replay a csys file (../shared/csys-format.md) with kiwisolver and time it.

Usage: kiwisolver_replay.py FILE.csys [--rounds R] [--check]

Prints CSV on stdout (see README.md in this directory):
    peer,peer_version,file,phase,round,steps,median_ns,min_ns,total_ns,peak_rss_kb

Exit codes: 0 ok, 1 an `x` check failed (with --check), 2 bad input (malformed
file, bad arguments, or the solver rejected a statement of the file),
3 kiwisolver is not installed.

The file is parsed and every kiwisolver Variable and Constraint is created
before any clock starts; only solver calls are timed.
"""

import argparse
import gc
import math
import re
import sys
import time

PEER = "kiwisolver"

# Strength scale shared with Kiwi's strength::create(a, b, c, w).
REQUIRED = 1001001000.0
STRONG = 1000000.0
MEDIUM = 1000.0
WEAK = 1.0

_NUMBER = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")
_VAR = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*\Z")
_NOT_NAMES = {"nan", "inf", "infinity"}
_OPS = ("==", "<=", ">=")


class CsysError(Exception):
    def __init__(self, line, message):
        Exception.__init__(self, message)
        self.line = line
        self.message = message


def _create(a, b, c, w):
    """Kiwi's strength::create: each component clipped to [0, 1000]."""
    return (min(max(a * w, 0.0), 1000.0) * 1000000.0
            + min(max(b * w, 0.0), 1000.0) * 1000.0
            + min(max(c * w, 0.0), 1000.0))


def _clip(s):
    return min(max(s, 0.0), REQUIRED)


def parse_number(tok, line, what="number"):
    if not _NUMBER.match(tok):
        raise CsysError(line, "bad %s '%s'" % (what, tok))
    v = float(tok)
    if not math.isfinite(v):
        raise CsysError(line, "bad %s '%s' (not finite)" % (what, tok))
    return v


def parse_var(tok, line):
    if not _VAR.match(tok) or tok.lower() in _NOT_NAMES:
        raise CsysError(line, "bad variable name '%s'" % tok)
    return tok


def parse_strength(tok, line):
    base = {"required": REQUIRED, "strong": STRONG, "medium": MEDIUM, "weak": WEAK}
    if "@" in tok:
        # csys's exact priority levels (STRENGTH@LEVEL): one weighted objective cannot hold them.
        raise CsysError(line, "bad strength '%s' (exact levels need a solver with one objective per level: export without --levels)" % tok)
    if tok in base:
        return base[tok]
    name, star, weight = tok.partition("*")
    if star and name in ("strong", "medium", "weak"):
        w = parse_number(weight, line, "strength weight")
        if w <= 0.0:
            raise CsysError(line, "bad strength '%s' (the weight must be positive)" % tok)
        a, b, c = {"strong": (1, 0, 0), "medium": (0, 1, 0), "weak": (0, 0, 1)}[name]
        return _clip(_create(a, b, c, w))
    if star and name == "required":
        raise CsysError(line, "bad strength '%s' (required takes no weight)" % tok)
    raise CsysError(line, "bad strength '%s'" % tok)


def parse_term(tok, line):
    """NUMBER, VAR or NUMBER*VAR -> (coefficient, var or None)."""
    if "*" in tok:
        num, _, var = tok.partition("*")
        return parse_number(num, line), parse_var(var, line)
    if _NUMBER.match(tok):
        return parse_number(tok, line), None
    if tok[0] in "0123456789-.":
        raise CsysError(line, "bad term '%s'" % tok)
    return 1.0, parse_var(tok, line)


def parse_expression(tokens, line, side):
    """Terms joined by ' + ' / ' - '; a leading '-' may stand on the first term.

    Returns (terms, constant) with terms as a list of (var, coefficient)."""
    if not tokens:
        raise CsysError(line, "empty %s" % side)
    terms = []
    i = 0
    sign = 1.0
    first = tokens[0]
    if first == "-":
        sign = -1.0
        i = 1
        if i == len(tokens):
            raise CsysError(line, "%s ends with a sign" % side)
        if tokens[i].startswith("-"):
            raise CsysError(line, "bad term '- %s'" % tokens[i])
    elif first.startswith("-") and len(first) > 1 and not _NUMBER.match(first) \
            and "*" not in first:
        # `-VAR`: the leading minus stands on the first term.
        sign = -1.0
        tokens = [first[1:]] + list(tokens[1:])
        if tokens[0].startswith("-"):
            raise CsysError(line, "bad term '%s'" % first)
    while True:
        coef, var = parse_term(tokens[i], line)
        terms.append((sign * coef, var))
        i += 1
        if i == len(tokens):
            break
        op = tokens[i]
        if op == "+":
            sign = 1.0
        elif op == "-":
            sign = -1.0
        else:
            raise CsysError(line, "expected '+' or '-' in %s, found '%s'" % (side, op))
        i += 1
        if i == len(tokens):
            raise CsysError(line, "%s ends with a sign" % side)
    return terms


def parse_file(path):
    """Parse and validate a whole csys file.

    Returns a dict with: variables (names in order of first use), constraints
    (list of (terms, constant, op, strength, line); terms = [(var, coef)] of
    LHS - RHS with like terms merged), build (list of ('c', k) / ('e', var,
    strength)), steps (list of ('s', var, value), ('churn', [('d'|'a', k)]),
    ('x', [(var, expected, line)])). Raises CsysError."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise CsysError(None, "cannot read: %s" % (e.strerror or e))
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()

    variables = {}
    constraints = []
    build = []
    steps = []
    edits = set()
    in_solver = []  # per constraint index
    phase = None    # None (before header), 'build', 'resize', 'churn'
    build_x_line = None
    group = None    # open churn group: list of ops
    group_line = None
    pending_x = None

    def use(var):
        if var not in variables:
            variables[var] = len(variables)

    def flush_x():
        nonlocal pending_x
        if pending_x:
            steps.append(("x", pending_x))
        pending_x = None

    for lineno, raw in enumerate(lines, 1):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise CsysError(lineno, "not valid UTF-8")
        text = text.split("#", 1)[0]
        if text.endswith("\r"):
            text = text[:-1]
        toks = [t for t in text.replace("\t", " ").split(" ") if t]
        if not toks:
            continue
        kw = toks[0]
        args = toks[1:]
        if phase is None:
            if kw != "csys":
                raise CsysError(lineno, "expected 'csys 1' as the first statement")
            if len(args) != 1:
                raise CsysError(lineno, "expected 'csys 1'")
            if args[0] != "1":
                raise CsysError(lineno, "unsupported csys version '%s'" % args[0])
            phase = "build"
            continue

        if kw in ("c", "e"):
            if phase != "build":
                raise CsysError(lineno, "'%s' after the build phase" % kw)
            if build_x_line is not None:
                raise CsysError(lineno, "'%s' after an 'x' line (line %d): checks may only "
                                        "follow the whole build phase" % (kw, build_x_line))
            if len(args) < 1:
                raise CsysError(lineno, "'%s' needs a strength" % kw)
            strength = parse_strength(args[0], lineno)
            if kw == "e":
                if len(args) != 2:
                    raise CsysError(lineno, "expected 'e STRENGTH VAR'")
                var = parse_var(args[1], lineno)
                if strength >= REQUIRED:
                    raise CsysError(lineno, "a required edit variable is an error")
                if var in edits:
                    raise CsysError(lineno, "'%s' is already an edit variable" % var)
                edits.add(var)
                use(var)
                build.append(("e", var, strength))
                continue
            rest = args[1:]
            ops = [i for i, t in enumerate(rest) if t in _OPS]
            if len(ops) != 1:
                raise CsysError(lineno, "expected one of == <= >= exactly once in 'c'")
            j = ops[0]
            lhs = parse_expression(rest[:j], lineno, "left-hand side")
            rhs = parse_expression(rest[j + 1:], lineno, "right-hand side")
            merged = {}
            order = []
            constant = 0.0
            for coef, var in lhs + [(-c, v) for c, v in rhs]:
                if var is None:
                    constant += coef
                else:
                    if var not in merged:
                        merged[var] = 0.0
                        order.append(var)
                        use(var)
                    merged[var] += coef
            terms = [(v, merged[v]) for v in order]
            constraints.append((terms, constant, rest[j], strength, lineno))
            in_solver.append(True)
            build.append(("c", len(constraints) - 1))
        elif kw == "s":
            if phase == "churn":
                raise CsysError(lineno, "'s' after the churn phase")
            if len(args) != 2:
                raise CsysError(lineno, "expected 's VAR VALUE'")
            var = parse_var(args[0], lineno)
            value = parse_number(args[1], lineno)
            if var not in edits:
                raise CsysError(lineno, "unknown edit variable '%s'" % var)
            phase = "resize"
            flush_x()
            steps.append(("s", var, value))
        elif kw in ("d", "a"):
            if len(args) != 1:
                raise CsysError(lineno, "expected '%s K'" % kw)
            if not re.match(r"[0-9]+\Z", args[0]):
                raise CsysError(lineno, "bad constraint number '%s'" % args[0])
            k = int(args[0])
            if k < 1 or k > len(constraints):
                raise CsysError(lineno, "no 'c' statement number %s (the file has %d)"
                                % (args[0], len(constraints)))
            if kw == "d" and not in_solver[k - 1]:
                raise CsysError(lineno, "'d %d': constraint %d is not in the solver" % (k, k))
            if kw == "a" and in_solver[k - 1]:
                raise CsysError(lineno, "'a %d': constraint %d is already in the solver" % (k, k))
            in_solver[k - 1] = kw == "a"
            phase = "churn"
            if group is None:
                flush_x()
                group = []
                group_line = lineno
            group.append((kw, k - 1))
        elif kw == "u":
            if args:
                raise CsysError(lineno, "expected 'u'")
            phase = "churn"
            flush_x()
            steps.append(("churn", group or []))
            group = None
        elif kw == "x":
            if len(args) != 2:
                raise CsysError(lineno, "expected 'x VAR VALUE'")
            var = parse_var(args[0], lineno)
            value = parse_number(args[1], lineno)
            if group is not None:
                raise CsysError(lineno, "'x' inside a churn step (before its 'u')")
            if var not in variables:
                raise CsysError(lineno, "unknown variable '%s'" % var)
            if phase == "build" and build_x_line is None:
                build_x_line = lineno
            if pending_x is None:
                pending_x = []
            pending_x.append((var, value, lineno))
        elif kw == "csys":
            raise CsysError(lineno, "'csys' header repeated")
        else:
            raise CsysError(lineno, "unknown statement '%s'" % kw)

    if phase is None:
        raise CsysError(max(len(lines), 1), "missing 'csys 1' header")
    if group is not None:
        raise CsysError(group_line, "churn step not ended by 'u'")
    flush_x()
    return {"variables": list(variables), "constraints": constraints,
            "build": build, "steps": steps}


def peak_rss_kb():
    try:
        import resource
    except ImportError:
        return ""
    r = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return r // 1024 if sys.platform == "darwin" else r


def median_int(values):
    s = sorted(values)
    n = len(s)
    if n % 2:
        return s[n // 2]
    return (s[n // 2 - 1] + s[n // 2]) // 2


def close(got, expected):
    return abs(got - expected) <= 1e-6 * max(1.0, abs(expected))


def _build_failure(path, kiwi, build_ops, system):
    """Replay the build untimed, one statement at a time, to name the one the
    solver rejects (the timed loop carries no index)."""
    solver = kiwi.Solver()
    lines = iter(c[4] for c in system["constraints"])
    for (is_edit, a, b), item in zip(build_ops, system["build"]):
        try:
            if is_edit:
                solver.addEditVariable(a, b)
            else:
                line = next(lines)
                solver.addConstraint(a)
        except Exception as e:
            if is_edit:
                return "%s: kiwisolver rejected edit variable '%s': %s: %s" % (
                    path, item[1], type(e).__name__, e)
            return "%s:%d: kiwisolver rejected the constraint: %s: %s" % (
                path, line, type(e).__name__, e)
    return "%s: kiwisolver rejected the build" % path


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="kiwisolver_replay.py", allow_abbrev=False,
        description="Replay a csys file with kiwisolver; print timings as CSV.")
    ap.add_argument("file", metavar="FILE.csys")
    ap.add_argument("--rounds", type=int, default=1, metavar="R",
                    help="rounds, each on a fresh Solver (default 1)")
    ap.add_argument("--check", action="store_true",
                    help="check every 'x' line; exit 1 on a mismatch")
    args = ap.parse_args(argv)
    if args.rounds < 1:
        ap.error("--rounds must be at least 1")

    try:
        import kiwisolver as kiwi
    except ImportError:
        print("kiwisolver not installed", file=sys.stderr)
        return 3
    version = getattr(kiwi, "__version__", "unknown")

    try:
        system = parse_file(args.file)
    except CsysError as e:
        where = args.file if e.line is None else "%s:%d" % (args.file, e.line)
        print("%s: %s" % (where, e.message), file=sys.stderr)
        return 2

    # Create every Variable and Constraint before any clock starts.
    kvars = {name: kiwi.Variable(name) for name in system["variables"]}
    kcons = []
    for terms, constant, op, strength, _ in system["constraints"]:
        expr = kiwi.Expression(tuple(kiwi.Term(kvars[v], c) for v, c in terms), constant)
        kcons.append(kiwi.Constraint(expr, op, strength))
    cons_line = [c[4] for c in system["constraints"]]
    build_ops = []  # (is_edit, a, b)
    for item in system["build"]:
        if item[0] == "c":
            build_ops.append((False, kcons[item[1]], None))
        else:
            build_ops.append((True, kvars[item[1]], item[2]))
    steps = []
    for item in system["steps"]:
        if item[0] == "s":
            steps.append(("s", kvars[item[1]], item[2]))
        elif item[0] == "churn":
            steps.append(("churn", [(op == "a", kcons[k]) for op, k in item[1]],
                          [k for _, k in item[1]]))
        else:
            steps.append(("x", [(kvars[v], v, val, ln) for v, val, ln in item[1]]))

    perf = time.perf_counter_ns
    rows = []
    failures = []
    gc.collect()
    gc.disable()
    for rnd in range(1, args.rounds + 1):
        solver = kiwi.Solver()
        add = solver.addConstraint
        remove = solver.removeConstraint
        add_edit = solver.addEditVariable
        suggest = solver.suggestValue
        update = solver.updateVariables
        try:
            t0 = perf()
            for is_edit, a, b in build_ops:
                if is_edit:
                    add_edit(a, b)
                else:
                    add(a)
            update()
            t1 = perf()
        except Exception as e:  # UnsatisfiableConstraint and the like
            print(_build_failure(args.file, kiwi, build_ops, system), file=sys.stderr)
            return 2
        rows.append(("build", rnd, [t1 - t0], peak_rss_kb()))
        resize = []
        churn = []
        for step in steps:
            kind = step[0]
            if kind == "s":
                _, var, value = step
                t0 = perf()
                suggest(var, value)
                update()
                t1 = perf()
                resize.append(t1 - t0)
            elif kind == "churn":
                ops = step[1]
                try:
                    t0 = perf()
                    for is_add, c in ops:
                        if is_add:
                            add(c)
                        else:
                            remove(c)
                    update()
                    t1 = perf()
                except Exception as e:
                    lines = ",".join(str(cons_line[k]) for k in step[2])
                    print("%s: kiwisolver rejected a churn step (constraints of lines %s): %s: %s"
                          % (args.file, lines, type(e).__name__, e), file=sys.stderr)
                    return 2
                churn.append(t1 - t0)
            elif args.check:
                for var, name, expected, ln in step[1]:
                    got = var.value()
                    if not close(got, expected):
                        failures.append("%s:%d: x %s %r: got %r (round %d)"
                                        % (args.file, ln, name, expected, got, rnd))
        rss = peak_rss_kb()
        if resize:
            rows.append(("resize", rnd, resize, rss))
        if churn:
            rows.append(("churn", rnd, churn, rss))
        if failures:
            for f in failures:
                print(f, file=sys.stderr)
            return 1
    gc.enable()

    import csv
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["peer", "peer_version", "file", "phase", "round", "steps",
                  "median_ns", "min_ns", "total_ns", "peak_rss_kb"])
    for phase, rnd, times, rss in rows:
        out.writerow([PEER, version, args.file, phase, rnd, len(times),
                      median_int(times), min(times), sum(times), rss])
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
