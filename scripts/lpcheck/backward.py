"""The program an answer's own residuals state: each required constraint relaxed by exactly
what the answer misses it by (in rationals, on the doubles printed), the soft ones and the
edits as they are.

An answer in doubles holds a required row only to its rounding, and where weights of 10⁶
multiply coefficients of 10³ that rounding is worth more of the objective than lp-check's
tolerance: lp-check spread 1795 answers 9.3e-4 *below* the exact optimum with every required
row held to 8e-17 of its terms, and spread 83 has no feasible point in exact arithmetic at all
(its right-hand sides rounded to doubles), so its only reference was HiGHS's, held to HiGHS's
tolerances. Neither gap says how good the answer is. This does: the answer is feasible in the
relaxed program by construction, so its objective is at least that program's exact optimum,
and the difference (`gap`) is how much better a point no further off the required constraints
than the answer could have done. An answer at the relaxed program's optimum is optimal for a
program within its own rounding of the one given (backward stable); one above it is off by
that much, whatever HiGHS read.

Each relaxed right-hand side is a double (the exact LPs read doubles), rounded outward, so the
answer stays feasible and the relaxation exceeds its residual by at most an ulp."""

import math
from fractions import Fraction

import csys_lp


def outward(value, up):
    """The double nearest `value` (a Fraction) on the side `up` says."""
    f = float(value)
    if up and Fraction(f) < value:
        f = math.nextafter(f, math.inf)
    elif not up and Fraction(f) > value:
        f = math.nextafter(f, -math.inf)
    return f


class Relaxed(csys_lp.System):
    """A System's terms with each required constraint relaxed by the answer's residual (an
    equality the answer misses becomes the two inequalities that bound it): what exact_lp and
    qsopt_lp read of a System (`variables`, `leveled_terms()`), its soft terms as they were."""

    def __init__(self, system, values):  # noqa: super's reads a file; this one is made of another System
        self.variables = system.variables
        self.rows = []
        for at, weight, coefficients, constant, op in system.leveled_terms():
            if weight is not None:
                self.rows.append((at, weight, coefficients, constant, op))
                continue
            residual = sum((Fraction(c) * Fraction(values.get(v, 0.0)) for v, c in coefficients.items()),
                           Fraction(constant))
            # lhs + constant <= 0 holds at the answer with constant − residual (rounded down);
            # lhs + constant >= 0 with constant − residual rounded up.
            below = outward(Fraction(constant) - residual, up=False) if residual > 0 else constant
            above = outward(Fraction(constant) - residual, up=True) if residual < 0 else constant
            if op == "<=":
                self.rows.append((at, None, coefficients, below, "<="))
            elif op == ">=":
                self.rows.append((at, None, coefficients, above, ">="))
            elif residual == 0:
                self.rows.append((at, None, coefficients, constant, "=="))
            else:
                self.rows.append((at, None, coefficients, below, "<="))
                self.rows.append((at, None, coefficients, above, ">="))

    def leveled_terms(self):
        return iter(self.rows)


def gap(system, values, objective, scale, solve):
    """How far `objective` (the answer's, at `values`) is above the exact optimum of the
    program relaxed by the answer's own residuals, relative to `scale`; None when `solve` (an
    exact LP's: (optimum, vertex) or a verdict) gives no optimum."""
    solved = solve(Relaxed(system, values))
    if not isinstance(solved, tuple):
        return None
    return float((Fraction(objective) - solved[0]) / Fraction(scale))
