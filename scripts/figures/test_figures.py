"""The docs: the generated sections of README.md and docs/ match the committed CSVs, their
relative links reach files, and the markers work."""
import os
import re
import tempfile
import unittest
from unittest import mock

import engine
import tables  # noqa: F401  (registers the tables)


class CommittedDocsTests(unittest.TestCase):
    def test_every_generated_section_matches_the_committed_results(self):
        self.assertEqual(engine.stale(), [], "run scripts/docs-figures and commit the documents")

    def test_every_table_is_used_by_some_document(self):
        used = set()
        for document in engine.documents():
            with open(os.path.join(engine.ROOT, document), encoding="utf-8") as f:
                used |= set(engine.OPENING.findall(f.read()))
        self.assertEqual(set(engine.TABLES) - used, set())

    def test_each_table_names_the_commit_it_came_from(self):
        for name in engine.TABLES:
            self.assertRegex(engine.render(name), r"From `results/[^`]+`, commit [0-9a-f]{7}", name)


class LinkTests(unittest.TestCase):
    def test_every_relative_link_of_the_docs_reaches_a_file(self):
        link = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
        broken = []
        for document in engine.documents():
            with open(os.path.join(engine.ROOT, document), encoding="utf-8") as f:
                for target in link.findall(f.read()):
                    if "://" in target:
                        continue
                    path = os.path.join(engine.ROOT, os.path.dirname(document), target)
                    if not os.path.exists(path):
                        broken.append(f"{document}: {target}")
        self.assertEqual(broken, [])


class MarkerTests(unittest.TestCase):
    def setUp(self):
        self.results = tempfile.mkdtemp()
        self.addCleanup(lambda: __import__("shutil").rmtree(self.results))

        @engine.table("test-fixed")
        def fixed(results):
            return engine.Generated("| a |\n|---|\n| 1 |", "fixed.csv", [{"commit": "abc1234", "host": "box"}])
        self.addCleanup(lambda: engine.TABLES.pop("test-fixed"))

    def test_a_section_is_replaced_and_the_text_around_it_kept(self):
        text = "before\n<!-- generated:test-fixed -->\nold figures\n<!-- end:test-fixed -->\nafter\n"
        self.assertEqual(engine.regenerate(text, self.results),
                         "before\n<!-- generated:test-fixed -->\n| a |\n|---|\n| 1 |\n\n"
                         "From `results/fixed.csv`, commit abc1234, host box.\n<!-- end:test-fixed -->\nafter\n")

    def test_a_regenerated_section_is_stable(self):
        text = "<!-- generated:test-fixed -->\n<!-- end:test-fixed -->\n"
        once = engine.regenerate(text, self.results)
        self.assertNotEqual(once, text)
        self.assertEqual(engine.regenerate(once, self.results), once)

    def test_an_unknown_table_is_an_error(self):
        with self.assertRaises(engine.FiguresError):
            engine.regenerate("<!-- generated:nothing -->\n<!-- end:nothing -->\n", self.results)

    def test_a_marker_quoted_in_a_sentence_is_left_alone(self):
        text = "write `<!-- generated:NAME -->` on a line of its own\n"
        self.assertEqual(engine.regenerate(text, self.results), text)

    def test_a_section_without_its_end_is_an_error(self):
        with self.assertRaises(engine.FiguresError):
            engine.regenerate("<!-- generated:test-fixed -->\ntext\n", self.results)

    def test_a_stale_document_is_named(self):
        root = tempfile.mkdtemp()
        self.addCleanup(lambda: __import__("shutil").rmtree(root))
        os.mkdir(os.path.join(root, "docs"))
        with open(os.path.join(root, "docs", "x.md"), "w") as f:
            f.write("<!-- generated:test-fixed -->\nhand-typed\n<!-- end:test-fixed -->\n")
        self.assertEqual(engine.stale(root, self.results), ["docs/x.md"])
        engine.write(root, self.results)
        self.assertEqual(engine.stale(root, self.results), [])


