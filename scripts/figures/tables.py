"""The generated tables of the docs, one function each. A new table is one more function here,
registered with @table("NAME"), and a pair of markers where it goes (engine.py)."""
import glob
import math
import os
import statistics

from engine import FiguresError, Generated, read_csv, table


# Formatting shared by the tables, as the Swift side prints the same figures (Humanize).

def significant(value):
    decimals = 0 if abs(value) >= 100 else 1 if abs(value) >= 10 else 2
    scale = 10 ** decimals
    return f"{round_half_away(value * scale) / scale:.{decimals}f}"


def duration(ns):
    for scale, unit in [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]:
        if abs(ns) >= scale:
            return f"{significant(ns / scale)} {unit}"
    return f"{significant(ns)} ns"


def ratio(value):
    if value >= 10:
        return f"{int(round_half_away(value))}×"
    if value >= 1:
        return f"{value:.1f}×"
    if value >= 0.01:
        return f"{value:.2f}×"
    return f"{value:.2g}×"  # two decimals would print 1/600 as 0.00×


def round_half_away(value):
    # Swift's rounded() rounds half away from zero; Python's round() to even.
    return int(value + 0.5) if value >= 0 else -int(-value + 0.5)


def grouped(n):
    return f"{n:,}".replace(",", " ")


def millions(value):
    return f"{value / 1e6:.1f} M"


