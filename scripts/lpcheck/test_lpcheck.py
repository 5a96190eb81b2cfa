"""The LP checker's own tests: what it reads, the optimum it computes, what it generates."""
import math
import os
import sys
import unittest
from fractions import Fraction
from types import SimpleNamespace
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import csys_lp  # noqa: E402
import drag  # noqa: E402
import backward  # noqa: E402
import basis_certificate  # noqa: E402
import exact_lp  # noqa: E402
import generate  # noqa: E402
import levels  # noqa: E402
import qsopt_lp  # noqa: E402


class CsysLPTests(unittest.TestCase):
    def test_a_weak_wish_against_a_required_floor(self):
        # x >= 10 is required; x == 5 (weak, weight 1) and x <= 7 (medium*2, weight 2000) pull
        # down: the optimum is x = 10, costing 1 × 5 + 2000 × 3.
        system = csys_lp.System("csys 1\nc required x >= 10\nc weak x == 5\nc medium*2 x <= 7\n")
        self.assertAlmostEqual(system.optimum(), 6005, places=6)
        self.assertAlmostEqual(system.solution["x"], 10, places=9)
        self.assertEqual(system.evaluate({"x": 10}), (6005, 0))
        objective, violation = system.evaluate({"x": 9})
        self.assertAlmostEqual(violation, 1 / 10)   # 1 off, relative to its largest term

    def test_the_objective_is_summed_exactly_on_the_doubles_given(self):
        # 0.1 + 0.2 - 0.3 is 5.55e-17 in floats; the doubles' exact sum is half of that.
        system = csys_lp.System("csys 1\nc weak 0.1*a + 0.2*b == 0.3\nc required a == 1\n")
        objective, violation = system.evaluate({"a": 1.0, "b": 1.0})
        self.assertEqual(objective, 2.7755575615628914e-17)
        self.assertNotEqual(objective, 0.1 + 0.2 - 0.3)
        # Terms of 1e8 under a strong weight: the float sum's rounding alone is worth 0.01.
        system = csys_lp.System("csys 1\nc strong 0.75*a + 1.7777777777777777*b == 69\n")
        a, b = 562158868.7216347, -237160728.012773
        exact = abs(Fraction(0.75) * Fraction(a) + Fraction(1.7777777777777777) * Fraction(b) - 69) * 1000000
        self.assertEqual(system.evaluate({"a": a, "b": b})[0], float(exact))

    def test_edits_churn_and_the_constraints_in_force(self):
        text = "csys 1\nc required 2*a - b == 4\nc strong a + 0.5*b <= 3\ne medium b\ns b 10\nd 2\nu\n"
        system = csys_lp.System(text)
        self.assertEqual(system.active, [True, False])
        self.assertEqual(system.edits, {"b": (1000.0, 10.0)})
        # With the strong cap removed, b sits at its suggestion and a = 7: nothing is violated.
        self.assertAlmostEqual(system.optimum(), 0, places=9)
        self.assertAlmostEqual(system.solution["a"], 7, places=9)

    def test_where_tight_tolerances_fail_highs_answers_at_its_own(self):
        # HiGHS's status 4 (numerical difficulties) at 1e-10, then an optimum at its defaults.
        system = csys_lp.System("csys 1\nc required x >= 10\nc weak x == 5\n")
        answers = [SimpleNamespace(status=4), SimpleNamespace(status=0, fun=5.0, x=[10.0, 0.0, 5.0])]
        calls = []

        def linprog(cost, **kw):
            calls.append(kw["options"])
            return answers[len(calls) - 1]
        with mock.patch.object(csys_lp, "linprog", linprog):
            self.assertEqual(system.optimum(), 5.0)
        self.assertEqual(calls, [csys_lp.TIGHT, {}])
        self.assertEqual(system.tolerance, "default")
        self.assertEqual(system.solution, {"x": 10.0})
        with mock.patch.object(csys_lp, "linprog", lambda cost, **kw: SimpleNamespace(status=4)):
            self.assertIsNone(csys_lp.System("csys 1\nc required x >= 10\n").optimum())

    def test_a_mixed_file_highs_fails_at_tight_tolerances_is_answered(self):
        # Seed 430034 of the mixed kind stopped HiGHS at 1e-10 (scipy 1.17); whichever
        # tolerance answers now, the optimum is this solver's answer on it.
        system = csys_lp.System(generate.system(430034))
        optimum = system.optimum()
        self.assertIsNotNone(optimum)
        self.assertAlmostEqual(optimum / 446072951.1174603, 1, places=9)
        self.assertIn(system.tolerance, ("tight", "default"))

    def test_bad_input_is_one_error(self):
        with self.assertRaises(csys_lp.CsysError):
            csys_lp.System("csys 1\nq 1\n")
        with self.assertRaises(csys_lp.CsysError):
            csys_lp.System("csys 1\nc loud x == 1\n")
        for token in ("required@250", "weak@0", "weak@-1"):
            with self.assertRaises(csys_lp.CsysError, msg=token):
                csys_lp.System(f"csys 1\nc {token} x == 1\n")

    def test_exact_levels_are_kept_beside_the_weights(self):
        system = csys_lp.System(LEVELED)
        self.assertEqual(system.levels, [251.0, 250.0, 250.0, 0.0])
        self.assertEqual(system.edit_levels, {"z": 1000.0})
        self.assertEqual([w for w, *_ in system.constraints], [1.0, 1.0, 2.0, 1e9])
        self.assertEqual(system.soft_levels(), [1000.0, 251.0, 250.0, 0.0])
        by_level, violation = system.evaluate_levels({"x": 10, "y": 5, "z": 3})
        self.assertEqual((by_level, violation), ({251.0: 0, 250.0: 30, 0.0: 0, 1000.0: 0}, 0))
        # The weighted LP reads the weights alone, as a peer does: the two at 250 win there.
        self.assertAlmostEqual(system.optimum(), 10, places=6)
        self.assertEqual(system.evaluate({"x": 10, "y": 5, "z": 3})[0], 30)


# One at 251 against two at 250 (weights 1 and 2) on x; y held at 5 by a heavy level-0
# strength; an edit at 1000. Lexicographically x = 10 (level 250 pays 30); on one weighted
# objective x = 0 (level 251 pays 10).
LEVELED = ("csys 1\nc weak@251 x == 10\nc weak@250 x == 0\nc weak*2@250 x <= 0\nc strong*1000 y == 5\n"
           "e medium@1000 z\ns z 3\n")