class MadeUpResults(unittest.TestCase):
    """A results directory of its own holding FILE, a header FIELDS and the rows ROWS."""
    FILE, FIELDS, ROWS = "", "", []

    def setUp(self):
        self.results = tempfile.mkdtemp()
        self.addCleanup(lambda: __import__("shutil").rmtree(self.results))
        self.write(self.ROWS)

    def write(self, rows, fields=None):
        with open(os.path.join(self.results, self.FILE), "w") as f:
            f.write("\n".join([fields or self.FIELDS] + rows) + "\n")


class ScaleTableTests(MadeUpResults):
    """The scale table from a made-up results/scale.csv: two commits, the newer written first
    (a merged run), callgrind at the two smaller sizes only."""
    FILE = "scale.csv"
    FIELDS = ("commit,workload,n,constraints,setup_cpu_ns,build_cpu_ns,per_constraint_ns,setup_instructions,"
              "build_instructions,peak_rss_bytes,samples,host,cpu_model,timestamp")
    ROWS = ["bbbbbbb,siblings,10,40,1000,3000,100.0,200,600,4000,3,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,siblings,100,400,10000,30000,100.0,2000,6000,40000,3,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,siblings,1000,4000,126000,378000,126.0,,,3200000,1,box,cpu,2026-01-02T00:00:00Z",
            "aaaaaaa,siblings,10,40,1000,3000,100.0,200,600,4000,3,box,cpu,2026-01-01T00:00:00Z",
            "aaaaaaa,siblings,100,400,15850,47590,158.6,2520,7560,40000,3,box,cpu,2026-01-01T00:00:00Z",
            "aaaaaaa,siblings,1000,4000,251200,753600,251.2,,,3200000,1,box,cpu,2026-01-01T00:00:00Z"]

    def test_the_commit_measured_last_beside_the_one_before(self):
        lines = engine.render("scale", self.results).splitlines()
        self.assertIn("| workload | constraints at 1 000 | setup + build / constraint at 10 | at 100 | "
                      "at 1 000 (before → now) | CPU exponent 10 → 100 (before → now) | "
                      "CPU exponent 100 → 1 000 (before → now) | instructions exponent 10 → 100 (before → now) | "
                      "instructions / constraint at 100 (before → now) | peak RSS / constraint at 1 000 |", lines)
        # (2 520 + 7 560) ÷ 400 before, (2 000 + 6 000) ÷ 400 now.
        self.assertIn("| siblings | 4 000 | 100 ns | 100 ns | 251 ns → 126 ns | 1.20 → 1.00 | 1.20 → 1.10 | "
                      "1.10 → 1.00 | 25 → 20 | 800 B |", lines)
        self.assertIn("the median of 3 iterations at 10 and 100; 1 iteration at 1 000", lines[4])
        self.assertRegex(lines[-1], r"^From `results/scale.csv`, commit aaaaaaa, bbbbbbb, host box")

    def test_the_goals_counted_as_the_table_shows_the_figures(self):
        lines = engine.render("scale", self.results).splitlines()
        self.assertIn("Goals: 1 of 1 families within 250 ns a constraint at 1 000; 1 of 1 within a CPU exponent "
                      "of 1.10 from 10 to 100; 1 of 1 within a CPU exponent of 1.10 from 100 to 1 000.", lines[4])
        # The older commit alone: 251 ns, and exponents of 1.20.
        self.write(self.ROWS[3:])
        lines = engine.render("scale", self.results).splitlines()
        self.assertIn("Goals: 0 of 1 families within 250 ns a constraint at 1 000; 0 of 1 within a CPU exponent "
                      "of 1.10 from 10 to 100; 0 of 1 within a CPU exponent of 1.10 from 100 to 1 000.", lines[4])

    def test_a_rerun_workload_keeps_its_place(self):
        # An older commit's chain, then siblings; the newest commit's chain measured again, its
        # rows (replacing the ones it had) appended after its siblings'.
        chain = [row.replace("siblings", "chain") for row in self.ROWS]
        self.write(chain[3:] + self.ROWS[3:] + self.ROWS[:3] + chain[:3])
        names = [line.split(" | ")[0] for line in engine.render("scale", self.results).splitlines()[2:4]]
        self.assertEqual(names, ["| chain", "| siblings"])

    def test_one_commit_shows_no_before(self):
        self.write(self.ROWS[:3])
        text = engine.render("scale", self.results)
        self.assertNotIn("→ now", text)
        self.assertIn("| siblings | 4 000 | 100 ns | 100 ns | 126 ns | 1.00 | 1.10 | 1.00 | 20 | 800 B |", text)