def markdown_table(header, align, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def unique(values):
    seen = []
    for value in values:
        if value not in seen:
            seen.append(value)
    return seen


# The peers: this solver against each peer on the same csys files (layout-bench peers).

def peers_files(results, small):
    """(timestamp, path, rows) of each results/peers-*.csv of the default suite, or of each
    results/peers-small-*.csv (the n = 100 runs of many rounds), oldest first by the timestamp in
    their rows (a clone's files share one mtime)."""
    files = []
    for path in glob.glob(os.path.join(results, "peers-small-*.csv" if small else "peers-*.csv")):
        if not small and os.path.basename(path).startswith("peers-small-"):
            continue
        rows = read_csv(path)
        files.append((rows[0]["timestamp"] if rows else "", path, rows))
    if not files:
        raise FileNotFoundError("no results/peers-small-*.csv" if small else "no results/peers-*.csv")
    return sorted(files)


def newest_peers_file(results):
    """The newest results/peers-*.csv of the default suite."""
    return peers_files(results, small=False)[-1][1:]


@table("peers")
def peers(results):
    path, rows = newest_peers_file(results)
    names = unique(row["peer"] for row in rows if row["peer_version"])
    header = ["workload", "n", "ours: build"]
    for name in names:
        version = next(row["peer_version"] for row in rows if row["peer"] == name and row["peer_version"])
        header += [f"{name} {version}: build", "resize", "all resizes", "churn", "memory"]
    timeout = rows[0]["timeout_s"] if rows else ""
    limit = f"> {timeout} s" if timeout else "timeout"

    def cell(row):
        if row is None:
            return ""
        status = row["status"]
        if status == "ok":
            return ratio(float(row["ratio"])) if row["ratio"] else "—"
        return {"timeout": limit, "wrong": "**wrong**", "skipped": "—"}.get(status, "failed")

    body = []
    for benchmark in unique(row["benchmark"] for row in rows):
        mine = [row for row in rows if row["benchmark"] == benchmark]
        build = next((row for row in mine if row["phase"] == "build"), None)
        ours = duration(float(build["ours_median_ns"])) if build and build["ours_median_ns"] else ""
        if any(row["ours_status"] == "wrong" for row in mine):
            ours += " **wrong**"
        cells = [mine[0]["workload"], grouped(int(mine[0]["n"])), ours]
        for name in names:
            theirs = [row for row in mine if row["peer"] == name]
            for phase in ["build", "resize", "resize_all", "churn"]:
                cells.append(cell(next((row for row in theirs if row["phase"] == phase), None)))
            first = theirs[0] if theirs else None
            ok = first and first["status"] == "ok" and first["memory_ratio"]
            cells.append(ratio(float(first["memory_ratio"])) if ok else "—")
        body.append(cells)
    rounds = f" over {rows[0]['ours_rounds']} rounds" if rows else ""
    per_call = f" ({timeout} s per call)" if timeout else ""
    legend = (f"Each figure is the peer's ÷ this solver's, medians{rounds} run in turns on the same csys "
              "file: above 1, this solver is faster (or smaller). Build: every constraint, then one "
              "update; resize and churn: the median step, each solver's steps timed back to back (this "
              "solver's answers verified after every step in an untimed replay of its own first; "
              "Kiwi's times include its Python binding's calls); all resizes: the sum of a round's resize "
              "steps, which counts the steps where items change places (the simplex pivots) that a "
              "median of mostly cheap steps passes over; memory: peak RSS growth per constraint "
              f"(the peer's runtime alone subtracted). timeout: the peer ran past the limit{per_call}; "
              "—: not run (it timed out at a smaller n); wrong: its x checks failed.")
    align = ["---"] + ["---:"] * (len(header) - 1)
    return Generated(markdown_table(header, [" " + a + " " for a in align], body) + "\n\n" + legend,
                     os.path.basename(path), rows)


# Where real screens are: the resize step at n = 100 against Kiwi's (scripts/peers-table --small),
# several runs of the newest commit beside those of the commit measured before it. One run's
# ratio moves by a third from one process to the next (where each landed), so a family is at
# the goal only when every run puts it there.

SMALL_GOAL = 10  # issue 16, part 4: a resize step at n = 100 at least 10× faster than Kiwi's


def small_runs(results):
    """[(commit, [rows of each run])] of the results/peers-small-*.csv files, commits in the
    order of their first run's timestamp, each commit's runs oldest first."""
    commits = {}
    for _, _, rows in peers_files(results, small=True):
        if rows:
            commits.setdefault(rows[0]["commit"], []).append(rows)
    return list(commits.items())


def small_rows(runs, phase):
    """{workload: [its row of each run]} for `phase` (resize or resize_all), against Kiwi, where
    both solvers ran."""
    found = {}
    for rows in runs:
        for row in rows:
            if row["peer"] == "kiwisolver" and row["phase"] == phase and row["status"] == "ok" and row["ratio"]:
                found.setdefault(row["workload"], []).append(row)
    return found


def ratios_of(found):
    """{workload: [Kiwi ÷ this solver of each run]} of `small_rows`' rows."""
    return {w: [float(row["ratio"]) for row in rows] for w, rows in found.items()}


def spread(values):
    """The median of the runs' figures, and their range when there are several."""
    middle = ratio(statistics.median(values))
    if len(values) == 1:
        return middle
    return f"{middle} ({ratio(min(values))}–{ratio(max(values))})"


def small_verdict(values):
    if min(values) >= SMALL_GOAL:
        return "yes"
    if max(values) < SMALL_GOAL:
        return "**no**"
    return "some runs"


@table("peers-small")
def peers_small(results):
    commits = small_runs(results)
    commit, now = commits[-1]
    before = commits[-2][1] if len(commits) > 1 else []
    step_rows = small_rows(now, "resize")
    steps = ratios_of(step_rows)
    totals, old = ratios_of(small_rows(now, "resize_all")), ratios_of(small_rows(before, "resize"))
    if not steps:
        raise FiguresError(f"peers-small-{commit}: no resize rows against kiwisolver")
    header = ["workload", "this solver: resize step", "Kiwi's", "Kiwi ÷ this solver"]
    if before:
        header += ["before"]
    header += ["all resizes", f"≥ {SMALL_GOAL}× in every run"]
    body, verdicts = [], []
    for workload in unique(row["workload"] for run in now for row in run if row["workload"] in steps):
        mine = step_rows[workload]
        ours = statistics.median(float(row["ours_median_ns"]) for row in mine)
        theirs = statistics.median(float(row["peer_median_ns"]) for row in mine)
        cells = [workload, duration(ours), duration(theirs), spread(steps[workload])]
        if before:
            cells.append(spread(old[workload]) if workload in old else "—")
        verdicts.append(small_verdict(steps[workload]))
        cells += [spread(totals[workload]) if workload in totals else "—", verdicts[-1]]
        body.append(cells)
    met, some = verdicts.count("yes"), verdicts.count("some runs")
    legend = (f"{met} of {len(body)} families at the goal in every run"
              + (f", {some} more in some" if some else "")
              + f". n = 100, {len(now)} run{'s' if len(now) != 1 else ''} (each its own process) of "
              f"{now[0][0]['ours_rounds']} rounds run in turns on the same csys file "
              "(`layout-bench peers --suite smoke --peer kiwisolver`); resize step: the median step, the "
              "median of the runs' (the ratio's range across runs in brackets); all resizes: Kiwi's sum "
              "of a round's resize steps ÷ this solver's.")
    if before:
        legend += f" Before: {commits[-2][0]}; now: {commit}."
    align = ["---"] + ["---:"] * (len(header) - 1)
    used = [row for run in before + now for row in run]
    return Generated(markdown_table(header, align, body) + "\n\n" + legend, f"peers-small-{commit}-*.csv", used)


# The layer's cost: instructions per phase at n = 1 000 (scripts/instructions).

WORKLOADS = ["siblings", "chain", "nested", "grid", "redundant", "minimal",
             "feed", "cards", "form", "cells", "toolbar", "priorities"]
LAYER_PHASES = ["dsl_build", "materialize", "solver_add", "solve"]


def instructions(results):
    rows = [row for row in read_csv(os.path.join(results, "instructions.csv")) if row["metric"] == "instructions"]
    return rows, {(row["benchmark"], row["phase"]): float(row["median"]) for row in rows}


@table("layer-cost")
def layer_cost(results):
    rows, count = instructions(results)
    header = ["workload"] + LAYER_PHASES + ["composite", "solver setup", "solver build", "÷ build", "÷ setup + build"]
    body, used = [], []
    for workload in WORKLOADS:
        composite, solver = f"{workload}/composite/1000", f"{workload}/solver/1000"
        phases = [count[(composite, phase)] for phase in LAYER_PHASES]
        setup, build = count[(solver, "setup")], count[(solver, "build")]
        total = sum(phases)
        body.append([workload] + [millions(v) for v in phases + [total, setup, build]]
                    + [f"{total / build:.2f}", f"{total / (setup + build):.2f}"])
        used += [row for row in rows if row["benchmark"] in (composite, solver)]
    return Generated(markdown_table(header, ["---"] + ["---:"] * (len(header) - 1), body), "instructions.csv", used)


# The black hole's calibration: a million steps of arithmetic kept from being optimized away.

@table("black-hole")
def black_hole(results):
    rows = [row for row in read_csv(os.path.join(results, "instructions.csv"))
            if row["benchmark"].startswith("calibration-pure/")]
    value = {row["metric"]: float(row["median"]) for row in rows}
    body = [[rows[0]["benchmark"], duration(value["cpu_time"]), grouped(int(value["instructions"]))]]
    return Generated(markdown_table(["benchmark", "CPU time", "instructions"], ["---", "---:", "---:"], body),
                     "instructions.csv", rows)


# Correctness against an LP: random degenerate systems replayed by this solver and by Kiwi,
# each answer checked against scipy's HiGHS (scripts/lp-check --summary).

# What lp-check counts per run, in the order the table of every run shows them.
LP_CHECK_COUNTS = ["ok", "exact-arbiter", "off>1e-9", "off>1e-6", "off>1e-3", "false-conflict", "error", "crash",
                   "timeout", "lp-failed"]


def lp_check_solver(solver):
    return {"ours": "this solver", "ours-unverified": "this solver, unverified"}.get(solver, "Kiwi (kiwisolver)")


# Kinds whose files hold a conflict: their counts mean other things (lp-check-conflicts).
LP_CHECK_CONFLICT_KINDS = ("conflict", "wide-conflict")


def lp_check_systems(row):
    """A run's systems: its kind, and the variables' range where the run chose one other than
    the kind's own (lp-check --variables; the column is empty or missing otherwise)."""
    variables = row.get("variables") or ""
    if not variables:
        return row["kind"]
    lo, hi = variables.split("-")
    return f"{row['kind']}, {grouped(int(lo))}–{grouped(int(hi))} variables"


def lp_check_rows(results, conflicts=False):
    rows = read_csv(os.path.join(results, "lp-check.csv"))
    return [r for r in rows if (r["kind"] in LP_CHECK_CONFLICT_KINDS) == conflicts]


@table("lp-check")
def lp_check(results):
    rows = lp_check_rows(results)
    columns = LP_CHECK_COUNTS
    header = ["systems", "solver", "commit", "seeds", "files", "at the optimum",
              "of which the exact optimum decided (an exact LP, checked)", "off by > 1e-9", "> 1e-6",
              "> 1e-3", "conflict on a feasible system", "other error (Kiwi: exception or abort)", "crash", "hang",
              "LP failed"]
    body = []

    def cell(row, column, files):
        value = row.get(column) or ""
        if value == "":
            return "–"  # not told apart when the row was written (counted among the errors)
        if not int(value):
            return "0"
        share = 100 * int(value) / files
        # A few files in 10 000 would read 0.0%.
        return f"{grouped(int(value))} ({share:.1f}%)" if share >= 0.1 else f"{grouped(int(value))} ({share:.2f}%)"

    for row in rows:
        files = int(row["files"])
        cells = [cell(row, c, files) for c in columns]
        solver = lp_check_solver(row["solver"])
        first = int(row["seed"])
        seeds = f"{grouped(first)}–{grouped(first + files - 1)}"
        body.append([lp_check_systems(row), solver, row["commit"], seeds, grouped(files)] + cells)
    return Generated(markdown_table(header, ["---", "---", "---", "---"] + ["---:"] * 11, body), "lp-check.csv", rows)


def git_history():
    """This checkout's commits, newest first, abbreviated to 7 digits (empty outside git)."""
    import subprocess
    return subprocess.run(["git", "rev-list", "--abbrev-commit", "--abbrev=7", "HEAD"], capture_output=True,
                          text=True, cwd=os.path.dirname(os.path.abspath(__file__))).stdout.split()


def commit_age(commit, history):
    """How many commits back `commit` is; one git does not know sorts last."""
    return next((i for i, h in enumerate(history) if h.startswith(commit) or commit.startswith(h)), len(history))


def commit_totals(rows):
    """One commit's runs of one kind and solver summed: the newest row of each seed range, how
    many files, each count's total, and the seeds (contiguous ranges joined: 0–1 999 and
    2 000–5 999 read 0–5 999)."""
    ranges = {}
    for row in rows:
        span = (int(row["seed"]), int(row["files"]))
        if span not in ranges or row["timestamp"] > ranges[span]["timestamp"]:
            ranges[span] = row
    picked = list(ranges.values())
    total = {c: sum(int(r.get(c) or 0) for r in picked) for c in LP_CHECK_COUNTS}
    spans = []
    for first, n in sorted(ranges):
        if spans and spans[-1][1] == first:
            spans[-1][1] = first + n
        else:
            spans.append([first, first + n])
    seeds = ", ".join(f"{grouped(a)}–{grouped(b - 1)}" for a, b in spans)
    return picked, sum(int(r["files"]) for r in picked), total, seeds


# The same runs, one line per kind: each solver's newest commit and every seed range it ran
# there, summed; the table above keeps every run.

@table("lp-check-newest")
def lp_check_newest(results):
    rows = lp_check_rows(results)
    history = git_history()
    # Newest by the history (a run of an older commit can finish after a newer one's), then by
    # when the run ended.
    def recency(row):
        return (-commit_age(row["commit"], history), row["timestamp"])
    newest = {}
    for row in rows:
        key = (lp_check_systems(row), row["solver"])
        if key not in newest or recency(row) > recency(newest[key]):
            newest[key] = row
    body, used = [], []
    for (systems, solver), last in sorted(newest.items(), key=lambda item: (item[0][0], item[0][1] != "ours")):
        run = [r for r in rows if (lp_check_systems(r), r["solver"], r["commit"]) == (systems, solver, last["commit"])]
        picked, files, total, seeds = commit_totals(run)
        used += picked
        off = total["off>1e-9"] + total["off>1e-6"] + total["off>1e-3"]
        errors = total["error"] + total["false-conflict"]
        body.append([systems, lp_check_solver(solver), last["commit"], seeds,
                     grouped(files), grouped(total["ok"]), grouped(off), grouped(errors),
                     grouped(total["crash"] + total["timeout"]), grouped(total["lp-failed"])])
    header = ["systems", "solver", "commit", "seeds", "files", "at the optimum", "off by > 1e-9",
              "typed error or conflict", "crash or hang", "LP failed"]
    return Generated(markdown_table(header, ["---"] * 4 + ["---:"] * 6, body), "lp-check.csv", used)


# What updateVariables publishes unverified (lp-check --unverified: the replay verifies
# nothing, as a layout does not), per kind and commit, oldest first.

@table("lp-check-unverified")
def lp_check_unverified(results):
    rows = [r for r in lp_check_rows(results) if r["solver"] == "ours-unverified"]
    history = git_history()
    runs = {}  # (systems, commit) -> its rows
    for row in rows:
        runs.setdefault((lp_check_systems(row), row["commit"]), []).append(row)
    body, used = [], []
    for (systems, commit), run in sorted(runs.items(), key=lambda item: (item[0][0], -commit_age(item[0][1], history))):
        picked, files, total, seeds = commit_totals(run)
        used += picked
        off = total["off>1e-9"] + total["off>1e-6"] + total["off>1e-3"]
        body.append([systems, commit, seeds, grouped(files), grouped(total["ok"]), grouped(off), grouped(total["off>1e-3"]),
                     grouped(total["error"] + total["false-conflict"]), grouped(total["crash"] + total["timeout"])])
    header = ["systems", "commit", "seeds", "files", "at the optimum", "off by > 1e-9", "of which by > 1e-3",
              "typed error or conflict", "crash or hang"]
    return Generated(markdown_table(header, ["---"] * 3 + ["---:"] * 6, body), "lp-check.csv", used)


# Systems with one conflict injected (lp-check's conflict kinds): was it named, and how else
# did a replay end.

@table("lp-check-conflicts")
def lp_check_conflicts(results):
    rows = lp_check_rows(results, conflicts=True)
    body = []
    for row in rows:
        files = int(row["files"])
        first = int(row["seed"])
        count = {c: int(row.get(c) or 0) for c in LP_CHECK_COUNTS + ["missed-conflict", "accepted"]}
        body.append([lp_check_systems(row), row["commit"], f"{grouped(first)}–{grouped(first + files - 1)}", grouped(files),
                     grouped(count["ok"]), grouped(count["accepted"]), grouped(count["false-conflict"]),
                     grouped(count["error"]), grouped(count["missed-conflict"]),
                     grouped(count["crash"] + count["timeout"])])
    header = ["systems", "commit", "seeds", "files", "the conflict named", "answered within 1e-9",
              "another constraint named", "other typed error", "answered off (conflict missed)", "crash or hang"]
    return Generated(markdown_table(header, ["---"] * 3 + ["---:"] * 7, body), "lp-check.csv", rows)


# What ab resolves on this machine: the newest scripts/ab-selftest run (scripts/abselftest).

@table("ab-selftest")
def ab_selftest(results):
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "abselftest"))
    import report
    # The newest run: the file whose commit comes first in the history (a clone's files share
    # one mtime).
    history = git_history()
    runs = []
    for path in glob.glob(os.path.join(results, "ab-selftest-*.csv")):
        if path.endswith(".resampled.csv"):
            continue
        commit = os.path.basename(path)[len("ab-selftest-"):-len(".csv")]
        runs.append((commit_age(commit, history), path))
    if not runs:
        raise FileNotFoundError("no results/ab-selftest-*.csv")
    path = min(runs)[1]
    rows = read_csv(path)
    resampled_path = path[:-len(".csv")] + ".resampled.csv"
    resampled = read_csv(resampled_path) if os.path.exists(resampled_path) else None
    text = report.section(report.summarize(rows), resampled)
    body = "\n".join(line for line in text.splitlines() if line not in (report.BEGIN, report.END))
    return Generated(body, os.path.basename(path), rows)


