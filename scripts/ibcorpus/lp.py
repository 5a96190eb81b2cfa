"""The corpus's scenes as constraint systems, checked against an exact LP: every scene written
as csys twice (`layout-bench ib FILE --csys SCENE`, with Kiwi's weighted strengths and with
the layer's exact priority levels, `--levels`), replayed on this solver and judged by
scripts/lp-check --files: the weighted file against its LP (HiGHS, QSopt_ex where HiGHS may be
off), the leveled one level by level against the lexicographic optimum QSopt_ex solves exactly.

Counts only leave this module (per strengths: scenes, how each was judged, the most levels and
constraints a scene had, the largest gap): no name from the corpus's files."""
import csv
import io
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter

import run

HERE = os.path.dirname(os.path.abspath(__file__))
LP_CHECK = os.path.join(HERE, "..", "lp-check")
STRENGTHS = ["weighted", "levels"]
STATUSES = ["ok", "off>1e-9", "off>1e-6", "off>1e-3", "error", "crash", "timeout", "lp-failed"]
FIELDS = run.FIELDS + ["repositories", "strengths", "scenes", *STATUSES, "most_levels", "most_constraints",
                       "largest_gap"]


def scenes(tool, path):
    """The names of the scenes `ib` reports in one file, in its order."""
    report = subprocess.run([tool, "ib", path, "--format", "csv"], capture_output=True, text=True)
    names = []
    for row in csv.DictReader(io.StringIO(report.stdout)):
        if row["scene"] not in names:
            names.append(row["scene"])
    return names


def export(tool, corpus, folder, repositories):
    """Writes every scene of the repositories' files to `folder`, once per strengths
    (`folder/weighted/N.csys`, `folder/levels/N.csys`, N counting scenes); a scene `ib` cannot
    write (no size) is left out of both. Returns how many scenes were written."""
    count = 0
    for strengths in STRENGTHS:
        os.makedirs(os.path.join(folder, strengths), exist_ok=True)
    for repo in repositories:
        root = os.path.join(corpus, repo.replace("/", "+"))
        files = sorted(os.path.join(d, name) for d, _, names in os.walk(root) for name in names
                       if name.endswith((".storyboard", ".xib")))
        for path in files:
            for scene in scenes(tool, path):
                texts = [subprocess.run([tool, "ib", path, "--csys", scene] + (["--levels"] if s == "levels" else []),
                                        capture_output=True, text=True) for s in STRENGTHS]
                if any(t.returncode != 0 for t in texts):
                    continue
                count += 1
                for strengths, text in zip(STRENGTHS, texts):
                    with open(os.path.join(folder, strengths, f"{count}.csys"), "w") as f:
                        f.write(text.stdout)
    return count


def judge(tool, folder, jobs):
    """lp-check's rows of the files in `folder` (scripts/lp-check --files)."""
    paths = sorted(os.path.join(folder, name) for name in os.listdir(folder))
    if not paths:
        return []
    with tempfile.NamedTemporaryFile(suffix=".csv") as out:
        subprocess.run([sys.executable, LP_CHECK, "--files", *paths, "--binary", tool, "--csv", out.name,
                        "--jobs", str(jobs)], capture_output=True, text=True)
        with open(out.name, newline="") as f:
            return list(csv.DictReader(f))


def levels_of(row):
    """How many levels a leveled file's row judged: the levels its message names (`level L:
    gap`), each once (a row judged by its own residuals' program names them twice)."""
    return len(set(re.findall(r"level ([^:;]+):", row["message"])))


def summarize(rows_by_strengths, repositories, environment):
    """One summary row per strengths: its scenes counted by status, the most levels and
    constraints a scene had, the largest gap judged (relative, as lp-check gives it)."""
    out = []
    for strengths in STRENGTHS:
        rows = rows_by_strengths.get(strengths, [])
        counts = Counter(row["status"] for row in rows)
        gaps = [abs(float(row["gap"])) for row in rows if row.get("gap")]
        out.append(dict(environment, repositories=repositories, strengths=strengths, scenes=len(rows),
                        **{status: counts[status] for status in STATUSES},
                        most_levels=max((levels_of(row) for row in rows), default=0) if strengths == "levels" else "",
                        most_constraints=max((int(row["constraints"]) for row in rows if row.get("constraints")),
                                             default=0),
                        largest_gap=repr(max(gaps, default=0.0))))
    return out