class PeersSmallTableTests(unittest.TestCase):
    """The n = 100 table from made-up results/peers-small-*.csv runs of two commits, the newer
    by the timestamps in its rows, beside a default-suite file that must not be taken for one."""
    FIELDS = ("benchmark,workload,n,constraints,phase,peer,peer_version,status,note,ours_status,ours_rounds,"
              "peer_rounds,ours_median_ns,peer_median_ns,ratio,ours_bytes_per_constraint,"
              "peer_bytes_per_constraint,memory_ratio,timeout_s,commit,dirty,timestamp,host,cpu_model")

    def setUp(self):
        self.results = tempfile.mkdtemp()
        self.addCleanup(lambda: __import__("shutil").rmtree(self.results))

    def write(self, name, commit, stamp, figures):
        rows = []
        for workload, phase, ours, theirs in figures:
            rows.append(f"{workload}/solver/100,{workload},100,400,{phase},kiwisolver,1.5.1,ok,,ok,21,21,"
                        f"{ours},{theirs},{theirs / ours},,,,60,{commit},false,{stamp},box,cpu")
        with open(os.path.join(self.results, name), "w") as f:
            f.write("\n".join([self.FIELDS] + rows) + "\n")

    def test_the_newest_commits_runs_beside_the_ones_before_and_the_goal(self):
        # The newer commit's files sort first by name: the timestamps decide which is before.
        self.write("peers-small-bbbbbbb-1.csv", "bbbbbbb", "2026-01-01T00:00:00Z",
                   [("chips", "resize", 1000, 5000), ("grid", "resize", 500, 6000)])
        self.write("peers-small-bbbbbbb-2.csv", "bbbbbbb", "2026-01-01T01:00:00Z",
                   [("chips", "resize", 1000, 7000), ("grid", "resize", 500, 7000)])
        # Three runs of the newer commit: chips below the goal in each, grid in some, siblings in all.
        self.write("peers-small-aaaaaaa-1.csv", "aaaaaaa", "2026-01-02T00:00:00Z",
                   [("chips", "resize", 800, 6400), ("chips", "resize_all", 1000, 9000),
                    ("grid", "resize", 400, 6000), ("siblings", "resize", 300, 6000)])
        self.write("peers-small-aaaaaaa-2.csv", "aaaaaaa", "2026-01-02T01:00:00Z",
                   [("chips", "resize", 700, 4900), ("chips", "resize_all", 1000, 7000),
                    ("grid", "resize", 600, 4800), ("siblings", "resize", 200, 6000)])
        self.write("peers-small-aaaaaaa-3.csv", "aaaaaaa", "2026-01-02T02:00:00Z",
                   [("chips", "resize", 900, 8100), ("chips", "resize_all", 1000, 8000),
                    ("grid", "resize", 500, 6500), ("siblings", "resize", 250, 5000)])
        self.write("peers-ccccccc.csv", "ccccccc", "2026-01-03T00:00:00Z", [("chips", "resize", 1, 1000)])
        lines = engine.render("peers-small", self.results).splitlines()
        self.assertEqual(lines[0], "| workload | this solver: resize step | Kiwi's | Kiwi ÷ this solver | before "
                                   "| all resizes | ≥ 10× in every run |")
        # Medians of the runs' own figures; the ratio's range across the runs in brackets.
        self.assertIn("| chips | 800 ns | 6.40 µs | 8.0× (7.0×–9.0×) | 6.0× (5.0×–7.0×) | 8.0× (7.0×–9.0×) "
                      "| **no** |", lines)
        self.assertIn("| grid | 500 ns | 6.00 µs | 13× (8.0×–15×) | 13× (12×–14×) | — | some runs |", lines)
        self.assertIn("| siblings | 250 ns | 6.00 µs | 20× (20×–30×) | — | — | yes |", lines)
        self.assertIn("1 of 3 families at the goal in every run, 1 more in some. n = 100, 3 runs", lines[6])
        self.assertIn("Before: bbbbbbb; now: aaaaaaa.", lines[6])
        self.assertRegex(lines[-1], r"^From `results/peers-small-aaaaaaa-\*.csv`, commit aaaaaaa, bbbbbbb, host box")

    def test_one_commit_shows_no_before_and_the_default_suites_table_ignores_it(self):
        self.write("peers-small-aaaaaaa-1.csv", "aaaaaaa", "2026-01-02T00:00:00Z", [("chips", "resize", 800, 6400)])
        self.write("peers-ccccccc.csv", "ccccccc", "2026-01-01T00:00:00Z", [("chips", "resize", 1, 1000)])
        text = engine.render("peers-small", self.results)
        self.assertNotIn("before", text.splitlines()[0])
        self.assertIn("| chips | 800 ns | 6.40 µs | 8.0× | — | **no** |", text)
        self.assertIn("0 of 1 families at the goal in every run. n = 100, 1 run (each its own process)", text)
        self.assertIn("From `results/peers-ccccccc.csv`", engine.render("peers", self.results))