class GeneratorTests(unittest.TestCase):
    def test_a_seed_makes_one_system(self):
        self.assertEqual(generate.system(7), generate.system(7))
        self.assertNotEqual(generate.system(7), generate.system(8))

    def test_the_required_constraints_hold_at_the_integer_point_so_the_system_is_feasible(self):
        for seed in range(20):
            system = csys_lp.System(generate.system(seed, churn=seed % 2 == 0))
            self.assertIsNotNone(system.optimum(), f"seed {seed}")

    def test_layout_systems_keep_required_coefficients_of_one_and_a_half(self):
        system = csys_lp.System(generate.system(3, layout=True))
        for weight, coefficients, _, _ in system.constraints:
            if weight is None:
                self.assertTrue(set(abs(c) for c in coefficients.values()) <= {1.0, 0.5})

    def test_wide_systems_hold_ratios_no_binary_fraction_holds(self):
        seen = set()
        for seed in range(10):
            system = csys_lp.System(generate.system(seed, wide=True, churn=seed % 2 == 1))
            for _, coefficients, _, _ in system.constraints:
                seen |= set(coefficients.values())
        self.assertTrue(seen <= set(float(c) for c in generate.WIDE))
        self.assertIn(16 / 9, seen)

    def test_the_wide_kind_leaves_the_other_kinds_as_they_were(self):
        # Seeds name files in results/lp-check.csv: a kind added must not move another's.
        self.assertNotEqual(generate.system(5, wide=True), generate.system(5))
        self.assertNotIn("1.7777777777777777", generate.system(5))

    def test_levels_systems_put_soft_constraints_at_ties_of_exact_levels(self):
        unleveled = tied = 0
        for seed in range(20):
            text = generate.system(seed, levels=True, churn=seed % 2 == 0)
            system = csys_lp.System(text)
            chosen = {at for (weight, *_), at in zip(system.constraints, system.levels) if weight is not None and at}
            self.assertTrue(2 <= len(chosen) <= 6 and chosen <= set(generate.LEVELS), f"seed {seed}: {chosen}")
            self.assertTrue(set(system.edit_levels.values()) <= chosen | {1000.0}, f"seed {seed}")
            soft = [at for (weight, *_), at in zip(system.constraints, system.levels) if weight is not None]
            unleveled += soft.count(0.0)
            tied += len(soft) - len(set(soft))
            self.assertEqual(text, generate.system(seed, levels=True, churn=seed % 2 == 0))
            self.assertIsNotNone(system.optimum(), f"seed {seed}")
        self.assertGreater(unleveled, 0)
        self.assertGreater(tied, 500)
        self.assertNotIn("@", generate.system(5))

    def test_spread_systems_hold_a_thousandth_beside_a_thousand(self):
        coefficients = set()
        for seed in range(20):
            for line in generate.system(seed, spread=True).splitlines():
                if line.startswith("c "):
                    coefficients.update(abs(c) for c in csys_lp.parse_constraint(line.split(" ", 2)[2])[0].values())
        self.assertTrue({0.001, 1000.0, 0.01} <= coefficients)
        self.assertTrue(coefficients <= {abs(c) for c in generate.SPREAD})
        self.assertNotEqual(generate.system(5, spread=True), generate.system(5))


class DragGeneratorTests(unittest.TestCase):
    def test_a_seed_makes_one_screen_and_drag(self):
        self.assertEqual(drag.drag(7), drag.drag(7))
        self.assertNotEqual(drag.drag(7), drag.drag(8))
        self.assertNotEqual(drag.drag(5), generate.system(5))

    def test_every_screen_has_an_optimum_at_every_cut(self):
        for seed in range(12):
            text = drag.drag(seed)
            lines = text.rstrip("\n").split("\n")
            for cut in drag.cuts(seed, text):
                system = csys_lp.System("\n".join(lines[:cut]) + "\n")
                self.assertIsNotNone(system.optimum(), f"seed {seed} cut {cut}")

    def test_rows_tie_at_the_default_priorities_and_the_root_is_dragged_far(self):
        tied, steps = 0, []
        for seed in range(20):
            text = drag.drag(seed)
            hugging = [line.split()[1] for line in text.splitlines() if line.startswith("c weak") and ".w <=" in line]
            tied += len(hugging) > len(set(hugging))
            steps.append(sum(1 for line in text.splitlines() if line.startswith("s root.w")))
        self.assertGreaterEqual(tied, 10)
        self.assertGreaterEqual(min(steps), 8)
        self.assertGreaterEqual(max(steps), 25)

    def test_a_leveled_drag_puts_each_strength_at_the_priority_it_stands_for(self):
        text = drag.drag(3)
        leveled = drag.leveled(text)
        self.assertEqual(len(leveled.splitlines()), len(text.splitlines()))
        system = csys_lp.System(leveled)
        self.assertEqual(set(system.edit_levels.values()), {1000.0})
        soft = {at for (weight, *_), at in zip(system.constraints, system.levels) if weight is not None}
        self.assertTrue(soft and soft <= set(drag.PRIORITIES.values()), soft)
        self.assertEqual([w for w, *_ in system.constraints], [w for w, *_ in csys_lp.System(text).constraints])

    def test_cuts_end_after_a_suggestion_and_at_the_end(self):
        text = drag.drag(3)
        lines = text.rstrip("\n").split("\n")
        cuts = drag.cuts(3, text)
        self.assertEqual(cuts[-1], len(lines))
        self.assertEqual(len(cuts), 4)
        self.assertEqual(cuts, sorted(set(cuts)))
        for cut in cuts[:-1]:
            self.assertTrue(lines[cut - 1].startswith("s "), lines[cut - 1])


class ConflictGeneratorTests(unittest.TestCase):
    @staticmethod
    def required_before(text, line):
        """The required constraints of the first `line` lines, as a System of their own."""
        kept = [l for l in text.split("\n")[:line] if l.startswith("c required ")]
        return csys_lp.System("csys 1\n" + "\n".join(kept) + "\n")

    def test_the_injected_constraint_is_forbidden_by_the_ones_before_it_and_only_by_it(self):
        margins = set()
        for seed in range(40):
            for wide in (False, True):
                text, line, margin = generate.conflicted(seed, wide=wide)
                margins.add(margin)
                self.assertTrue(text.split("\n")[line - 1].startswith("c required "), f"seed {seed}")
                self.assertIn(" conflict", text.split("\n")[1])
                # Without it, the constraints before it hold together (HiGHS finds a point);
                # with it, HiGHS finds none, at its own tolerances as at tight ones.
                self.assertIsNotNone(self.required_before(text, line - 1).optimum(), f"seed {seed}")
                self.assertIsNone(self.required_before(text, line).optimum(), f"seed {seed} wide {wide}")
        self.assertEqual(margins & {10, 1e-6}, {10, 1e-6})

    def test_a_seed_makes_one_conflict_and_leaves_the_system_as_it_was(self):
        self.assertEqual(generate.conflicted(9), generate.conflicted(9))
        text, line, _ = generate.conflicted(9)
        lines = text.split("\n")
        original = generate.system(9).split("\n")
        self.assertEqual(lines[:line - 1][2:], original[2:line - 1])
        self.assertEqual(lines[line:], original[line - 1:])


