"""scripts/ib-corpus's own tests: the summary it writes to results/, a run replacing the same
commit's, and how it reads the replays' times."""
import csv
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lp  # noqa: E402
import peers  # noqa: E402
import run  # noqa: E402
import summary  # noqa: E402

ENVIRONMENT = {"commit": "abc1234", "dirty": "false", "timestamp": "2026-12-01T18:00:00Z", "host": "box",
               "cpu_model": "cpu", "cores": "2", "configuration": "release"}


def view(repo, flag, file="Main.storyboard", scene="s1"):
    return {"repo": repo, "file": file, "scene": scene, "flag": flag}


class SummaryTests(unittest.TestCase):
    def setUp(self):
        self.rows = [view("a/x", "match"), view("a/x", "match"), view("a/x", "differs", scene="s2"),
                     view("b/y", "match", file="V.xib"), view("b/y", "hidden", file="V.xib"),
                     view("b/y", "sized-in-code", file="V.xib")]
        self.summary = summary.summarize(self.rows, 3, 4, 1, ENVIRONMENT)

    def count(self, flag, repo=""):
        return [row["count"] for row in self.summary if row["flag"] == flag and row["repo"] == repo]

    def test_the_corpus_counts_every_flag_once_in_the_docs_order(self):
        corpus = [row for row in self.summary if row["repo"] == ""]
        self.assertEqual([row["flag"] for row in corpus], summary.FLAGS)
        self.assertEqual([row["count"] for row in corpus], [3, 1, 1, 0, 0, 1, 0])

    def test_each_row_carries_the_runs_totals(self):
        first = self.summary[0]
        self.assertEqual((first["repositories"], first["files"], first["unreadable"], first["scenes"],
                          first["views"], first["compared"], first["matched"]), (3, 4, 1, 3, 6, 4, 3))
        self.assertEqual(first["commit"], "abc1234")
        self.assertTrue(all(set(row) == set(summary.FIELDS) for row in self.summary))

    def test_a_repository_has_a_row_only_for_the_flags_it_has(self):
        self.assertEqual(self.count("differs", "a/x"), [1])
        self.assertEqual(self.count("differs", "b/y"), [])
        self.assertEqual(self.count("match", "b/y"), [1])

    def test_a_flag_the_tool_adds_later_is_counted_after_the_known_ones(self):
        rows = summary.summarize([view("a/x", "new-flag")], 1, 1, 0, ENVIRONMENT)
        self.assertEqual([row["flag"] for row in rows if row["repo"] == ""], summary.FLAGS + ["new-flag"])

    def test_no_name_from_the_corpus_files_reaches_the_summary(self):
        text = repr(self.summary)
        self.assertNotIn("Main.storyboard", text)
        self.assertNotIn("s2", text)


class LPSummaryTests(unittest.TestCase):
    """`ib-corpus lp`: lp-check's rows per strengths counted, nothing of the files kept."""

    ROWS = {
        "weighted": [{"seed": "/tmp/x/weighted/1.csys", "status": "ok", "constraints": "40", "gap": "1e-16",
                      "message": ""},
                     {"seed": "/tmp/x/weighted/2.csys", "status": "error", "constraints": "12", "gap": "",
                      "message": "layout-bench: error: Main.storyboard"}],
        "levels": [{"seed": "/tmp/x/levels/1.csys", "status": "ok", "constraints": "40", "gap": "-3e-14",
                    "message": "level 1000: 0; level 750: -3e-14; level 250: 0"},
                   {"seed": "/tmp/x/levels/2.csys", "status": "off>1e-6", "constraints": "12", "gap": "2e-6",
                    "message": "level 1000: 0; level 0 (weighted): +2e-6"}],
    }

    def test_each_strengths_counts_its_scenes_by_status(self):
        weighted, leveled = lp.summarize(self.ROWS, 35, ENVIRONMENT)
        self.assertEqual((weighted["strengths"], weighted["scenes"], weighted["ok"], weighted["error"]),
                         ("weighted", 2, 1, 1))
        self.assertEqual((leveled["ok"], leveled["off>1e-6"], leveled["most_levels"], leveled["most_constraints"]),
                         (1, 1, 3, 40))
        self.assertEqual((weighted["largest_gap"], leveled["largest_gap"]), ("1e-16", "2e-06"))
        self.assertEqual(weighted["most_levels"], "")
        self.assertEqual(set(weighted), set(lp.FIELDS))
        self.assertNotIn("storyboard", repr([weighted, leveled]))
        self.assertNotIn(".csys", repr([weighted, leveled]))

    def test_a_strengths_without_rows_counts_none(self):
        weighted, leveled = lp.summarize({}, 0, ENVIRONMENT)
        self.assertEqual((weighted["scenes"], leveled["ok"], leveled["most_levels"]), (0, 0, 0))


class RecordTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.addCleanup(lambda: shutil.rmtree(self.folder))
        self.path = os.path.join(self.folder, "out.csv")

    def read(self):
        with open(self.path, newline="") as f:
            return list(csv.DictReader(f))

    def test_a_run_replaces_the_same_commits_and_keeps_the_others_oldest_first(self):
        fields = run.FIELDS + ["count"]
        later = dict(ENVIRONMENT, commit="def5678", timestamp="2026-12-02T00:00:00Z")
        run.record(self.path, [dict(later, count=1)], fields)
        run.record(self.path, [dict(ENVIRONMENT, count=2), dict(ENVIRONMENT, count=3)], fields)
        run.record(self.path, [dict(ENVIRONMENT, count=4)], fields)
        self.assertEqual([(row["commit"], row["count"]) for row in self.read()], [("abc1234", "4"), ("def5678", "1")])

    def test_an_empty_run_writes_nothing(self):
        run.record(self.path, [], run.FIELDS)
        self.assertFalse(os.path.exists(self.path))

    def test_the_configuration_comes_from_the_tools_build_folder(self):
        self.assertEqual(run.configuration("/r/.build/x86_64-unknown-linux-gnu/release/layout-bench"), "release")
        self.assertEqual(run.configuration("/r/.build/debug/layout-bench"), "debug")
        self.assertEqual(run.configuration("/usr/bin/layout-bench"), "")


class PeersTests(unittest.TestCase):
    def test_durations_read_as_layout_bench_prints_them(self):
        self.assertEqual([peers.nanoseconds(t) for t in ["812 ns", " 12.3 µs", "4.56 ms", "1.23 s", "no steps"]],
                         [812, 12300, 4560000, 1230000000, None])

    def test_the_median_of_an_even_count_is_the_mean_of_the_middle_two(self):
        self.assertEqual(peers.median([4, 1, 3]), 3)
        self.assertEqual(peers.median([4, 1, 3, 2]), 2.5)
        self.assertIsNone(peers.median([]))

    def test_the_biggest_scenes_come_first_ties_by_name(self):
        rows = [view("b/y", "match")] * 2 + [view("a/x", "match")] * 2 + [view("a/x", "match", scene="s9")] * 3
        self.assertEqual(peers.biggest(rows, 2), [(3, "a/x", "Main.storyboard", "s9"), (2, "a/x", "Main.storyboard", "s1")])


if __name__ == "__main__":
    unittest.main()