# Interface Builder files of public repositories against the frames Xcode stored
# (scripts/ib-corpus measure --summary results/ib-corpus.csv).

IB_FLAGS = [("match", "match Xcode's frames"),
            ("differs", "differ"),
            ("sized-in-code", "sized in code (they move with the file's placeholder constraints)"),
            ("misplaced", "flagged misplaced by IB"),
            ("ambiguous", "flagged ambiguous by IB"),
            ("hidden", "hidden, or inside a hidden view"),
            ("no-stored-frame", "without a stored frame")]


def percent(part, whole):
    return f"{100 * part / whole:.1f}%" if whole else "—"


def ib_runs(results):
    """The summary's rows, and each run's corpus-wide rows (repo empty) by commit, oldest first."""
    rows = read_csv(os.path.join(results, "ib-corpus.csv"))
    runs = {}
    for row in rows:
        if not row["repo"]:
            runs.setdefault((row["timestamp"], row["commit"], row["dirty"]), []).append(row)
    if not runs:
        raise FileNotFoundError("results/ib-corpus.csv holds no run")
    return rows, [runs[key] for key in sorted(runs)]


def newest_ib_run(rows, runs):
    first = runs[-1][0]
    return [row for row in rows if (row["timestamp"], row["commit"], row["dirty"]) ==
            (first["timestamp"], first["commit"], first["dirty"])]