class ExactLPTests(unittest.TestCase):
    def test_the_raw_solution_gives_the_objective_only_when_optimal(self):
        self.assertEqual(exact_lp.parse_solution("c x\ns bas 152 173 f f 7853674458.2603\ni 1 b 0 0\n"),
                         7853674458.2603)
        self.assertEqual(exact_lp.parse_solution("s bas 3 4 n i 0\n"), exact_lp.INFEASIBLE)
        self.assertIsNone(exact_lp.parse_solution("s bas 3 4 u u 0\n"))   # undecided
        self.assertIsNone(exact_lp.parse_solution("c nothing\n"))

    def test_the_lp_keeps_the_doubles_and_the_error_columns(self):
        text = exact_lp.cplex_lp(csys_lp.System("csys 1\nc required 0.1*x >= 1\nc weak x == 5\nc medium*2 x <= 7\n"))
        self.assertIn(" r0: + 0.1 x0 >= 1.0", text)
        self.assertIn(" r1: + 1.0 x0 - 1.0 e1 + 1.0 e2 = 5.0", text)   # both sides of an equality
        self.assertIn(" r2: + 1.0 x0 - 1.0 e3 <= 7.0", text)           # one side of an inequality
        self.assertIn(" obj: + 1.0 e1 + 1.0 e2 + 2000.0 e3", text)
        self.assertIn(" x0 free", text)

    @unittest.skipUnless(exact_lp.available(), "glpsol is not installed (scripts/setup --peers)")
    def test_the_exact_optimum_of_a_small_system(self):
        # x >= 10 against x == 5 (weight 1) and x <= 7 (weight 2000): 5 + 6000.
        system = csys_lp.System("csys 1\nc required x >= 10\nc weak x == 5\nc medium*2 x <= 7\n")
        self.assertEqual(exact_lp.optimum(system), 6005)

    @unittest.skipUnless(exact_lp.available(), "glpsol is not installed (scripts/setup --peers)")
    def test_a_system_infeasible_only_in_exact_arithmetic_is_told(self):
        # Spread seed 404: constraints tight at an integer point, with coefficients such as
        # 7/3 that no double holds; as doubles, glpsol finds no point that holds them all.
        system = csys_lp.System(generate.system(404, spread=True))
        self.assertEqual(exact_lp.optimum(system), exact_lp.INFEASIBLE)
        self.assertIsNotNone(system.optimum())   # HiGHS, within its tolerances, answers

    @unittest.skipUnless(exact_lp.available(), "glpsol is not installed (scripts/setup --peers)")
    def test_spread_seed_232_where_highs_reads_low(self):
        # HiGHS: 7 823 294 666.57, with constraints off by 3e-12 of their terms; exactly 0.4%
        # more (glpsol itself reports 7 853 674 458.26, 1e-7 above its own basis).
        system = csys_lp.System(generate.system(232, spread=True))
        self.assertAlmostEqual(exact_lp.optimum(system) / 7853673625.871842, 1, places=14)

    @unittest.skipUnless(exact_lp.available(), "glpsol is not installed (scripts/setup --peers)")
    def test_glpsols_objective_is_taken_only_from_a_basis_optimal_in_rationals(self):
        # Spread seed 1842 shrunk to what keeps glpsol wrong: it reports 125 875.9 with its
        # point 4e-6 off the equality 7/3·v15 + 1000·v23 == …, whose dual is 2.4e8; the basis
        # it names costs 126 865.3 exactly, as HiGHS reads and the solver answers.
        system = csys_lp.System(SHRUNK_1842)
        self.assertAlmostEqual(system.optimum() / 126865.301721667, 1, places=7)
        self.assertAlmostEqual(exact_lp.optimum(system) / 126865.301721667, 1, places=14)


# lp-check spread seed 1842 with every line taken out that glpsol's wrong optimum survives.
SHRUNK_1842 = """csys 1
c required -1000*v24 - 0.001*v26 - 0.001*v10 <= 15010.981
c strong*0.5 -0.2*v29 + 2.3333333333333335*v23 - 1*v26 <= 60.5
c required 2.3333333333333335*v15 + 1000*v23 == 34137.666666666664
c required 1*v5 + 0.01*v1 - 0.001*v22 >= -44.446
c medium 0.001*v28 + 50*v22 + 50*v2 >= -2.5
c strong -1000*v27 + 0.5*v28 <= -14
c required 50*v15 + 0.01*v24 + 0.001*v5 == 2949.806
c required 0.01*v12 - 0.2*v23 >= -7.360000000000001
c required 1000*v1 + 0.5*v29 - 0.001*v12 - 0.2*v10 == -44032.344000000005
c required -0.001*v26 - 0.001*v17 + 2*v21 >= 103
c strong -0.001*v11 + 0.01*v2 - 0.2*v10 <= -80
c required -0.001*v12 >= 0.056
c strong*0.5 2.3333333333333335*v1 - 0.2*v6 - 0.2*v10 == -41.5
c medium -0.2*v6 + 2.3333333333333335*v11 <= 13.5
c required -0.001*v19 + 1*v26 + 1*v17 >= 0.0379999999999967
c medium*3 -0.001*v27 == -70.5
c weak*7 1*v26 + 0.01*v21 + 0.5*v1 == -31
c required 0.01*v11 - 1000*v21 + 2.3333333333333335*v10 + 1000*v19 >= -95904.95666666667
e strong v6
"""


class BasisCertificateTests(unittest.TestCase):
    # x >= 10 (r0), x == 5 weak (r1: x - e1 + e2 = 5), x <= 7 medium*2 (r2: x - e3 <= 7).
    SMALL = "csys 1\nc required x >= 10\nc weak x == 5\nc medium*2 x <= 7\n"

    def test_columns_are_numbered_as_glpsol_numbers_them(self):
        lp = exact_lp.rational_lp(csys_lp.System(self.SMALL))
        self.assertEqual(lp.columns, ["e1", "e2", "e3", "x0"])   # the objective's first, then the rows'
        self.assertEqual(lp.rows[1], ({"x0": 1, "e1": -1, "e2": 1}, "=", 5))
        self.assertEqual(lp.costs, {"e1": 1, "e2": 1, "e3": 2000})

    def test_the_optimal_basis_gives_the_exact_objective(self):
        lp = exact_lp.rational_lp(csys_lp.System(self.SMALL))
        columns = {"e1": "b", "e2": "l", "e3": "b", "x0": "b"}
        self.assertEqual(basis_certificate.certify(lp, ["l", "s", "u"], columns), (6005, {"x0": 10, "e1": 5, "e3": 3}))

    def test_a_basis_off_a_bound_or_of_the_wrong_prices_is_refused(self):
        lp = exact_lp.rational_lp(csys_lp.System(self.SMALL))
        # x held at 7 by r2 alone: r0 (x >= 10) fails.
        self.assertIsNone(basis_certificate.certify(lp, ["b", "s", "u"], {"e1": "b", "e2": "l", "e3": "l", "x0": "b"}))
        # Three basic columns for two tight rows: not a basis.
        self.assertIsNone(basis_certificate.certify(lp, ["l", "s", "b"], {"e1": "b", "e2": "l", "e3": "b", "x0": "b"}))
        # x == 5 wished, x >= 0 required: the vertex x = 0 holds every bound, but r0's price is
        # -1 where a lower side wants it >= 0 (moving x up lowers the objective).
        lp = exact_lp.rational_lp(csys_lp.System("csys 1\nc required x >= 0\nc weak x == 5\n"))
        self.assertIsNone(basis_certificate.certify(lp, ["l", "s"], {"e1": "l", "e2": "b", "x0": "b"}))
        self.assertEqual(basis_certificate.certify(lp, ["b", "s"], {"e1": "l", "e2": "l", "x0": "b"}), (0, {"x0": 5}))

    def test_singular_and_inconsistent_equations_have_no_solution(self):
        solve = basis_certificate.solve
        self.assertEqual(solve([({"a": Fraction(2)}, Fraction(3)), ({"a": 1, "b": 1}, Fraction(1))], ["a", "b"]),
                         {"a": Fraction(3, 2), "b": Fraction(-1, 2)})
        self.assertIsNone(solve([({"a": 1, "b": 1}, 1), ({"a": 2, "b": 2}, 2)], ["a", "b"]))


