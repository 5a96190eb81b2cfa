"""The self-test's figures from a made-up CSV: counts, bounds, and the doc's section replaced."""
import os
import tempfile
import unittest

import report
import rows

HEADER = ("run,kind,seed,benchmark,phase,ratio,ci_low,ci_high,p_holm,verdict,control_ratio,control_low,control_high,"
          "slowed,flagged,seconds,load_start,load_end,rounds,time_s,commit")


def ab_row(benchmark, phase, verdict, p="0.5", ratio="1.0", control=("1.0", "0.98", "1.03")):
    return {"benchmark": benchmark, "phase": phase, "ratio": ratio, "ci_low": "0.99", "ci_high": "1.01", "p_holm": p,
            "verdict": verdict, "control_ratio": control[0], "control_low": control[1], "control_high": control[2]}


class ReportTests(unittest.TestCase):
    def test_bounds(self):
        # None in k runs: 1 - 0.05^(1/k), the figure the issue quotes for 20 runs.
        self.assertAlmostEqual(report.upper_bound(0, 20), 1 - 0.05 ** (1 / 20), places=9)
        self.assertAlmostEqual(report.upper_bound(0, 20), 0.13911, places=4)
        self.assertAlmostEqual(report.lower_bound(10, 10), 0.05 ** (1 / 10), places=9)
        self.assertEqual(report.upper_bound(3, 3), 1.0)
        self.assertLess(report.upper_bound(1, 20), 0.25)
        self.assertGreater(report.upper_bound(1, 20), report.upper_bound(0, 20))

    def test_rows_mark_the_slowed_and_the_flagged(self):
        out = list(rows.rows([ab_row("n/solver/1000", "build", "regressed"), ab_row("n/solver/1000", "resize", "improved")],
                             "3", "ab", "77", "40", "1.5", "2.0", "8", "1", "abc1234"))
        self.assertEqual([r[13:15] for r in out], [["true", "true"], ["false", "true"]])
        self.assertEqual(out[0][:5], ["3", "ab", "77", "n/solver/1000", "build"])
        self.assertEqual(len(out[0]), len(HEADER.split(",")))
        aa = list(rows.rows([ab_row("n/solver/1000", "build", "unchanged")], "1", "aa", "5", "40", "1", "1", "8", "1", "c"))
        self.assertEqual(aa[0][13:15], ["false", "false"])

    def test_summary_and_section(self):
        fields = HEADER.split(",")
        made = []
        for run, kind, verdicts in [(1, "aa", ["unchanged", "unchanged"]), (2, "ab", ["regressed", "unchanged"]),
                                    (3, "aa", ["improved", "unchanged"]), (4, "ab", ["inconclusive", "unchanged"])]:
            for phase, verdict in zip(["build", "resize"], verdicts):
                r = ab_row("n/solver/1000", phase, verdict, p="0.001" if verdict != "unchanged" else "0.5", ratio="1.05")
                made.append(dict(zip(fields, [str(run), kind, "9", r["benchmark"], phase, r["ratio"], "1", "1", r["p_holm"],
                                              verdict, "1.0", "0.98", "1.03", str(kind == "ab" and phase == "build").lower(),
                                              str(verdict in ("regressed", "improved")).lower(), "60", "1.5", "3.25", "8",
                                              "1", "abc1234"])))
        s = report.summarize(made)
        self.assertEqual((s["aa_runs"], s["aa_rows"], s["aa_flagged_rows"], s["aa_flagged_runs"]), (2, 4, 1, 1))
        self.assertEqual((s["ab_runs"], s["slowed"], s["caught"], s["held"], s["ab_every"]), (2, 2, 1, 1, 1))
        self.assertEqual(s["load"], (1.5, 3.25))
        self.assertAlmostEqual(s["resolution"]["build"], 0.03)
        text = report.section(s)
        self.assertIn("1 of 2 runs flagged a row either way (1 of 4 rows)", text)
        self.assertIn("1 of 2 slowed rows caught (50%", text)
        self.assertEqual(s["missed_p"], (0.001, 0.001))
        self.assertIn("1 were significant but within their control's interval; their Holm-corrected p ran "
                      "from 0.001 to 0.001", text)
        self.assertIn("load average (1 min) 1.5–3.2", text)
        with tempfile.TemporaryDirectory() as d:
            doc = os.path.join(d, "ab.md")
            with open(doc, "w") as f:
                f.write(f"# ab\n\nbefore\n\n{report.BEGIN}\nold\n{report.END}\n\nafter\n")
            path = os.path.join(d, "selftest.csv")
            with open(path, "w") as f:
                f.write(HEADER + "\n" + "\n".join(",".join(r[k] for k in fields) for r in made) + "\n")
            report.main([path, "--doc", doc])
            with open(doc) as f:
                written = f.read()
            self.assertTrue(written.startswith("# ab\n\nbefore\n\n" + report.BEGIN + "\nMeasured by"), written)
            self.assertTrue(written.endswith(report.END + "\n\nafter\n"), written)
            self.assertNotIn("old", written)


if __name__ == "__main__":
    unittest.main()
