"""Tests of the peer replayers (kiwisolver_replay.py and cassowary-rs).

Run: python3 -m unittest discover -s scripts/peers -p 'test_*.py'

The cassowary-rs tests build the binary with build-cassowary-rs.sh first and
are skipped, with the reason, when cargo or Debian's cassowary crate is
missing or the build fails.
"""

import csv
import glob
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
KIWI = [sys.executable, os.path.join(HERE, "kiwisolver_replay.py")]
RS_BIN = os.path.join(HERE, "cassowary-rs", "target", "release", "cassowary-rs-replay")
RS_WRAPPER = os.path.join(HERE, "cassowary_rs_replay.sh")
HEADER = ["peer", "peer_version", "file", "phase", "round", "steps",
          "median_ns", "min_ns", "total_ns", "peak_rss_kb"]

EXAMPLE = """\
csys 1
c required root.x == 0
c required root.y == 0
e strong root.w
e strong root.h
c required v0.x == root.x + 8
c required v0.w == 0.5*root.w - 16
c strong v0.h == 44
c required v0.y + v0.h <= root.y + root.h
s root.w 375
s root.h 812
x v0.w 171.5
s root.w 1024
x v0.w 496
"""

CHURN = EXAMPLE + """\
d 5   # remove v0.x, v0.w and add them again
d 6
a 5
a 6
u
x v0.w 496
x v0.x 8
d 6
u
x v0.x 8
a 6
u
x v0.w 496
"""

# Comments, tabs, CRLF, the leading minus in both spellings, number forms,
# weighted strengths (including kiwi's per-component clipping), <= and >=.
FORMS = ("csys 1   # header\r\n"
         "\n"
         "# a comment line\n"
         "c required\t-a + 2*b == 10\n"
         "c required - b == -3\n"
         "c weak*2 p == 10\n"
         "c weak p == 20\n"
         "c weak*5000 q == 0        # clipped to 1000 = medium\n"
         "c medium*1.001 q == 50\n"
         "c strong*0.001 r == 0     # 1000, below medium*2\n"
         "c medium*2 r == 100\n"
         "c required s >= .5e1\n"
         "c required s <= 5.\n"
         "c required t == 1e-3*b + -0.5*a\n"
         "x a -4\n"
         "x b 3\n"
         "x p 10\n"
         "x q 50\n"
         "x r 100\n"
         "x s 5\n"
         "x t 2.003\n")

WRONG = EXAMPLE.replace("x v0.w 496", "x v0.w 500")

# (text, line of the error)
MALFORMED = [
    ("", 1),
    ("c required x == 0\n", 1),
    ("csys 2\n", 1),
    ("# only a comment\n\ncsys\n", 3),
    ("csys 1\nq x\n", 2),
    ("csys 1\nc required x == nan\n", 2),
    ("csys 1\nc required x == inf\n", 2),
    ("csys 1\nc required x == 1e999\n", 2),
    ("csys 1\nc required x == 2*NaN\n", 2),
    ("csys 1\nc strongest x == 1\n", 2),
    ("csys 1\nc strong*0 x == 1\n", 2),
    ("csys 1\nc strong*-1 x == 1\n", 2),
    ("csys 1\nc required*2 x == 1\n", 2),
    ("csys 1\nc weak*2@250 x == 1\n", 2),   # exact levels: this project's solver only
    ("csys 1\ne strong@1000 w\n", 2),
    ("csys 1\nc required x = 1\n", 2),
    ("csys 1\nc required x == 1 == 2\n", 2),
    ("csys 1\nc required x == 1 +\n", 2),
    ("csys 1\nc required x == 2 x\n", 2),
    ("csys 1\nc required x+1 == 2\n", 2),
    ("csys 1\nc required 2 * x == 1\n", 2),
    ("csys 1\nc required --x == 1\n", 2),
    ("csys 1\nc required 1.2.3*x == 1\n", 2),
    ("csys 1\nc required x == 1 + -y\n", 2),
    ("csys 1\nc required == 1\n", 2),
    ("csys 1\nc required\n", 2),
    ("csys 1\nc required x == 1\ne required y\n", 3),
    ("csys 1\ne strong y\ne strong y\n", 3),
    ("csys 1\ne strong w\ns h 5\n", 3),
    ("csys 1\ne strong w\ns w five\n", 3),
    ("csys 1\nc required x == 1\nd 2\n", 3),
    ("csys 1\nc required x == 1\nd 0\n", 3),
    ("csys 1\nc required x == 1\nd x\n", 3),
    ("csys 1\nc required x == 1\nd 007\n", 3),
    ("csys 1\nc required x == \u0663\n", 2),
    ("csys 1\nc required x == 1\nd 1\nd 1\nu\n", 4),
    ("csys 1\nc required x == 1\na 1\nu\n", 3),
    ("csys 1\nc required x == 1\nd 1\na 1\n", 3),
    ("csys 1\nc required x == 1\nd 1\nx x 1\na 1\nu\n", 4),
    ("csys 1\ne strong w\nc required x == w\ns w 3\nc required y == 1\n", 5),
    ("csys 1\ne strong w\nc required x == w\nd 1\na 1\nu\ns w 4\n", 7),
    ("csys 1\nc required x == 1\nx x 1\nc required y == 2\n", 4),
    ("csys 1\nc required x == 1\nx nope 1\n", 3),
    ("csys 1\nc required x == 1\nu 1\n", 3),
    ("csys 1\ncsys 1\n", 2),
    ("csys 1\nc required x == 1\nc required x == 2  # unsatisfiable\n", 3),
]