class QSoptTests(unittest.TestCase):
    # x >= 10 (r0), x == 5 weak (r1: x - e1 + e2 = 5), x <= 7 medium*2 (r2: x - e3 <= 7):
    # x = 10, e1 = 5, e3 = 3, priced by r0 at 2001, r1 at -1 and r2 at -2000.
    SMALL = "csys 1\nc required x >= 10\nc weak x == 5\nc medium*2 x <= 7\n"
    SOLUTION = ("status = OPTIMAL\n\tValue = 6005\nVARS:\ne1 = 5\ne3 = 3\nx0 = 10\nREDUCED COST:\ne2 = 2\n"
                "PI:\nr0 = 2001\nr1 = -1\nr2 = -2000\nSLACK:\n")

    def test_the_solution_file_gives_status_point_and_prices(self):
        status, values, prices = qsopt_lp.parse_solution(self.SOLUTION)
        self.assertEqual(status, "OPTIMAL")
        self.assertEqual(values, {"e1": 5, "e3": 3, "x0": 10})
        self.assertEqual(prices, {"r0": 2001, "r1": -1, "r2": -2000})
        self.assertEqual(qsopt_lp.parse_solution("status = INFEASIBLE\nx8 = -5/3\n")[0], "INFEASIBLE")
        self.assertEqual(qsopt_lp.parse_solution("VARS:\nx0 = 7/3\n")[1], {"x0": Fraction(7, 3)})

    def test_a_point_and_prices_that_prove_each_other_optimal_give_the_objective(self):
        lp = exact_lp.rational_lp(csys_lp.System(self.SMALL))
        _, values, prices = qsopt_lp.parse_solution(self.SOLUTION)
        self.assertEqual(qsopt_lp.certify(lp, values, prices), 6005)

    def test_a_point_off_a_row_or_prices_of_the_wrong_sign_are_refused(self):
        lp = exact_lp.rational_lp(csys_lp.System(self.SMALL))
        _, values, prices = qsopt_lp.parse_solution(self.SOLUTION)
        self.assertIsNone(qsopt_lp.certify(lp, dict(values, x0=Fraction(9)), prices))        # r0 fails
        self.assertIsNone(qsopt_lp.certify(lp, dict(values, e1=Fraction(-5)), prices))       # an error below 0
        self.assertIsNone(qsopt_lp.certify(lp, values, dict(prices, r2=Fraction(1))))        # a <= row priced > 0
        self.assertIsNone(qsopt_lp.certify(lp, values, dict(prices, r0=Fraction(2000))))     # x's reduced cost 1
        # Feasible, and priced within every sign, but not the same objective: e1 = 6, e2 = 1 cost 6007.
        self.assertIsNone(qsopt_lp.certify(lp, dict(values, e1=Fraction(6), e2=Fraction(1)), prices))

    def test_the_lp_is_written_as_the_doubles_state_it(self):
        self.assertEqual(qsopt_lp.exact_decimal(0.1), "0.1000000000000000055511151231257827021181583404541015625")
        self.assertEqual(qsopt_lp.exact_decimal(-140.0), "-140")
        text = exact_lp.cplex_lp(csys_lp.System("csys 1\nc required 0.1*x >= 1\n"), number=qsopt_lp.exact_decimal)
        self.assertIn(" r0: + 0.1000000000000000055511151231257827021181583404541015625 x0 >= 1\n", text)

    @unittest.skipUnless(qsopt_lp.available(), "esolver is not installed (scripts/setup --peers: qsopt-ex)")
    def test_the_exact_optimum_of_a_small_system(self):
        self.assertEqual(qsopt_lp.solve(csys_lp.System(self.SMALL)), (6005, {"x": 10}))

    @unittest.skipUnless(qsopt_lp.available() and exact_lp.available(), "esolver or glpsol is not installed")
    def test_a_variable_only_a_removed_constraint_read_is_no_column(self):
        # y's one constraint is out: the LP text must not name it (QSopt_ex refuses the file).
        system = csys_lp.System("csys 1\nc required x >= 10\nc weak x == 5\nc weak y == 3\nd 3\nu\n")
        self.assertNotIn(" x1 free", exact_lp.cplex_lp(system))
        self.assertEqual(qsopt_lp.solve(system), (5, {"x": 10, "y": 0}))
        self.assertEqual(exact_lp.solve(system), (5, {"x": 10, "y": 0}))

    @unittest.skipUnless(qsopt_lp.available(), "esolver is not installed (scripts/setup --peers: qsopt-ex)")
    def test_spread_systems_glpsol_left_undecided_or_misread(self):
        # 5053: glpsol's basis is not optimal in rationals; QSopt_ex's optimum, which checks,
        # is the solver's answer, 0.58% above HiGHS's reported optimum.
        solved = qsopt_lp.solve(csys_lp.System(generate.system(5053, spread=True)))
        self.assertAlmostEqual(float(solved[0]) / 182256734.30513853, 1, places=14)
        # 232 (HiGHS reads it 0.4% low) at the optimum glpsol's checked basis gives.
        solved = qsopt_lp.solve(csys_lp.System(generate.system(232, spread=True)))
        self.assertAlmostEqual(float(solved[0]) / 7853673625.871842, 1, places=14)
        solved = qsopt_lp.solve(csys_lp.System(SHRUNK_1842))
        self.assertAlmostEqual(float(solved[0]) / 126865.301721667, 1, places=14)
        # 404: as doubles, no point holds every constraint.
        self.assertEqual(qsopt_lp.solve(csys_lp.System(generate.system(404, spread=True))), qsopt_lp.INFEASIBLE)