class TieScalingTableTests(MadeUpResults):
    """The tie families' table from a made-up results/tie-scaling.csv: an older commit at two
    sizes, the newest at three."""
    FILE = "tie-scaling.csv"
    FIELDS = "commit,workload,n,phase,steps,instructions,cpu_ns,row_ops,pivots,host,cpu_model,timestamp"
    ROWS = ["aaaaaaa,pinned,10,build,1,1000,500,1,1,box,cpu,2026-01-01T00:00:00Z",
            "aaaaaaa,pinned,100,build,1,12000,7000,1,1,box,cpu,2026-01-01T00:00:00Z",
            "bbbbbbb,pinned,10,build,1,1000,400,1,1,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,pinned,100,build,1,10000,4000,1,1,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,pinned,1000,build,1,2500000000,60000,1,1,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,pinned,10,churn,1,3000,900,0,0,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,pinned,100,churn,1,3000,1800,0,0,box,cpu,2026-01-02T00:00:00Z"]

    def test_every_size_of_the_newest_commit_and_the_growth_between_neighbours(self):
        lines = engine.render("tie-scaling", self.results).splitlines()
        self.assertEqual(lines[0], "| workload | phase | instructions / step at 10 | at 100 | at 1 000 | "
                                   "instructions × 10 → 100 (before → now) | instructions × 100 → 1 000 | "
                                   "CPU / step at 10 | at 100 | at 1 000 | CPU × 10 → 100 (before → now) | "
                                   "CPU × 100 → 1 000 |")
        # The earlier commit's growth beside the newest where it was measured at both sizes.
        self.assertIn("| pinned | build | 1.00 k | 10.0 k | 2.50 G | 12× → 10× | 250000× | 400 ns | 4.00 µs | "
                      "60.0 µs | 14× → 10× | 15× |", lines)
        # A phase missing at one size is left out, not shown half empty.
        self.assertFalse(any(line.startswith("| pinned | churn") for line in lines))

    def test_wall_time_where_the_newest_commit_has_it(self):
        # The CPU-time clock is a system call, most of a short step's CPU time: the table
        # shows wall time once the newest commit has it, and no earlier growth without it.
        self.write([row + "," for row in self.ROWS]
                   + ["ccccccc,pinned,10,build,1,1000,900,1,1,box,cpu,2026-01-03T00:00:00Z,300",
                      "ccccccc,pinned,100,build,1,10000,1900,1,1,box,cpu,2026-01-03T00:00:00Z,2400"],
                   fields=self.FIELDS + ",wall_ns")
        lines = engine.render("tie-scaling", self.results).splitlines()
        self.assertEqual(lines[0], "| workload | phase | instructions / step at 10 | at 100 | "
                                   "instructions × 10 → 100 (before → now) | time / step at 10 | at 100 | "
                                   "time × 10 → 100 |")
        self.assertIn("| pinned | build | 1.00 k | 10.0 k | 10× → 10× | 300 ns | 2.40 µs | 8.0× |", lines)