@table("ib-corpus")
def ib_corpus(results):
    rows, runs = ib_runs(results)
    header = ["commit", "date", "repositories", "files read", "unreadable", "scenes", "views", "compared",
              "match", "match rate", "with sized in code as differing"]
    body = []
    for corpus in runs:
        first = corpus[0]
        count = {row["flag"]: int(row["count"]) for row in corpus}
        compared, matched = int(first["compared"]), int(first["matched"])
        with_code = compared + count.get("sized-in-code", 0)
        body.append([first["commit"] + (" (uncommitted changes)" if first["dirty"] == "true" else ""),
                     first["timestamp"][:10], first["repositories"], grouped(int(first["files"])),
                     first["unreadable"], grouped(int(first["scenes"])), grouped(int(first["views"])),
                     grouped(compared), grouped(matched), f"**{percent(matched, compared)}**",
                     f"{grouped(matched)} of {grouped(with_code)} ({percent(matched, with_code)})"])
    runs_table = markdown_table(header, ["---"] * 2 + ["---:"] * (len(header) - 2), body)
    newest = runs[-1]
    count = {row["flag"]: int(row["count"]) for row in newest}
    views = int(newest[0]["views"])
    known = [flag for flag, _ in IB_FLAGS]
    flags = [[f"`{flag}`", words, grouped(count.get(flag, 0)), percent(count.get(flag, 0), views)]
             for flag, words in IB_FLAGS]
    flags += [[f"`{flag}`", "", grouped(n), percent(n, views)] for flag, n in count.items() if flag not in known]
    flags_table = markdown_table(["flag", "views that", f"of the {grouped(views)} views ({newest[0]['commit']})", "share"],
                                 ["---", "---", "---:", "---:"], flags)
    legend = ("Compared: the views flagged `match` or `differs`; the match rate is `match` of them. The "
              "views of the other flags are reported apart, not compared.")
    return Generated(runs_table + "\n\n" + flags_table + "\n\n" + legend, "ib-corpus.csv",
                     [row for corpus in runs for row in corpus])


