"""scripts/scale with --base: two fake binaries (each a Python script that answers `list`,
`run`, `export` and `profile` as layout-bench does, and logs each `run`) measured in turns."""
import csv
import importlib.machinery
import importlib.util
import os
import stat
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCALE = os.path.join(HERE, "..", "scale")
sys.path.insert(0, os.path.join(HERE, "..", "figures"))
import tables  # noqa: E402  (docs/peers.md's table reads the newest commit this way)

FAKE = r'''#!/usr/bin/env python3
import csv, os, sys
side, log = os.environ["FAKE_SIDE_{key}"], os.environ["FAKE_LOG"]
args = sys.argv[1:]
def opt(name):
    return args[args.index(name) + 1]
if args[0] == "list":
    for w in ["siblings", "chain"]:
        for n in [10, 200000]:
            print(f"{{w}}/solver/{{n}}  solver")
elif args[0] == "run":
    with open(log, "a") as f:
        f.write(f"{{side}} {{opt('--filter')}}\n")
    calls = sum(1 for _ in open(log))
    # Each call of a side slower than the last, so that the kept figure shows which was kept.
    cpu = 1000.0 * calls
    with open(opt("--output"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["phase", "metric", "median", "commit", "dirty", "samples",
                                           "host", "cpu_model", "timestamp"])
        w.writeheader()
        for phase in ["setup", "build"]:
            w.writerow({{"phase": phase, "metric": "cpu_time", "median": cpu, "commit": "reported",
                        "dirty": "false", "samples": opt("--samples"), "host": "h", "cpu_model": "c",
                        "timestamp": "2026-01-01T00:00:00Z"}})
elif args[0] == "export":
    for _ in range(4):
        print("c required 1*v0 >= 0")
elif args[0] == "profile":
    with open(opt("--output"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["phase", "metric", "median"])
        w.writeheader()
        for phase in ["setup", "build"]:
            w.writerow({{"phase": phase, "metric": "instructions", "median": "7"}})
'''


class ScaleInTurnsTests(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.log = os.path.join(self.dir.name, "runs.log")
        self.binaries = {}
        for key in ["new", "old"]:
            path = os.path.join(self.dir.name, f"fake-{key}")
            with open(path, "w") as f:
                f.write(FAKE.format(key=key.upper()))
            os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
            self.binaries[key] = path
        self.env = dict(os.environ, FAKE_SIDE_NEW="new", FAKE_SIDE_OLD="old", FAKE_LOG=self.log)
        self.summary = os.path.join(self.dir.name, "scale.csv")

    def scale(self, *extra):
        return subprocess.run([sys.executable, SCALE, "--binary", self.binaries["new"], "--commit", "N",
                               "--workloads", "siblings,chain", "--n", "10,200000",
                               "--summary", self.summary, *extra],
                              env=self.env, capture_output=True, text=True)

    def test_turns_alternate_and_end_with_the_first_binary(self):
        run = self.scale("--base", self.binaries["old"], "--base-commit", "O", "--large-rounds", "3")
        self.assertEqual(run.returncode, 0, run.stderr)
        with open(self.log) as f:
            calls = [line.split() for line in f]
        # Two points of one round and two of three rounds: 8 turns of two calls each.
        self.assertEqual(len(calls), 16)
        sides = [side for side, _ in calls]
        self.assertEqual(sides[-1], "new", "the first binary is measured last")
        for k in range(0, 16, 2):
            self.assertEqual(sorted(sides[k:k + 2]), ["new", "old"], f"turn {k // 2}: one call of each")
            if k:
                self.assertEqual(sides[k], sides[k - 1], "the order alternates: a turn starts with the last one's last")
        with open(self.summary, newline="") as f:
            rows = list(csv.DictReader(f))
        self.assertEqual(len(rows), 8)
        # At 200 000, three rounds each; the fake's figure grows with each call, so the median is
        # the second of each side's three calls.
        large = {r["commit"]: r for r in rows if r["workload"] == "chain" and r["n"] == "200000"}
        for commit, side in [("N", "new"), ("O", "old")]:
            mine = [i + 1 for i, (s, name) in enumerate(calls) if name == "chain/solver/200000" and s == side]
            self.assertEqual(len(mine), 3)
            self.assertEqual(float(large[commit]["setup_cpu_ns"]), 1000.0 * mine[1])
            # Setup and build (the same figure here) over the export's four constraints.
            self.assertEqual(large[commit]["per_constraint_ns"], f"{2 * 1000.0 * mine[1] / 4:.1f}")
            self.assertEqual(large[commit]["samples"], "3")
        # Every timestamp ties here: the first binary's rows, written after the base's, are the newest.
        self.assertEqual(tables.newest_commits(rows), ("N", "O"))

    def test_one_binary_alone_is_measured_once_a_point(self):
        run = self.scale()
        self.assertEqual(run.returncode, 0, run.stderr)
        with open(self.log) as f:
            self.assertEqual([line.split()[0] for line in f], ["new"] * 4)

    def test_a_base_without_its_commit_is_refused_before_anything_runs(self):
        for extra in (["--base", self.binaries["old"]], ["--base-commit", "O"],
                      ["--base", self.binaries["old"], "--base-commit", "O", "--large-rounds", "0"],
                      ["--base", os.path.join(self.dir.name, "missing"), "--base-commit", "O"]):
            run = self.scale(*extra)
            self.assertEqual(run.returncode, 2, extra)
            self.assertTrue(run.stderr.startswith("scale: "), run.stderr)
        self.assertFalse(os.path.exists(self.log))
        self.assertFalse(os.path.exists(self.summary))


if __name__ == "__main__":
    unittest.main()