class TieCacheTableTests(MadeUpResults):
    """The caches' table from a made-up results/tie-cache.csv: one commit at two sizes, and a
    phase measured without the cache model."""
    FILE = "tie-cache.csv"
    FIELDS = "commit,workload,n,phase,steps,instructions,cpu_ns,row_ops,pivots,host,cpu_model,timestamp,wall_ns,l1_misses,l2_misses"
    ROWS = ["aaaaaaa,chips,1000,resize,21,1000000,120000,1,1,box,cpu,2026-01-01T00:00:00Z,100000,25000,12000",
            "aaaaaaa,chips,10000,resize,21,10000000,3000000,1,1,box,cpu,2026-01-01T00:00:00Z,2600000,250000,240000",
            "aaaaaaa,chips,1000,churn,10,3000,1000,0,0,box,cpu,2026-01-01T00:00:00Z,900,,",
            "aaaaaaa,chips,10000,churn,10,3000,1000,0,0,box,cpu,2026-01-01T00:00:00Z,900,,"]

    def test_misses_at_both_sizes_beside_the_growth_of_instructions_and_time(self):
        lines = engine.render("tie-cache", self.results).splitlines()
        self.assertEqual(lines[0], "| workload | phase | instructions × 1 000 → 10 000 | L1 misses / step at 1 000 | "
                                   "at 10 000 | L1 misses × 1 000 → 10 000 | L2 misses / step at 1 000 | at 10 000 | "
                                   "L2 misses × 1 000 → 10 000 | time × 1 000 → 10 000 |")
        self.assertIn("| chips | resize | 10× | 25.0 k | 250 k | 10× | 12.0 k | 240 k | 20× | 26× |", lines)
        # A phase without misses (measured without --cache) is left out.
        self.assertFalse(any(line.startswith("| chips | churn") for line in lines))

    def test_a_third_size_is_an_error(self):
        self.write(self.ROWS + ["aaaaaaa,chips,100,resize,21,1,1,1,1,box,cpu,2026-01-01T00:00:00Z,1,1,1"])
        with self.assertRaises(engine.FiguresError):
            engine.render("tie-cache", self.results)


class LPCheckTablesTests(MadeUpResults):
    """lp-check's tables from a made-up summary: a feasible kind's run (written before the
    conflict columns, so it leaves them empty) and a conflict kind's."""
    FILE = "lp-check.csv"
    FIELDS = ("solver,kind,seed,files,ok,off>1e-9,off>1e-6,off>1e-3,error,crash,timeout,lp-failed,commit,host,"
              "cpu_model,timestamp,false-conflict,missed-conflict,accepted")
    ROWS = ["ours,mixed,0,100,99,0,0,0,0,0,0,1,aaaaaaa,box,cpu,2026-01-01T00:00:00Z,0,,",
            "ours,conflict,0,100,96,0,0,0,1,0,0,0,bbbbbbb,box,cpu,2026-01-02T00:00:00Z,1,0,2"]

    def test_conflict_kinds_have_a_table_of_their_own(self):
        for name in ("lp-check", "lp-check-newest"):
            text = engine.render(name, self.results)
            self.assertIn("| mixed |", text)
            self.assertNotIn("bbbbbbb", text)
        text = engine.render("lp-check-conflicts", self.results)
        self.assertIn("| conflict | bbbbbbb | 0–99 | 100 | 96 | 2 | 1 | 1 | 0 | 0 |", text)
        self.assertNotIn("aaaaaaa", text)

    def test_unverified_answers_have_a_table_of_their_own_oldest_commit_first(self):
        self.write(self.ROWS + ["ours-unverified,mixed,0,100,80,12,3,5,0,0,0,0,ddddddd,box,cpu,2026-01-03T00:00:00Z,0,,",
                                "ours-unverified,mixed,0,100,95,4,0,1,0,0,0,0,eeeeeee,box,cpu,2026-01-04T00:00:00Z,0,,"])
        with mock.patch.object(tables, "git_history", return_value=["eeeeeee", "ddddddd"]):
            text = engine.render("lp-check-unverified", self.results)
        self.assertLess(text.index("| mixed | ddddddd | 0–99 | 100 | 80 | 20 | 5 | 0 | 0 |"),
                        text.index("| mixed | eeeeeee | 0–99 | 100 | 95 | 5 | 1 | 0 | 0 |"))
        self.assertNotIn("aaaaaaa", text)
        self.assertIn("| mixed | this solver, unverified | eeeeeee |", engine.render("lp-check-newest", self.results))

    def test_a_run_outside_the_kinds_variables_is_a_line_of_its_own(self):
        self.write([row + ",," for row in self.ROWS]
                   + ["ours,mixed,0,100,100,0,0,0,0,0,0,0,fffffff,box,cpu,2026-01-05T00:00:00Z,0,,,,60-150"],
                   fields=self.FIELDS + ",exact-arbiter,variables")
        with mock.patch.object(tables, "git_history", return_value=["fffffff", "aaaaaaa"]):
            text = engine.render("lp-check-newest", self.results)
        self.assertIn("| mixed | this solver | aaaaaaa | 0–99 | 100 | 99 |", text)
        self.assertIn("| mixed, 60–150 variables | this solver | fffffff | 0–99 | 100 | 100 |", text)

    def test_the_newest_commit_is_the_historys_not_the_last_run_to_end(self):
        # A run of an older commit that ended later (two binaries checked side by side).
        self.write(self.ROWS + ["ours,mixed,0,100,90,10,0,0,0,0,0,0,ccccccc,box,cpu,2025-12-31T00:00:00Z,0,,"])
        with mock.patch.object(tables, "git_history", return_value=["ccccccc", "aaaaaaa"]):
            self.assertIn("| mixed | this solver | ccccccc |", engine.render("lp-check-newest", self.results))
        with mock.patch.object(tables, "git_history", return_value=[]):
            self.assertIn("| mixed | this solver | aaaaaaa |", engine.render("lp-check-newest", self.results))
        self.assertEqual(tables.commit_age("aaaaaaa", ["ccccccc", "aaaaaaa1"]), 1)
        self.assertEqual(tables.commit_age("ddddddd", ["ccccccc"]), 1)


