"""Exact priority levels (csys `STRENGTH@LEVEL`) checked against their lexicographic optimum,
solved exactly one level at a time.

The solver minimizes the levels' weighted errors highest first: no amount of a lower level's
error buys any of a higher one's. One weighted LP cannot state that (no finite weight ratio is
right for every system), and a level held to its optimum in doubles lets the levels below trade
against the rounding (a hair of 3e-9 at level 999 bought 3.6e-5 at level 750, a ratio of 1e4,
on a system of lp-check's wide kind). So each level is an LP of its own solved by QSopt_ex
(`qsopt_lp.solve_program`: its point and prices checked optimal here in rationals), over the
optimal face of the levels above it: by complementary slackness, the points of a level's
program that are optimal are exactly those that keep at 0 every error column of positive
reduced cost and hold tight every row of nonzero price (any optimal prices will do). The face
is stated by the program's own data, narrowed (`exact_lp.program`'s `face`), never by a bound
on a level's error: such a row, scaled to the optimum's denominator, carries coefficients of
10¹² and more, and QSopt_ex gave up on one (levels 155, its last level, after 16 s). The last
level's vertex is a lexicographic optimum.

An answer is judged level by level, highest first: its weighted error at each level against
that level's exact optimum, relative to the larger of the optimum, the level's heaviest weight
and 1 (lp-check's scale), within the tolerance and what rounding its terms may cost
(`rounding`). The first level out of tolerance decides: above its optimum, the
answer gave away what a higher priority had; below it, it bought that level with a higher
one's error (the levels above were within tolerance, but not at their optimum)."""

import math

import qsopt_lp

INFEASIBLE = qsopt_lp.INFEASIBLE
UNVERIFIED = qsopt_lp.UNVERIFIED


def optimum(system, timeout=300):
    """([(level, its exact optimum as a Fraction)] highest first, the last level's optimal
    vertex {variable: Fraction}), or what `qsopt_lp.solve_program` answered instead at the
    first level that had no checked optimum (INFEASIBLE, UNVERIFIED or None)."""
    held, vertex, zero, tight = [], {}, set(), set()
    for level in system.soft_levels():
        solved = qsopt_lp.solve_program(system, timeout, level=level, face=(frozenset(zero), frozenset(tight)))
        if not isinstance(solved, tuple):
            return solved
        best, vertex, prices, reduced = solved
        held.append((level, best))
        zero |= {column for column, cost in reduced.items() if column.startswith("e") and cost > 0}
        tight |= {row for row, price in prices.items() if price != 0}
    return held, vertex


def heaviest(system):
    """{level: its heaviest weight}."""
    weights = {}
    for at, weight, *_ in system.leveled_terms():
        if weight is not None:
            weights[at] = max(weights.get(at, 0.0), weight)
    return weights


def rounding(system, values):
    """{level: what rounding alone may cost it at values}: per soft term, its weight times two
    units in the last place of its largest term (a product or the constant). No values in
    doubles can hold a row closer than that when its terms cancel: levels 155 holds
    `10*v22 + 0.25*v19 + 10*v13 >= -26.5` at 1.4e-9 below, with v22 and v13 at ∓1.37e6, where one
    unit in the last place of a term is 1.9e-9 — at a strong weight, 1.4e-9 of its level."""
    allowance = {}
    for at, weight, coefficients, constant, _ in system.leveled_terms():
        if weight is not None:
            largest = max([abs(constant)] + [abs(c * values.get(v, 0.0)) for v, c in coefficients.items()])
            allowance[at] = allowance.get(at, 0.0) + weight * 2 * math.ulp(largest)
    return allowance


def gaps(system, values, held):
    """[(level, the answer's gap to its optimum, what rounding may cost it)] in `held`'s order,
    both relative to the larger of the optimum, the level's heaviest weight and 1, and the
    largest required violation (csys_lp.System.evaluate_levels)."""
    errors, violation = system.evaluate_levels(values)
    weights, allowance = heaviest(system), rounding(system, values)
    out = []
    for level, best in held:
        scale = max(1.0, abs(float(best)), weights[level])
        out.append((level, float(errors.get(level, 0) - best) / scale, allowance.get(level, 0.0) / scale))
    return out, violation


def first_off(level_gaps, tolerance):
    """The first (level, gap) past the tolerance and its rounding, highest level first; None
    when none is."""
    return next(((level, gap) for level, gap, rounded in level_gaps if abs(gap) > tolerance + rounded), None)


def describe(level_gaps):
    """`level 999: +1.2e-12; level 250: 0` — each level's gap, for a row's message."""
    def name(level):
        return "level 0 (weighted)" if level == 0 else f"level {level:.15g}"
    return "; ".join(f"{name(level)}: {gap:+.3g}" if gap else f"{name(level)}: 0" for level, gap, _ in level_gaps)