def _write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w", newline="", encoding="utf-8") as f:
        f.write(text)
    return path


def _rows(stdout):
    rows = list(csv.reader(io.StringIO(stdout)))
    return rows[0], rows[1:]


class ReplayerContract:
    """The contract both replayers share; subclasses set `cmd` and `peer`."""

    cmd = None
    peer = None

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="peers-test-")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def run_replay(self, text, *args, name="t.csys"):
        path = _write(self.tmp, name, text)
        p = subprocess.run(self.cmd + [path] + list(args), capture_output=True,
                           text=True, timeout=60)
        return path, p

    def test_example_passes_checks(self):
        path, p = self.run_replay(EXAMPLE, "--check", "--rounds", "2")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stderr, "")
        header, rows = _rows(p.stdout)
        self.assertEqual(header, HEADER)
        self.assertEqual([(r[3], r[4], r[5]) for r in rows],
                         [("build", "1", "1"), ("resize", "1", "3"),
                          ("build", "2", "1"), ("resize", "2", "3")])
        for r in rows:
            self.assertEqual(r[0], self.peer)
            self.assertTrue(r[1])
            self.assertEqual(r[2], path)
            median, least, total, rss = (int(r[6]), int(r[7]), int(r[8]), int(r[9]))
            self.assertTrue(0 < least <= median <= total, r)
            self.assertGreater(rss, 0)
        self.assertTrue(p.stdout.endswith("\n") and "\r" not in p.stdout)

    def test_churn_steps_and_checks(self):
        _, p = self.run_replay(CHURN, "--check")
        self.assertEqual(p.returncode, 0, p.stderr)
        _, rows = _rows(p.stdout)
        self.assertEqual([(r[3], r[5]) for r in rows],
                         [("build", "1"), ("resize", "3"), ("churn", "3")])

    def test_forms_and_strengths(self):
        _, p = self.run_replay(FORMS, "--check")
        self.assertEqual(p.returncode, 0, p.stderr)
        _, rows = _rows(p.stdout)
        self.assertEqual([r[3] for r in rows], ["build"])

    def test_wrong_value_fails_check(self):
        path, p = self.run_replay(WRONG, "--check")
        self.assertEqual(p.returncode, 1)
        self.assertEqual(p.stdout, "")
        lines = p.stderr.splitlines()
        self.assertEqual(len(lines), 1, p.stderr)
        self.assertTrue(lines[0].startswith("%s:14: x v0.w 500" % path), lines[0])
        self.assertIn("496", lines[0])

    def test_checks_only_with_check_flag(self):
        _, p = self.run_replay(WRONG)
        self.assertEqual(p.returncode, 0, p.stderr)

    def test_malformed_files(self):
        for i, (text, line) in enumerate(MALFORMED):
            with self.subTest(text=text):
                path, p = self.run_replay(text, "--check", name="bad%d.csys" % i)
                self.assertEqual(p.returncode, 2, p.stderr)
                self.assertEqual(p.stdout, "")
                lines = p.stderr.splitlines()
                self.assertEqual(len(lines), 1, p.stderr)
                self.assertTrue(lines[0].startswith("%s:%d: " % (path, line)), lines[0])

    def test_invalid_utf8(self):
        path = os.path.join(self.tmp, "utf8.csys")
        with open(path, "wb") as f:
            f.write(b"csys 1\nc required x == 1\nc required y == \xff\n")
        p = subprocess.run(self.cmd + [path], capture_output=True, text=True, timeout=60)
        self.assertEqual(p.returncode, 2)
        self.assertTrue(p.stderr.startswith("%s:3: " % path), p.stderr)

    def test_missing_file(self):
        missing = os.path.join(self.tmp, "missing.csys")
        p = subprocess.run(self.cmd + [missing], capture_output=True, text=True, timeout=60)
        self.assertEqual(p.returncode, 2)
        self.assertEqual(len(p.stderr.splitlines()), 1)
        self.assertTrue(p.stderr.startswith(missing + ": "), p.stderr)

    def test_bad_arguments(self):
        path = _write(self.tmp, "args.csys", EXAMPLE)
        for args in ([], ["--rounds", "0", path], ["--rounds", "x", path],
                     [path, "--frobnicate"], [path, path]):
            with self.subTest(args=args):
                p = subprocess.run(self.cmd + args, capture_output=True, text=True, timeout=60)
                self.assertEqual(p.returncode, 2, p.stderr)
                self.assertEqual(p.stdout, "")
        p = subprocess.run(self.cmd + ["--check", "--rounds=3", path],
                           capture_output=True, text=True, timeout=60)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(len(_rows(p.stdout)[1]), 6)

    def test_csv_quotes_file_name(self):
        path, p = self.run_replay(EXAMPLE, name='a,b"c.csys')
        self.assertEqual(p.returncode, 0, p.stderr)
        _, rows = _rows(p.stdout)
        self.assertEqual(rows[0][2], path)


