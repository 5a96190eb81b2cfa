"""The corpus's biggest scenes on this solver and on kiwisolver: each exported with
`layout-bench ib FILE --csys SCENE`, replayed by `layout-bench replay --rounds ROUNDS` and by
scripts/peers/kiwisolver_replay.py (ROUNDS rounds, --check): both in one process each, each
round on a fresh solver. One row per scene,
named by its repository and view count only (no name from the corpus's files)."""
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KIWI = os.path.join(HERE, "..", "peers", "kiwisolver_replay.py")
FIELDS = ["rank", "repo", "views", "constraints", "own_rounds", "own_build_ns", "own_resize_median_ns",
          "own_failed_checks", "kiwi_version", "kiwi_rounds", "kiwi_build_ns", "kiwi_resize_median_ns",
          "kiwi_failed_checks"]
UNITS = {"ns": 1, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}


def nanoseconds(text):
    """A duration as `layout-bench` prints it (Humanize: '812 ns', '12.3 µs', '4.56 ms') in ns;
    None when it is not one."""
    match = re.fullmatch(r"\s*(-?[0-9.]+)\s*(ns|µs|us|ms|s)\s*", text)
    return round(float(match.group(1)) * UNITS[match.group(2)]) if match else None


def median(values):
    ordered = sorted(values)
    if not ordered:
        return None
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def biggest(rows, top):
    """The `top` scenes with the most views of a measure's rows: (views, repo, file, scene)."""
    sizes = Counter((row["repo"], row["file"], row["scene"]) for row in rows)
    ranked = sorted(sizes.items(), key=lambda item: (-item[1], item[0]))
    return [(n, repo, name, scene) for (repo, name, scene), n in ranked[:top]]


def own(tool, program, rounds):
    """(median build ns, median of the rounds' median resize steps ns, failed x checks): one
    process replays the file `rounds` times, each on a fresh solver (`replay --rounds`), as
    kiwisolver_replay.py does its rounds: a process per round measured cold code and a cold
    heap on every build, against Kiwi's warm rounds. The first round verifies every step's
    answer and the medians are of the others, which run their steps back to back."""
    run = subprocess.run([tool, "replay", program, "--rounds", str(rounds)], capture_output=True, text=True)
    build = resize = None
    for line in run.stdout.splitlines():
        if line.startswith("build:"):
            build = nanoseconds(line.split(":", 1)[1])
        elif line.startswith("resize:") and "median " in line:
            resize = nanoseconds(line.split("median ", 1)[1])
    checks = re.search(r"([0-9]+) x check\(s\) failed", run.stderr)
    return build, resize, int(checks.group(1)) if checks else 0


def kiwi(program, rounds):
    """(version, median build ns, median resize step ns, failed x checks of round 1). A failed
    check ends kiwisolver_replay.py's --check run before it prints, so the times then come from a
    second run without --check."""
    checked = subprocess.run([sys.executable, KIWI, program, "--rounds", str(rounds), "--check"],
                             capture_output=True, text=True)
    failed = sum(1 for line in checked.stderr.splitlines() if ": x " in line and "(round 1)" in line)
    run = checked
    if checked.returncode == 1:
        run = subprocess.run([sys.executable, KIWI, program, "--rounds", str(rounds)], capture_output=True, text=True)
    lines = [line.split(",") for line in run.stdout.splitlines() if line.startswith("kiwisolver,")]
    version = lines[0][1] if lines else ""
    builds = [int(line[6]) for line in lines if line[3] == "build"]
    resizes = [int(line[6]) for line in lines if line[3] == "resize"]
    return version, median(builds), median(resizes), failed


def measure(rows, corpus, top, tool, rounds, environment):
    """One row per scene of the `top` biggest, with the run's `environment` columns."""
    out, folder = [], tempfile.mkdtemp(prefix="ib-csys-")
    for rank, (n, repo, name, scene) in enumerate(biggest(rows, top), start=1):
        root = os.path.join(corpus, repo.replace("/", "+"))
        found = sorted(os.path.join(d, name) for d, _, files in os.walk(root) if name in files)
        if not found:
            print(f"{repo}: a scene's file is not in {root}", file=sys.stderr)
            continue
        program = os.path.join(folder, f"{rank}.csys")
        with open(program, "w") as f:
            export = subprocess.run([tool, "ib", found[0], "--csys", scene], stdout=f, stderr=subprocess.PIPE, text=True)
        if export.returncode != 0:
            print(f"{repo} (scene {rank}): {export.stderr.strip()[:300]}", file=sys.stderr)
            continue
        with open(program) as f:
            constraints = sum(1 for line in f if line.startswith("c "))
        own_build, own_resize, own_failed = own(tool, program, rounds)
        version, kiwi_build, kiwi_resize, kiwi_failed = kiwi(program, rounds)
        row = dict(rank=rank, repo=repo, views=n, constraints=constraints, own_rounds=rounds,
                   own_build_ns=own_build, own_resize_median_ns=own_resize, own_failed_checks=own_failed,
                   kiwi_version=version, kiwi_rounds=rounds, kiwi_build_ns=kiwi_build,
                   kiwi_resize_median_ns=kiwi_resize, kiwi_failed_checks=kiwi_failed)
        out.append(dict(row, **environment))
        print(",".join("" if row[k] is None else str(row[k]) for k in FIELDS), flush=True)
    return out