class LevelsTests(unittest.TestCase):
    def test_a_level_is_solved_on_the_face_the_levels_above_leave(self):
        system = csys_lp.System(LEVELED)
        objective, rows, _ = exact_lp.program(system, level=250.0, face=(frozenset({"e1", "e4"}), frozenset({2})))
        self.assertEqual(objective, [(1.0, "e3"), (2.0, "e5")])   # x == 0's e4 held at 0
        self.assertEqual(rows[0], ([(1.0, "x0"), (1.0, "e2")], "=", 10.0))   # x == 10's e1 held at 0
        self.assertEqual(rows[2], ([(1.0, "x0"), (-1.0, "e5")], "=", 0.0))   # x <= 0 held tight
        self.assertEqual(len(rows), 5)   # four constraints and the edit: named as without a face

    def test_the_first_level_out_of_tolerance_decides(self):
        gaps = [(999.0, 1e-12, 0.0), (751.0, 2e-9, 1.5e-9), (750.0, -2e-6, 0.0), (250.0, 5.0, 0.0)]
        self.assertEqual(levels.first_off(gaps, 1e-9), (750.0, -2e-6))
        self.assertEqual(levels.first_off([(751.0, 2e-9, 0.5e-9)], 1e-9), (751.0, 2e-9))
        self.assertIsNone(levels.first_off(gaps[:2], 1e-9))
        self.assertEqual(levels.describe([(250.0 - 1 / 1024, 0.0, 0.0), (0.0, 2e-3, 0.0)]),
                         "level 249.9990234375: 0; level 0 (weighted): +0.002")

    def test_rounding_allows_each_soft_term_two_units_in_the_last_place_of_its_largest_term(self):
        system = csys_lp.System("csys 1\nc strong@751 10*a + 10*b >= -26.5\nc weak@751 a == 3\n"
                                "c medium b <= 0.5\nc required a >= 0\n")
        allowance = levels.rounding(system, {"a": 1373159.797222222, "b": -1373164.072222222})
        # a == 3 at a = 1.37e6: its largest term is a's, not the constant.
        self.assertEqual(allowance[751.0], 1e6 * 2 * math.ulp(13731640.72222222) + 2 * math.ulp(1373159.797222222))
        self.assertEqual(allowance[0.0], 1e3 * 2 * math.ulp(1373164.072222222))

    @unittest.skipUnless(qsopt_lp.available(), "esolver is not installed (scripts/setup --peers: qsopt-ex)")
    def test_the_levels_are_solved_highest_first(self):
        system = csys_lp.System(LEVELED)
        held, vertex = levels.optimum(system)
        self.assertEqual(held, [(1000.0, 0), (251.0, 0), (250.0, 30), (0.0, 0)])
        self.assertEqual(vertex, {"x": 10, "y": 5, "z": 3})
        level_gaps, violation = levels.gaps(system, {"x": 10, "y": 5, "z": 3}, held)
        self.assertEqual(([g for _, g, _ in level_gaps], violation), ([0.0] * 4, 0.0))
        # The weighted optimum gives level 251 away for level 250: off at 251, by 10.
        level_gaps, _ = levels.gaps(system, {"x": 0, "y": 5, "z": 3}, held)
        self.assertEqual(levels.first_off(level_gaps, 1e-9), (251.0, 10.0))
        # A system where the levels' optima are not integers: x + y == 1 at 500, 3x == 1 at 400.
        system = csys_lp.System("csys 1\nc required x - y == 0\nc medium@500 x + y == 1\n"
                                "c weak@400 3*x == 2\nc weak@300 y == 0\n")
        held, vertex = levels.optimum(system)
        self.assertEqual(held, [(500.0, 0), (400.0, Fraction(1, 2)), (300.0, Fraction(1, 2))])
        self.assertEqual(vertex, {"x": Fraction(1, 2), "y": Fraction(1, 2)})


class BackwardTests(unittest.TestCase):
    # 3x == 1 and x <= 0.3333333333333333 (the double below 1/3): no point holds both exactly.
    # The nearest answer misses 3x == 1 by 2^-54; the weak wish pulls x up to 5.
    TEXT = "csys 1\nc required 3*x == 1\nc required x <= 0.3333333333333333\nc weak x == 5\n"
    X = 0.3333333333333333

    def test_each_required_row_is_relaxed_by_what_the_answer_misses_it_by(self):
        system = csys_lp.System(self.TEXT)
        relaxed = backward.Relaxed(system, {"x": self.X})
        rows = list(relaxed.terms())
        # 3x - 1 == 0 missed by -2^-54: kept below, and above from -1 + 2^-54 rounded up.
        self.assertEqual(rows[0], (None, {"x": 3.0}, -1.0, "<="))
        self.assertEqual(rows[1], (None, {"x": 3.0}, math.nextafter(-1.0, 0.0), ">="))
        self.assertEqual(rows[2], (None, {"x": 1.0}, -0.3333333333333333, "<="))   # held: as written
        self.assertEqual(rows[3][0], 1.0)   # the soft wish as it was
        self.assertEqual(relaxed.evaluate({"x": self.X})[1], 0)   # the answer holds it
        # Missed the other way, by 0.25: the >= side relaxed, the <= side as written.
        self.assertEqual(backward.Relaxed(system, {"x": 0.25}).rows[:2],
                         [(0.0, None, {"x": 3.0}, -1.0, "<="), (0.0, None, {"x": 3.0}, -0.75, ">=")])
        self.assertEqual(backward.outward(Fraction(1, 3), up=True), math.nextafter(1 / 3, 1))
        self.assertEqual(backward.outward(Fraction(1, 3), up=False), 1 / 3)

    @unittest.skipUnless(qsopt_lp.available(), "esolver is not installed (scripts/setup --peers: qsopt-ex)")
    def test_an_answer_at_the_relaxed_optimum_has_no_gap_and_one_below_the_best_has_one(self):
        system = csys_lp.System(self.TEXT)
        self.assertEqual(qsopt_lp.solve(system), qsopt_lp.INFEASIBLE)
        objective, violation = system.evaluate({"x": self.X})
        self.assertLess(violation, 1e-15)
        # At its own program's optimum, but for the rounding of its objective to a double.
        self.assertLess(abs(backward.gap(system, {"x": self.X}, objective, 1.0, qsopt_lp.solve)), 1e-15)
        # x = 0.3 misses 3x == 1 by 0.1, which its own program allows, and with it x up to
        # 0.3333333333333333: the weak wish is that much further from 5 than it need be.
        objective, _ = system.evaluate({"x": 0.3})
        gap = backward.gap(system, {"x": 0.3}, objective, 1.0, qsopt_lp.solve)
        self.assertAlmostEqual(gap, self.X - 0.3, places=15)
        self.assertIsNone(backward.gap(system, {"x": self.X}, objective, 1.0, lambda relaxed: qsopt_lp.INFEASIBLE))


def load_script(name):
    """A script of scripts/ (no .py suffix) loaded as a module."""
    import importlib.machinery
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", name)
    loader = importlib.machinery.SourceFileLoader(name.replace("-", "_"), path)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module