class KiwisolverReplayTests(ReplayerContract, unittest.TestCase):
    cmd = KIWI
    peer = "kiwisolver"

    @classmethod
    def setUpClass(cls):
        try:
            import kiwisolver  # noqa: F401
        except ImportError:
            raise unittest.SkipTest("kiwisolver is not installed (pip install kiwisolver)")
        super().setUpClass()

    def test_not_installed_exits_3(self):
        hide = os.path.join(self.tmp, "hide")
        os.makedirs(hide, exist_ok=True)
        _write(hide, "kiwisolver.py", "raise ImportError('hidden for the test')\n")
        path = _write(self.tmp, "ok.csys", EXAMPLE)
        env = dict(os.environ, PYTHONPATH=hide)
        p = subprocess.run(KIWI + [path], capture_output=True, text=True, env=env, timeout=60)
        self.assertEqual(p.returncode, 3)
        self.assertEqual(p.stdout, "")
        self.assertEqual(p.stderr, "kiwisolver not installed\n")


def _build_cassowary_rs():
    """Returns None when the binary is ready, else the reason to skip."""
    if not (shutil.which("cargo") or os.access(os.path.expanduser("~/.cargo/bin/cargo"), os.X_OK)):
        return "cargo is not installed"
    if not glob.glob("/usr/share/cargo/registry/cassowary-0.3.*"):
        return ("librust-cassowary-dev is not installed "
                "(scripts/peers/build-cassowary-rs.sh installs it)")
    p = subprocess.run([os.path.join(HERE, "build-cassowary-rs.sh")],
                       capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        return "build-cassowary-rs.sh failed: " + p.stderr.strip()
    if p.stdout.strip() != RS_BIN:
        return "build-cassowary-rs.sh printed an unexpected path: " + p.stdout.strip()
    return None


_RS_SKIP = []


class CassowaryRsReplayTests(ReplayerContract, unittest.TestCase):
    cmd = [RS_WRAPPER]
    peer = "cassowary-rs"

    @classmethod
    def setUpClass(cls):
        if not _RS_SKIP:
            _RS_SKIP.append(_build_cassowary_rs())
        if _RS_SKIP[0]:
            raise unittest.SkipTest(_RS_SKIP[0])
        super().setUpClass()

    def test_same_errors_as_kiwisolver(self):
        """Both parsers report the same line and message for every bad file."""
        sys.path.insert(0, HERE)
        try:
            import kiwisolver_replay as kr  # the parser needs no kiwisolver
        finally:
            sys.path.remove(HERE)
        for i, (text, _) in enumerate(MALFORMED[:-1]):  # the last is a solver's message
            with self.subTest(text=text):
                path = _write(self.tmp, "same%d.csys" % i, text)
                with self.assertRaises(kr.CsysError) as cm:
                    kr.parse_file(path)
                b = subprocess.run([RS_BIN, path], capture_output=True, text=True, timeout=60)
                self.assertEqual("%s:%d: %s\n" % (path, cm.exception.line, cm.exception.message),
                                 b.stderr)


class CassowaryRsNotBuiltTests(unittest.TestCase):
    def test_wrapper_exits_3_without_binary(self):
        tmp = tempfile.mkdtemp(prefix="peers-test-")
        try:
            wrapper = os.path.join(tmp, "cassowary_rs_replay.sh")
            shutil.copy(RS_WRAPPER, wrapper)
            p = subprocess.run([wrapper, "x.csys"], capture_output=True, text=True, timeout=60)
            self.assertEqual(p.returncode, 3)
            self.assertEqual(p.stdout, "")
            self.assertEqual(len(p.stderr.splitlines()), 1)
            self.assertTrue(p.stderr.startswith("cassowary-rs not installed"), p.stderr)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()