@table("ib-corpus-repos")
def ib_corpus_repos(results):
    rows, runs = ib_runs(results)
    newest = newest_ib_run(rows, runs)
    by_repo = {}
    for row in newest:
        if row["repo"]:
            by_repo.setdefault(row["repo"], {})[row["flag"]] = int(row["count"])
    others = ["misplaced", "ambiguous", "hidden", "no-stored-frame"]
    listed = [(repo, count) for repo, count in by_repo.items() if count.get("differs") or count.get("sized-in-code")]
    listed.sort(key=lambda item: (-item[1].get("differs", 0), -item[1].get("sized-in-code", 0), item[0].lower()))
    body = [[repo, grouped(sum(count.values())), grouped(count.get("match", 0)), grouped(count.get("differs", 0)),
             grouped(count.get("sized-in-code", 0)), grouped(sum(count.get(flag, 0) for flag in others))]
            for repo, count in listed]
    quiet = len(by_repo) - len(listed)
    legend = (f"The repositories with a view that differs or is sized in code, most differing first; the "
              f"other {quiet} match on every view they compare. Other flags: misplaced, ambiguous, hidden, "
              "no stored frame.")
    return Generated(markdown_table(["repository", "views", "match", "differs", "sized in code", "other flags"],
                                    ["---"] + ["---:"] * 5, body) + "\n\n" + legend, "ib-corpus.csv", newest)


# The corpus's tables each show the newest run of their CSV (one row per item of a run).

def newest_run(results, name):
    """The rows of the newest run (timestamp, commit, dirty) in results/NAME."""
    rows = read_csv(os.path.join(results, name))
    if not rows:
        raise FileNotFoundError(f"results/{name} holds no run")
    newest = max((row["timestamp"], row["commit"], row["dirty"]) for row in rows)
    return [row for row in rows if (row["timestamp"], row["commit"], row["dirty"]) == newest]


# The corpus's biggest scenes, this solver against kiwisolver on each one's csys export
# (scripts/ib-corpus peers ROWS CORPUS --csv results/ib-peers.csv).

@table("ib-peers")
def ib_peers(results):
    rows = newest_run(results, "ib-peers.csv")
    version = next((row["kiwi_version"] for row in rows if row["kiwi_version"]), "")
    kiwi = f"kiwisolver {version}".strip()

    def time(row, key):
        return duration(float(row[key])) if row[key] else "—"

    def versus(row, theirs, ours):
        return ratio(float(row[theirs]) / float(row[ours])) if row[theirs] and row[ours] and float(row[ours]) else "—"

    body = [[row["repo"], row["views"], row["constraints"],
             time(row, "own_build_ns"), time(row, "kiwi_build_ns"), versus(row, "kiwi_build_ns", "own_build_ns"),
             time(row, "own_resize_median_ns"), time(row, "kiwi_resize_median_ns"),
             versus(row, "kiwi_resize_median_ns", "own_resize_median_ns"),
             f"{row['own_failed_checks']} / {row['kiwi_failed_checks']}"]
            for row in sorted(rows, key=lambda row: int(row["rank"]))]
    header = ["repository", "views", "constraints", "build: ours", kiwi, "÷", "resize step: ours", kiwi, "÷",
              "x checks failed: ours / Kiwi"]
    legend = (f"The scenes with the most views, biggest first. Medians: of {rows[0]['own_rounds']} rounds on "
              f"this solver (`layout-bench replay --rounds`: since 2026-12-05 the first round verifies every "
              "step's answer and the times are the other rounds', steps back to back; before, every round's, "
              f"with a verification between its steps) and of {rows[0]['kiwi_rounds']} rounds on {kiwi} "
              "(`kiwisolver_replay.py --check`), each solver's rounds in one process, each on a fresh solver; ÷ is "
              "Kiwi's time over this solver's (above 1, this solver is faster). Build: every constraint, then "
              "one update; resize step: the median of the root turned to landscape and back. The x checks are "
              "every view's width and height after the build and after the return, as this solver exported "
              "them.")
    return Generated(markdown_table(header, ["---"] + ["---:"] * (len(header) - 1), body) + "\n\n" + legend,
                     "ib-peers.csv", rows)


# The corpus's scenes as constraint systems against an exact LP, with Kiwi's weights and with
# the layer's exact levels (scripts/ib-corpus lp CORPUS --summary results/ib-lp.csv).

@table("ib-lp")
def ib_lp(results):
    rows = newest_run(results, "ib-lp.csv")
    names = {"weighted": "Kiwi's weighted strengths (`ib --csys`)",
             "levels": "the layer's exact levels (`ib --csys --levels`)"}
    off = ["off>1e-9", "off>1e-6", "off>1e-3"]
    refused = ["error", "crash", "timeout", "lp-failed"]
    body = [[names.get(row["strengths"], row["strengths"]), grouped(int(row["scenes"])), grouped(int(row["ok"])),
             grouped(sum(int(row[k]) for k in off)), grouped(sum(int(row[k]) for k in refused)),
             row["most_levels"] or "—", grouped(int(row["most_constraints"])), f"{float(row['largest_gap']):.1e}"]
            for row in rows]
    header = ["strengths", "scenes", "at the optimum", "off", "no answer", "most levels", "most constraints",
              "largest gap"]
    legend = (f"Every scene of the {rows[0]['repositories']} repositories' files that `ib --csys` can size, written "
              "twice, replayed on this solver (`layout-bench replay --print`) and judged by `scripts/lp-check "
              "--files`: the weighted file against its LP (HiGHS, QSopt_ex where HiGHS may be off), the leveled one "
              "level by level, highest first, against the lexicographic optimum QSopt_ex solves exactly, each level "
              "on the face the levels above leave. Off: a required constraint missed by more than 1e-9 of its "
              "terms, or a level (or the objective) more than 1e-9 of the larger of its optimum and its heaviest "
              "weight from it; no answer: a typed error, a crash, a timeout or an LP that failed. The largest gap "
              "is relative, as lp-check gives it.")
    return Generated(markdown_table(header, ["---"] + ["---:"] * (len(header) - 1), body) + "\n\n" + legend,
                     "ib-lp.csv", rows)