class LargeBuildsTableTests(MadeUpResults):
    """The large builds' table from a made-up results/large-builds.csv: two commits, a file the
    newer one could not build."""
    FILE = "large-builds.csv"
    FIELDS = "commit,seed,variables,constraints,status,build_s,rebuilds,host,cpu_model,timestamp"
    ROWS = ["aaaaaaa,0,100,300,ok,2.0,0,box,cpu,2026-01-01T00:00:00Z",
            "aaaaaaa,1,90,280,ok,0.5,1,box,cpu,2026-01-01T00:00:00Z",
            "aaaaaaa,2,80,250,ok,0.001,0,box,cpu,2026-01-01T00:00:00Z",
            "bbbbbbb,0,100,300,ok,0.5,0,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,1,90,280,ok,0.125,0,box,cpu,2026-01-02T00:00:00Z",
            "bbbbbbb,2,80,250,timeout,,,box,cpu,2026-01-02T00:00:00Z"]

    def test_each_commit_against_the_one_before_in_the_history(self):
        with mock.patch.object(tables, "git_history", return_value=["bbbbbbb", "aaaaaaa"]):
            lines = engine.render("large-builds", self.results).splitlines()
        self.assertIn("| aaaaaaa | 3 | 3 | 2.50 s | 500 ms | 2.00 s (seed 0) | — |", lines)
        self.assertIn("| bbbbbbb | 3 | 2 | 625 ms | 313 ms | 500 ms (seed 0) | 0.25× (0.25× to 0.25×) |", lines)
        self.assertLess(lines.index("| aaaaaaa | 3 | 3 | 2.50 s | 500 ms | 2.00 s (seed 0) | — |"),
                        lines.index("| bbbbbbb | 3 | 2 | 625 ms | 313 ms | 500 ms (seed 0) | 0.25× (0.25× to 0.25×) |"))


class FormattingTests(unittest.TestCase):
    def test_ratios_and_durations_read_as_the_swift_side_prints_them(self):
        self.assertEqual([tables.ratio(v) for v in (0.00161, 0.934, 4.25, 71.5, 818419.2)],
                         ["0.0016×", "0.93×", "4.2×", "72×", "818419×"])
        self.assertEqual([tables.duration(v) for v in (812, 12345, 12350, 4561000, 1.234e9)],
                         ["812 ns", "12.3 µs", "12.4 µs", "4.56 ms", "1.23 s"])
        self.assertEqual(tables.grouped(1000000), "1 000 000")


if __name__ == "__main__":
    unittest.main()