class FailureStatusTests(unittest.TestCase):
    """scripts/lp-check (no .py suffix) loaded as a module, for how it counts a failed replay."""

    @classmethod
    def setUpClass(cls):
        cls.module = load_script("lp-check")

    def test_a_conflict_on_a_generated_system_is_a_wrong_answer(self):
        status = self.module.failure_status
        message = "layout-bench: error: f.csys: line 68: unsatisfiable required constraint c66 (line 68)"
        self.assertEqual(status("ours", 2, message), "false-conflict")
        self.assertEqual(status("kiwi", 1, "UnsatisfiableConstraint: <kiwisolver.Constraint>"), "false-conflict")

    def test_other_typed_errors_are_refusals_and_the_rest_crashes(self):
        status = self.module.failure_status
        self.assertEqual(status("ours", 2, "layout-bench: error: f.csys: line 3: inaccurate solution: c1"), "error")
        self.assertEqual(status("kiwi", -6, "Aborted"), "error")
        self.assertEqual(status("ours", -11, "exit -11"), "crash")
        self.assertEqual(status("ours", 1, "unsatisfiable"), "crash")
        self.assertIn("false-conflict", self.module.SUMMARY_COLUMNS)

    def test_a_conflict_kind_wants_the_injected_constraint_named(self):
        status = self.module.conflict_status
        named = "layout-bench: error: f.csys: line 3: unsatisfiable required constraint c66 (line 68): 2*v1 >= 3"
        self.assertEqual(status(2, named, 68), "ok")
        self.assertEqual(status(2, named, 70), "false-conflict")
        self.assertEqual(status(2, "layout-bench: error: f.csys: line 3: inaccurate solution: c1", 68), "error")
        self.assertEqual(status(-11, named, 68), "crash")
        self.assertIn("missed-conflict", self.module.SUMMARY_COLUMNS)

    # x >= 10 required, x == 5 weak, x <= 7 at medium*2: the answer x = 10 costs 6005.
    SMALL = "csys 1\nc required x >= 10\nc weak x == 5\nc medium*2 x <= 7\n"

    @staticmethod
    def highs_reading(objective):
        """A HiGHS that reads `objective` for SMALL, its own point at x = 10."""
        def highs(system):
            system.solution, system.tolerance = {"x": 10.0}, "tight"
            return objective
        return highs

    def arbiter_says(self, answer=None, side_effect=None):
        """The exact LP lp-check asks (QSopt_ex or glpsol, whichever is installed) answering so."""
        return mock.patch.object(self.module.ARBITER, "solve", return_value=answer, side_effect=side_effect)

    def test_unverified_runs_are_summarized_as_a_solver_of_their_own(self):
        self.module.ARGS = SimpleNamespace(solver="ours", unverified=True)
        self.assertEqual(self.module.summary_solver(), "ours-unverified")
        self.module.ARGS = SimpleNamespace(solver="ours", unverified=False)
        self.assertEqual(self.module.summary_solver(), "ours")

    def test_a_drag_is_judged_by_its_first_cut_off_the_optimum(self):
        # Two suggestions: the cut after the first is off (x = 12 costs 2 more), the end at it.
        text = "csys 1\nc required x >= 10\nc weak x == 5\ne medium x\ns x 10\ns x 11\n"
        runs = iter([SimpleNamespace(returncode=0, stdout="x 12\n", stderr=""),
                     SimpleNamespace(returncode=0, stdout="x 11\n", stderr="")])
        self.module.ARGS = SimpleNamespace(kind="drag", variables=(20, 60), exact=False)
        with mock.patch.object(self.module.drag, "drag", return_value=text), \
                mock.patch.object(self.module.drag, "cuts", return_value=[5, 6]), \
                mock.patch.object(self.module, "replay", side_effect=lambda _: next(runs)):
            row, checked = self.module.check(1)
        self.assertEqual(row["status"], "off>1e-3")
        self.assertTrue(row["message"].startswith("cut 1 of 2, line 5"), row["message"])
        self.assertEqual(checked, "csys 1\nc required x >= 10\nc weak x == 5\ne medium x\ns x 10\n")

    def test_where_highs_and_the_exact_optimum_disagree_the_exact_one_decides(self):
        # The answer x = 10 costs 6005, the exact optimum; a HiGHS that read 6000 counts it off.
        run = SimpleNamespace(returncode=0, stdout="x 10\n", stderr="")
        self.module.ARGS = SimpleNamespace(kind="mixed", variables=(20, 60), exact=True)
        exact = (Fraction(6005), {"x": Fraction(10)})
        with mock.patch.object(self.module.generate, "system", return_value=self.SMALL), \
                mock.patch.object(self.module, "replay", return_value=run), \
                mock.patch.object(csys_lp.System, "optimum", self.highs_reading(6000.0)), \
                self.arbiter_says(exact):
            row, _ = self.module.check(1)
            self.assertEqual((row["status"], row.get("arbiter")), ("ok", True))
            self.assertIn(f"{self.module.ARBITER_NAME}: 6005.0", row["message"])
            # 1 off the exact optimum, 1.7e-4 of it, where that optimum's vertex (x = 9.99975:
            # 6004.49975) written in doubles is 0.5 off.
            vertex = {"x": Fraction(10) - Fraction(1, 4000)}
            with self.arbiter_says((Fraction(6004), vertex)):
                row, _ = self.module.check(1)
            self.assertEqual((row["status"], row.get("arbiter")), ("off>1e-6", None))
            with self.arbiter_says(exact_lp.INFEASIBLE):
                row, _ = self.module.check(1)   # HiGHS's optimum stays the reference
            self.assertEqual((row["status"], row["exact"]), ("off>1e-6", exact_lp.INFEASIBLE))
            self.assertIn("no feasible point in exact arithmetic", row["message"])
            with self.arbiter_says(exact_lp.UNVERIFIED):
                row, _ = self.module.check(1)   # an optimum that does not check: HiGHS's stays
            self.assertEqual((row["status"], row["exact"]), ("off>1e-6", exact_lp.UNVERIFIED))
            self.assertIn("does not check in rational arithmetic", row["message"])
            self.module.ARGS.exact = False
            with self.arbiter_says(side_effect=AssertionError("asked")):
                row, _ = self.module.check(1)
            self.assertEqual(row["status"], "off>1e-6")
        self.assertIn("exact-arbiter", self.module.SUMMARY_COLUMNS)

    def test_where_highs_finds_no_optimum_the_exact_one_is_the_reference(self):
        self.module.ARGS = SimpleNamespace(kind="mixed", variables=(20, 60), exact=True)
        exact = (Fraction(6005), {"x": Fraction(10)})
        with mock.patch.object(self.module.generate, "system", return_value=self.SMALL), \
                mock.patch.object(csys_lp.System, "optimum", return_value=None):
            for printed, status in (("x 10\n", "ok"), ("x 11\n", "off>1e-3")):
                run = SimpleNamespace(returncode=0, stdout=printed, stderr="")
                with mock.patch.object(self.module, "replay", return_value=run), self.arbiter_says(exact):
                    row, _ = self.module.check(1)
                self.assertEqual((row["status"], row["lp_tolerance"]), (status, "exact"))
                self.assertIn("HiGHS found no optimum", row["message"])
            with mock.patch.object(self.module, "replay", return_value=run), self.arbiter_says(None):
                row, _ = self.module.check(1)
            self.assertEqual(row["status"], "lp-failed")
            with mock.patch.object(self.module, "replay", return_value=run), self.arbiter_says(exact_lp.INFEASIBLE):
                row, _ = self.module.check(1)
            self.assertEqual((row["status"], row["exact"]), ("lp-failed", exact_lp.INFEASIBLE))

    def test_a_conflict_where_no_point_holds_the_constraints_exactly_is_a_refusal(self):
        # The replay stopped at line 3: the system as it stood then is what the exact LP is
        # asked about, not the whole file.
        text = "csys 1\nc required x >= 10\nc required x <= 9.999999999999998\nc required x <= 1\n"
        message = "layout-bench: error: f.csys: line 3: unsatisfiable required constraint c1 (line 3): x <= 10"
        run = SimpleNamespace(returncode=2, stdout="", stderr=message)
        self.module.ARGS = SimpleNamespace(kind="mixed", variables=(20, 60), exact=True, solver="ours")
        asked = []

        def solve(system):
            asked.append(sum(system.active))
            return exact_lp.INFEASIBLE if len(asked) == 1 else (Fraction(0), {})
        with mock.patch.object(self.module.generate, "system", return_value=text), \
                mock.patch.object(self.module, "replay", return_value=run), self.arbiter_says(side_effect=solve):
            row, _ = self.module.check(1)
            self.assertEqual(row["status"], "error")
            self.assertIn("no feasible point in exact arithmetic", row["message"])
            row, _ = self.module.check(1)
            self.assertEqual(row["status"], "false-conflict")
        self.assertEqual(asked, [2, 2])

    def test_a_conflict_met_by_the_verification_after_a_step_is_judged_on_the_whole_step(self):
        # The verification after the build names the step's first line (3) and a constraint
        # further on (line 4): the exact LP is asked about both constraints, not the first alone.
        text = "csys 1\n# a comment\nc required x >= 10\nc required x <= 9.999999999999998\ne weak x\ns x 5\n"
        message = "layout-bench: error: f.csys: line 3: unsatisfiable required constraint c2 (line 4): x <= 10"
        run = SimpleNamespace(returncode=2, stdout="", stderr=message)
        system = self.module.system_at_error(text, run)
        self.assertEqual(sum(system.active), 2)
        # Named at its own line, it is the add that stopped: the lines after it had not run.
        own = SimpleNamespace(returncode=2, stdout="", stderr=message.replace("line 3:", "line 4:"))
        self.assertEqual(sum(self.module.system_at_error(text, own).active), 2)
        first = SimpleNamespace(returncode=2, stdout="", stderr=message.replace("c2 (line 4)", "c1 (line 3)"))
        self.assertEqual(sum(self.module.system_at_error(text, first).active), 1)

    @unittest.skipUnless(exact_lp.available(), "glpsol is not installed (scripts/setup --peers)")
    def test_an_answer_as_close_as_the_optimum_rounded_to_doubles_is_at_the_optimum(self):
        # x = 1e7/3 exactly, which no double holds; 3000·x == 1e10 (weight 7e6) then misses by
        # 3000 × the rounding of x: 4.7e-7 of the heaviest weight, where an answer is held to
        # 1e-9. The nearest double is the best an answer can do.
        text = "csys 1\nc required 3*x == 10000000\nc strong*7 3000*x == 10000000000\n"
        x = 1e7 / 3
        self.module.ARGS = SimpleNamespace(kind="mixed", variables=(20, 60), exact=True)
        with mock.patch.object(self.module.generate, "system", return_value=text):
            with mock.patch.object(self.module, "replay", return_value=SimpleNamespace(returncode=0, stdout=f"x {x!r}\n")):
                row, _ = self.module.check(1)
            self.assertEqual((row["status"], row.get("arbiter")), ("ok", True))
            self.assertIn("own rounding to doubles", row["message"])
            self.assertGreater(float(row["rounded_off"]), 1e-7)
            further = math.nextafter(math.nextafter(x, math.inf), math.inf)   # two ulps on
            with mock.patch.object(self.module, "replay", return_value=SimpleNamespace(returncode=0, stdout=f"x {further!r}\n")):
                row, _ = self.module.check(1)
            self.assertEqual(row["status"], "off>1e-6")
        # At 1e10/3 the same rounding is 6.1e-4 off: past ROUNDING_LIMIT, it excuses nothing.
        text = "csys 1\nc required 3*x == 10000000000\nc strong*7 3000*x == 10000000000000\n"
        with mock.patch.object(self.module.generate, "system", return_value=text), \
                mock.patch.object(self.module, "replay", return_value=SimpleNamespace(returncode=0, stdout=f"x {1e10 / 3!r}\n")):
            row, _ = self.module.check(1)
        self.assertEqual(row["status"], "off>1e-6")
        self.assertGreater(float(row["rounded_off"]), self.module.ROUNDING_LIMIT)

    @unittest.skipUnless(qsopt_lp.available(), "esolver is not installed (scripts/setup --peers: qsopt-ex)")
    def test_a_levels_file_is_judged_level_by_level(self):
        self.module.ARGS = SimpleNamespace(kind="levels-churn", variables=(20, 60), exact=True)
        asked = []

        def leveled(seed, **kind):
            asked.append(kind)
            return LEVELED
        for printed, status, said in (("x 10\ny 5\nz 3\n", "ok", "level 251: 0; level 250: 0"),
                                      # each gap relative to the larger of its optimum and its heaviest weight
                                      ("x 0\ny 5\nz 3\n", "off>1e-3", "level 251: +10; level 250: -1"),
                                      ("x 10\ny 5.5\nz 3\n", "off>1e-3", "level 250: 0; level 0 (weighted): +0.5")):
            run = SimpleNamespace(returncode=0, stdout=printed, stderr="")
            with mock.patch.object(self.module.generate, "system", side_effect=leveled), \
                    mock.patch.object(self.module, "replay", return_value=run):
                row, _ = self.module.check(1)
            self.assertEqual((row["status"], row["lp_tolerance"]), (status, "exact-levels"), printed)
            self.assertIn(said, row["message"])
        self.assertEqual(asked[0]["levels"], True)
        self.assertEqual(asked[0]["churn"], True)
        self.assertEqual(float(row["gap"]), 0.5)   # the first level off: level 0, y 0.5 off at 1e9

    @unittest.skipUnless(qsopt_lp.available(), "esolver is not installed (scripts/setup --peers: qsopt-ex)")
    def test_files_are_judged_by_their_own_lp_leveled_or_weighted(self):
        import tempfile
        self.module.ARGS = SimpleNamespace(kind="files", variables=(20, 60), exact=True, solver="ours")
        runs = {"leveled": "x 0\ny 5\nz 3\n", "weighted": "x 10\n"}
        with tempfile.TemporaryDirectory() as folder:
            paths = {}
            for name, text in (("leveled", LEVELED), ("weighted", self.SMALL), ("bad", "csys 1\nc loud x == 1\n")):
                paths[name] = os.path.join(folder, f"{name}.csys")
                with open(paths[name], "w") as f:
                    f.write(text)
            for name, status, tolerance in (("leveled", "off>1e-3", "exact-levels"), ("weighted", "ok", "tight")):
                run = SimpleNamespace(returncode=0, stdout=runs[name], stderr="")
                with mock.patch.object(self.module, "replay", return_value=run):
                    row, _ = self.module.check_file(paths[name])
                self.assertEqual((row["seed"], row["status"], row["lp_tolerance"]), (paths[name], status, tolerance))
            with mock.patch.object(self.module, "replay", side_effect=AssertionError("replayed")):
                row, _ = self.module.check_file(paths["bad"])
            self.assertEqual(row["status"], "error")
            self.assertIn("not a csys file", row["message"])

    @unittest.skipUnless(qsopt_lp.available(), "esolver is not installed (scripts/setup --peers: qsopt-ex)")
    def test_a_levels_file_no_point_holds_exactly_is_judged_by_its_own_residuals(self):
        # 3x == 1 and x <= the double below 1/3: no exact point. The answer x = that double,
        # 2^-54 off the equation, is at the lexicographic optimum of the program its residuals
        # state; x = 0.3 misses the equation by 0.1 of its terms: off, whatever the optimum.
        text = "csys 1\nc required 3*x == 1\nc required x <= 0.3333333333333333\nc weak@250 x == 5\nc weak@1 x == 0\n"
        self.module.ARGS = SimpleNamespace(kind="levels", variables=(20, 60), exact=True, solver="ours")
        for printed, status in (("x 0.3333333333333333\n", "ok"), ("x 0.3\n", "off>1e-3")):
            run = SimpleNamespace(returncode=0, stdout=printed, stderr="")
            with mock.patch.object(self.module, "replay", return_value=run):
                row, _ = self.module.check_levels(1, text)
            self.assertEqual(row["status"], status, row["message"])
        self.assertIn("required constraints are off", row["message"])   # 0.3 misses 3x == 1 by 0.1
        run = SimpleNamespace(returncode=0, stdout="x 0.3333333333333333\n", stderr="")
        with mock.patch.object(self.module, "replay", return_value=run):
            row, _ = self.module.check_levels(1, text)
        self.assertEqual(row.get("arbiter"), True)
        self.assertIn("no feasible point in exact arithmetic", row["message"])

    def test_an_answer_off_every_reference_but_its_own_programs_is_at_the_optimum(self):
        # HiGHS reads 6000 where the answer costs 6005 and no exact optimum exists: the
        # program relaxed by the answer's own residuals decides, by its exact optimum.
        run = SimpleNamespace(returncode=0, stdout="x 10\n", stderr="")
        self.module.ARGS = SimpleNamespace(kind="spread", variables=(20, 60), exact=True)

        def exact(relaxed_optimum):
            return lambda system: ((Fraction(relaxed_optimum), {"x": Fraction(10)})
                                   if isinstance(system, backward.Relaxed) else exact_lp.INFEASIBLE)
        with mock.patch.object(self.module.generate, "system", return_value=self.SMALL), \
                mock.patch.object(self.module, "replay", return_value=run), \
                mock.patch.object(csys_lp.System, "optimum", self.highs_reading(6000.0)):
            with mock.patch.object(self.module.ARBITER, "solve", side_effect=exact(6005)):
                row, _ = self.module.check(1)
            self.assertEqual((row["status"], row.get("arbiter"), float(row["backward_gap"])), ("ok", True, 0.0))
            self.assertIn("relaxed by its own residuals", row["message"])
            # 2e-6 of the scale (HiGHS's optimum, 6000) above its own program's optimum: off
            # by that.
            with mock.patch.object(self.module.ARBITER, "solve", side_effect=exact(6005 - 6000 * 2e-6)):
                row, _ = self.module.check(1)
            self.assertEqual(row["status"], "off>1e-6")
            self.assertAlmostEqual(float(row["backward_gap"]), 2e-6, delta=1e-12)
            # No exact optimum of its own program either: HiGHS's reference stands.
            with mock.patch.object(self.module.ARBITER, "solve", return_value=exact_lp.INFEASIBLE):
                row, _ = self.module.check(1)
            self.assertEqual((row["status"], row["backward_gap"]), ("off>1e-6", ""))

    def test_the_large_kind_is_mixed_at_80_to_200_variables(self):
        variables = self.module.variables_of
        self.assertEqual(variables("large", None), (80, 200))
        self.assertEqual(variables("mixed", None), (20, 60))
        self.assertEqual(variables("large", (150, 300)), (150, 300))

    def test_a_run_outside_the_kinds_variables_is_a_summary_row_of_its_own(self):
        import csv
        import tempfile
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "lp-check.csv")
            for variables, ok in (((20, 60), 10), ((60, 150), 9), ((60, 150), 8)):
                self.module.ARGS = SimpleNamespace(solver="ours", unverified=False, kind="mixed", seed=0, count=10,
                                                   variables=variables, commit="aaaaaaa", exact=True)
                self.module.write_summary(path, {"ok": ok, "off>1e-9": 10 - ok}, 0)
            with open(path, newline="") as f:
                rows = list(csv.DictReader(f))
        # The default range leaves the column empty; a second run at 60-150 replaces the first.
        self.assertEqual([(r["variables"], r["ok"]) for r in rows], [("", "10"), ("60-150", "8")])


class LargeBuildsTests(unittest.TestCase):
    """scripts/large-builds (no .py suffix) loaded as a module: what it reads of a replay."""

    @classmethod
    def setUpClass(cls):
        cls.module = load_script("large-builds")

    def test_the_build_time_in_each_unit_the_replay_prints(self):
        seconds = self.module.build_seconds
        self.assertEqual(seconds("build: 1.59 s\nresize: 6 steps, median 14.9 µs\n"), 1.59)
        self.assertAlmostEqual(seconds("build: 871 ms\n"), 0.871)
        self.assertAlmostEqual(seconds("build: 94.3 µs\n"), 94.3e-6)
        self.assertIsNone(seconds("resize: 6 steps, median 14.9 µs\n"))
        self.assertEqual(self.module.rebuilds("build: 1 s\nrebuilds: 10 (tableau rebuilt from the constraints)\n"), 10)
        self.assertEqual(self.module.rebuilds("build: 1 s\n"), 0)

    def test_seeds_are_a_range_first_to_last(self):
        self.assertEqual(self.module.seed_range("3-5"), range(3, 6))
        for bad in ("5-3", "7", "a-b"):
            with self.assertRaises(Exception):
                self.module.seed_range(bad)


if __name__ == "__main__":
    unittest.main()