# Who gives way where priorities tie, as the corpus's stored frames show it
# (scripts/ib-corpus ties CORPUS --summary results/ib-ties.csv).

@table("ib-ties")
def ib_ties(results):
    rows = newest_run(results, "ib-ties.csv")
    shapes = {"stack": "fill stacks", "chain": "chains tied edge to edge"}
    columns = ["groups", "all_fit", "decided", "lower", "higher", "tie_first", "tie_last", "tie_between",
               "tie_longer", "tie_shorter"]
    header = ["where views compete", "groups", "nobody gave way", "one gave way", "the lower priority",
              "the higher", "tie: the first", "the last", "one between", "the longer text", "the shorter"]
    body = [[shapes.get(row["shape"], row["shape"])] + [grouped(int(row[column])) for column in columns]
            for row in rows]
    legend = (f"Of the {grouped(int(rows[0]['files']))} files, the groups of two views or more. Nobody gave way: "
              "every view not held by a size constraint fits its text. One gave way: exactly one is stretched "
              "(or cut) and the others fit; it had the lower priority (hugging when stretched, compression "
              "resistance when cut), the higher, or the same as another: a tie, by its place and its text. "
              "The other groups hold a view whose size its text does not give (an image, a view without "
              "intrinsic size, a custom font), or a single view free to give way.")
    return Generated(markdown_table(header, ["---"] + ["---:"] * (len(header) - 1), body) + "\n\n" + legend,
                     "ib-ties.csv", rows)


# How the tie families' phases grow from n = 1 000 to 10 000 and 100 000
# (scripts/tie-scaling --summary).

def instruction_count(value):
    if value >= 1e9:
        return f"{value / 1e9:.2f} G"
    if value >= 1e6:
        return millions(value)
    return f"{significant(value / 1e3)} k" if value >= 1e3 else grouped(int(round_half_away(value)))


@table("tie-scaling")
def tie_scaling(results):
    """Per workload and phase: instructions and time per step at each size the newest commit
    in the file was measured at, and the growth from each size to the next; the growth at the
    commit measured before it, where the file holds that commit at both sizes, beside it.
    The time is wall time where the newest commit has it (`wall_ns`), else CPU time: the
    CPU-time clock is a system call of about a microsecond, most of a short step's figure."""
    rows = read_csv(os.path.join(results, "tie-scaling.csv"))
    commits = unique(row["commit"] for row in rows)
    newest = commits[-1]
    before = commits[-2] if len(commits) > 1 else None
    by = {(r["commit"], r["workload"], r["phase"], int(r["n"])): r for r in rows}
    sizes = sorted({int(r["n"]) for r in rows if r["commit"] == newest})
    steps = list(zip(sizes, sizes[1:]))
    walls = all(r.get("wall_ns") for r in rows if r["commit"] == newest)
    time_field, time_label = ("wall_ns", "time") if walls else ("cpu_ns", "CPU")

    def growth(commit, workload, phase, field, small, large):
        a, b = by.get((commit, workload, phase, small)), by.get((commit, workload, phase, large))
        if not a or not b or not a[field] or not b[field] or float(a[field]) == 0:
            return None
        return float(b[field]) / float(a[field])

    def cell(workload, phase, field, small, large):
        now = growth(newest, workload, phase, field, small, large)
        if now is None:
            return "—"
        earlier = growth(before, workload, phase, field, small, large) if before else None
        return f"{ratio(earlier)} → {ratio(now)}" if earlier is not None else ratio(now)

    def shown_before(small, large, field):
        return before is not None and any(growth(before, w, p, field, small, large) is not None
                                          for (c, w, p, _n) in by if c == newest)

    def at(label, n, first):
        return f"{label} at {grouped(n)}" if first else f"at {grouped(n)}"

    def growth_header(label, field, small, large):
        return (f"{label} × {grouped(small)} → {grouped(large)}"
                + (" (before → now)" if shown_before(small, large, field) else ""))

    header = ["workload", "phase"]
    header += [at("instructions / step", n, k == 0) for k, n in enumerate(sizes)]
    header += [growth_header("instructions", "instructions", a, b) for a, b in steps]
    header += [at(f"{time_label} / step", n, k == 0) for k, n in enumerate(sizes)]
    header += [growth_header(time_label, time_field, a, b) for a, b in steps]
    body = []
    used = []
    for workload in unique(r["workload"] for r in rows if r["commit"] == newest):
        for phase in ("build", "resize", "churn", "detach"):
            measured = [by.get((newest, workload, phase, n)) for n in sizes]
            if not all(measured):
                continue
            used += measured
            body.append([workload, phase]
                        + [instruction_count(float(r["instructions"])) for r in measured]
                        + [cell(workload, phase, "instructions", a, b) for a, b in steps]
                        + [duration(float(r[time_field])) for r in measured]
                        + [cell(workload, phase, time_field, a, b) for a, b in steps])
    if before:
        used += [r for r in rows if r["commit"] == before]
    return Generated(markdown_table(header, ["---", "---"] + ["---:"] * (len(header) - 2), body),
                     "tie-scaling.csv", used)


# Where the tie families' steps leave the caches (scripts/tie-scaling --cache --n 1000,10000
# --summary results/tie-cache.csv).

@table("tie-cache")
def tie_cache(results):
    """Per workload and phase, at the newest commit's two sizes: the growth of the instructions,
    the data misses per step of callgrind's 32 KiB L1 and 512 KiB L2 at each size and their
    growth, and the growth of the wall time measured beside them."""
    rows = read_csv(os.path.join(results, "tie-cache.csv"))
    newest = unique(row["commit"] for row in rows)[-1]
    by = {(r["workload"], r["phase"], int(r["n"])): r for r in rows if r["commit"] == newest}
    sizes = sorted({n for (_w, _p, n) in by})
    if len(sizes) != 2:
        raise FiguresError(f"tie-cache.csv: commit {newest} is measured at {len(sizes)} sizes, not two")
    small, large = sizes

    def growth(a, b, field):
        return ratio(float(b[field]) / float(a[field])) if float(a[field]) > 0 else "—"

    def misses(value):
        return instruction_count(float(value))

    span = f"{grouped(small)} → {grouped(large)}"
    header = ["workload", "phase", f"instructions × {span}",
              f"L1 misses / step at {grouped(small)}", f"at {grouped(large)}", f"L1 misses × {span}",
              f"L2 misses / step at {grouped(small)}", f"at {grouped(large)}", f"L2 misses × {span}",
              f"time × {span}"]
    body, used = [], []
    for workload in unique(w for (w, _p, _n) in by):
        for phase in ("build", "resize", "churn", "detach"):
            a, b = by.get((workload, phase, small)), by.get((workload, phase, large))
            if not a or not b or not a.get("l2_misses") or not b.get("l2_misses"):
                continue
            used += [a, b]
            body.append([workload, phase, growth(a, b, "instructions"),
                         misses(a["l1_misses"]), misses(b["l1_misses"]), growth(a, b, "l1_misses"),
                         misses(a["l2_misses"]), misses(b["l2_misses"]), growth(a, b, "l2_misses"),
                         growth(a, b, "wall_ns")])
    return Generated(markdown_table(header, ["---", "---"] + ["---:"] * (len(header) - 2), body),
                     "tie-cache.csv", used)


# How the canonical workloads' setup and build grow to n = 1 000 000, per constraint
# (scripts/scale --summary).

def newest_commits(rows):
    """The commit measured last and the one measured before it (None when the file holds one),
    by their rows' timestamps: the rows of a commit come from several runs (scripts/scale
    --workloads merges them), so the order of the file says nothing."""
    last = {}
    for row in rows:
        last[row["commit"]] = max(last.get(row["commit"], ""), row["timestamp"])
    commits = sorted(last, key=lambda commit: last[commit])
    return commits[-1], commits[-2] if len(commits) > 1 else None


def setup_and_build(row, kind):
    """CPU time (ns) or instructions of setup + build; None where the row has none."""
    fields = {"cpu": ("setup_cpu_ns", "build_cpu_ns"), "instructions": ("setup_instructions", "build_instructions")}
    values = [row[field] for field in fields[kind]] if row else []
    return sum(float(v) for v in values) if values and all(values) else None


def exponent(a, b, kind):
    """log(b's figure ÷ a's) ÷ log(b's constraints ÷ a's): 1 is linear. Constraints, not views:
    redundant adds six per view, the others four."""
    x, y = setup_and_build(a, kind), setup_and_build(b, kind)
    if x is None or y is None or x <= 0:
        return None
    return math.log(y / x) / math.log(int(b["constraints"]) / int(a["constraints"]))


@table("scale")
def scale(results):
    """Per workload: setup + build per constraint at each size, the exponents between
    neighbouring sizes in CPU time and (where callgrind ran at both) in instructions, and the
    peak RSS per constraint at the largest size, for the commit measured last; the exponents and
    the largest size's time per constraint at the commit measured before it, when there is one,
    beside them."""
    rows = read_csv(os.path.join(results, "scale.csv"))
    newest, before = newest_commits(rows)
    by = {(r["commit"], r["workload"], int(r["n"])): r for r in rows}
    sizes = sorted({int(r["n"]) for r in rows if r["commit"] == newest})
    pairs = list(zip(sizes, sizes[1:]))
    # In the order the file first names them: a rerun of some workloads appends their rows
    # (scripts/scale replaces a commit's rows by appending), which would move them last.
    present = {r["workload"] for r in rows if r["commit"] == newest}
    workloads = [w for w in unique(r["workload"] for r in rows) if w in present]
    counted = [(a, b) for a, b in pairs
               if any(exponent(by.get((newest, w, a)), by.get((newest, w, b)), "instructions") is not None
                      for w in workloads)]
    largest = sizes[-1]
    then = " (before → now)" if before else ""
    # The largest size callgrind counted: what a change did to the work, beside its time.
    counted_sizes = [n for n in sizes if any(setup_and_build(by.get((newest, w, n)), "instructions") is not None
                                             for w in workloads)]
    counted_at = counted_sizes[-1] if counted_sizes else None

    def per_constraint(commit, workload, n):
        row = by.get((commit, workload, n))
        return float(row["per_constraint_ns"]) if row else None

    def beside(earlier, now, show):
        if now is None:
            return "—"
        return f"{show(earlier)} → {show(now)}" if earlier is not None else show(now)

    def instructions_per_constraint(commit, workload):
        row = by.get((commit, workload, counted_at)) if commit else None
        total = setup_and_build(row, "instructions")
        return total / int(row["constraints"]) if total is not None else None

    def exponent_cell(workload, a, b, kind):
        def at(commit):
            return exponent(by.get((commit, workload, a)), by.get((commit, workload, b)), kind) if commit else None
        return beside(at(before), at(newest), lambda e: f"{e:.2f}")

    header = (["workload", f"constraints at {grouped(largest)}"]
              + [f"{'setup + build / constraint ' if i == 0 else ''}at {grouped(n)}{then if n == largest else ''}"
                 for i, n in enumerate(sizes)]
              + [f"CPU exponent {grouped(a)} → {grouped(b)}{then}" for a, b in pairs]
              + [f"instructions exponent {grouped(a)} → {grouped(b)}{then}" for a, b in counted]
              + ([f"instructions / constraint at {grouped(counted_at)}{then}"] if counted_at else [])
              + [f"peak RSS / constraint at {grouped(largest)}"])
    body, used = [], []
    for workload in workloads:
        mine = [by[(newest, workload, n)] for n in sizes if (newest, workload, n) in by]
        used += mine + [r for r in rows if r["commit"] == before and r["workload"] == workload]
        top = by.get((newest, workload, largest))
        cells = [workload, grouped(int(top["constraints"])) if top else "—"]
        cells += [beside(None, per_constraint(newest, workload, n), duration) for n in sizes[:-1]]
        cells.append(beside(per_constraint(before, workload, largest) if before else None,
                            per_constraint(newest, workload, largest), duration))
        cells += [exponent_cell(workload, a, b, "cpu") for a, b in pairs]
        cells += [exponent_cell(workload, a, b, "instructions") for a, b in counted]
        if counted_at:
            cells.append(beside(instructions_per_constraint(before, workload),
                                instructions_per_constraint(newest, workload),
                                lambda v: grouped(round_half_away(v))))
        rss = int(top["peak_rss_bytes"]) / int(top["constraints"]) if top else None
        cells.append(f"{grouped(round_half_away(rss))} B" if top else "—")
        body.append(cells)
    iterations = {}
    for row in used:
        if row["commit"] == newest:
            iterations.setdefault(row["samples"], set()).add(int(row["n"]))

    def listed(ns):
        names = [grouped(n) for n in sorted(ns)]
        return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]
    medians = "; ".join((f"the median of {s} iterations" if s != "1" else "1 iteration") + f" at {listed(ns)}"
                        for s, ns in sorted(iterations.items(), key=lambda item: min(item[1])))
    legend = ("Setup + build: the CPU time of the solver variant's setup (variables and constraint objects) "
              "and build (every constraint added, one update) ÷ the constraints the build adds "
              f"({medians}; each size a fresh process, no warm-up). Exponent: the log of the figures' "
              "ratio ÷ the log of the constraints' ratio, 1 for linear growth; instructions by callgrind, "
              "exact, those of setup + build ÷ the constraints. Peak RSS: the whole process's, ÷ the constraints.")
    legend += " " + scale_goals(workloads, sizes, pairs, lambda w, n: per_constraint(newest, w, n),
                                lambda w, a, b: exponent(by.get((newest, w, a)), by.get((newest, w, b)), "cpu"))
    return Generated(markdown_table(header, ["---"] + ["---:"] * (len(header) - 1), body) + "\n\n" + legend,
                     "scale.csv", used)


# Issue 16's goals for time at scale, CPU time on this machine.
SCALE_GOAL_NS = 250  # setup + build per constraint at the largest size
SCALE_GOAL_EXPONENT = 1.10  # from each size to the next


def scale_goals(workloads, sizes, pairs, per_constraint, cpu_exponent):
    """The goals' line under the scale table: how many families meet each, read as the table
    shows the figures (an exponent of 1.10 printed is within 1.10)."""
    largest = sizes[-1]
    times = [per_constraint(w, largest) for w in workloads]
    within = sum(1 for t in times if t is not None and round_half_away(t) <= SCALE_GOAL_NS)
    parts = [f"{within} of {len(workloads)} families within {SCALE_GOAL_NS} ns a constraint at {grouped(largest)}"]
    for a, b in pairs:
        exponents = [cpu_exponent(w, a, b) for w in workloads]
        met = sum(1 for e in exponents if e is not None and round(e, 2) <= SCALE_GOAL_EXPONENT)
        parts.append(f"{met} of {len(workloads)} within a CPU exponent of {SCALE_GOAL_EXPONENT:.2f} "
                     f"from {grouped(a)} to {grouped(b)}")
    return "Goals: " + "; ".join(parts) + "."


# lp-check's large systems built one at a time, per commit (scripts/large-builds --summary).

@table("large-builds")
def large_builds(results):
    """Per commit, in the order of the history (oldest first): how many files built, their
    build times in all, the median and the slowest, and each file's time against the commit
    above it (the geometric mean of the ratios over the files both built, with the range)."""
    rows = read_csv(os.path.join(results, "large-builds.csv"))
    history = git_history()
    commits = sorted(unique(r["commit"] for r in rows), key=lambda c: -commit_age(c, history))
    body = []
    previous = None
    for commit in commits:
        mine = [r for r in rows if r["commit"] == commit]
        built = {r["seed"]: float(r["build_s"]) * 1e9 for r in mine if r["status"] == "ok" and r["build_s"]}
        times = list(built.values())
        if not times:
            body.append([commit, grouped(len(mine)), "0", "—", "—", "—", "—"])
            previous = None
            continue
        slowest = max(built, key=built.get)
        against = "—"
        if previous:
            shared = [s for s in built if s in previous]
            if shared:
                ratios = [built[s] / previous[s] for s in shared]
                against = f"{ratio(statistics.geometric_mean(ratios))} ({ratio(min(ratios))} to {ratio(max(ratios))})"
        body.append([commit, grouped(len(mine)), grouped(len(times)), duration(sum(times)),
                     duration(statistics.median(times)),
                     f"{duration(built[slowest])} (seed {slowest})", against])
        previous = built
    header = ["commit", "files", "built", "builds in all", "median", "slowest", "each file against the commit above"]
    return Generated(markdown_table(header, ["---"] + ["---:"] * 6, body), "large-builds.csv", rows)
