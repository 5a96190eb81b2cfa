"""A System's LP solved exactly by QSopt_ex (`esolver`, Debian's qsopt-ex), and its answer
checked here in rationals: the exact arbiter lp-check asks first.

QSopt_ex solves in doubles, then proves the basis it ends at in rational arithmetic, raising
the precision until a rational solve of that basis is optimal or a Farkas proof of
infeasibility holds. glpsol's exact simplex, the older arbiter, left cases undecided: on
spread 5053 the basis it ended at was not optimal in rationals, where QSopt_ex's is (the
solver's answer, 0.58% above HiGHS's reported optimum, is the exact one).

The LP is `exact_lp.program`'s, written with every coefficient as the exact decimal expansion
of its double, so that the rational LP is the one the doubles state (a repr such as 0.1 would
be read as 1/10). An optimum is not taken on trust: the solution file's point and row prices
are checked here (every row held and every error column at least 0; every price of the sign
its row's sense allows; every reduced cost zero on a free column and at least 0 on an error
column; the two objectives equal). Infeasibility is QSopt_ex's own exact verdict: its
solution file carries no Farkas ray to check."""

import shutil
from decimal import Decimal
from fractions import Fraction

import exact_lp

INFEASIBLE = exact_lp.INFEASIBLE
UNVERIFIED = exact_lp.UNVERIFIED


def available():
    return shutil.which("esolver") is not None


def exact_decimal(value):
    """The double's exact value in decimal digits (finite: a double is a dyadic rational)."""
    return format(Decimal(float(value)), "f")


def parse_solution(text):
    """(status, values {name: Fraction}, prices {row: Fraction}) of an `esolver -O` file: its
    status line, then sections VARS, REDUCED COST, PI and SLACK of `name = p/q` lines, each
    listing only the nonzero entries."""
    status, sections, current = None, {}, None
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("status = "):
            status = stripped.split("=", 1)[1].strip()
        elif stripped.endswith(":") and "=" not in stripped:
            current = sections.setdefault(stripped[:-1], {})
        elif current is not None and " = " in stripped:
            name, value = stripped.split(" = ", 1)
            current[name.strip()] = Fraction(value.strip())
    return status, sections.get("VARS", {}), sections.get("PI", {})


def certify(lp, values, prices):
    """The objective (a Fraction) when `values` and `prices` prove each other optimal for the
    rational LP (`exact_lp.rational_lp`'s, rows named r0, r1, … in order), else None."""
    checked = certified(lp, values, prices)
    return checked[0] if checked else None


def certified(lp, values, prices):
    """(the objective, each column's reduced cost) when `values` and `prices` prove each other
    optimal (`certify`), else None."""
    for column, value in values.items():
        if column in lp.lower_bounded and value < 0:
            return None
    dual_objective = Fraction(0)
    reduced = dict(lp.costs)
    for i, (terms, op, rhs) in enumerate(lp.rows):
        activity = sum(a * values.get(c, 0) for c, a in terms.items())
        if (op == "<=" and activity > rhs) or (op == ">=" and activity < rhs) or (op == "=" and activity != rhs):
            return None
        y = prices.get(f"r{i}", Fraction(0))
        # Minimizing: a row held from below prices at least 0, one held from above at most 0.
        if (op == ">=" and y < 0) or (op == "<=" and y > 0):
            return None
        dual_objective += y * rhs
        for c, a in terms.items():
            reduced[c] = reduced.get(c, Fraction(0)) - y * a
    for column in lp.columns:
        r = reduced.get(column, Fraction(0))
        if (column in lp.lower_bounded and r < 0) or (column not in lp.lower_bounded and r != 0):
            return None
    primal_objective = sum(w * values.get(c, 0) for c, w in lp.costs.items())
    return (primal_objective, reduced) if primal_objective == dual_objective else None


def solve(system, timeout=300):
    """(the exact optimal objective, its vertex as {variable: Fraction}), INFEASIBLE, UNVERIFIED
    (an optimum claimed that does not check here), or None (no esolver, no verdict, out of
    time)."""
    solved = solve_program(system, timeout)
    return solved[:2] if isinstance(solved, tuple) else solved


def solve_program(system, timeout=300, level=None, face=None):
    """`solve` of one level's program (`exact_lp.program`'s `level` and `face`), with what proves
    it optimal: (objective, vertex, row prices {row number: Fraction}, reduced costs {column:
    Fraction}), or INFEASIBLE, UNVERIFIED or None."""
    if not available():
        return None
    text = exact_lp.run_on_lp(exact_lp.cplex_lp(system, number=exact_decimal, level=level, face=face),
                              lambda lp, solution: ["esolver", "-L", "-O", solution, lp], timeout)
    if text is None:
        return None
    status, values, prices = parse_solution(text)
    if status == "INFEASIBLE":
        return INFEASIBLE
    if status != "OPTIMAL":
        return None
    lp = exact_lp.rational_lp(system, level, face)
    checked = certified(lp, values, prices)
    if checked is None:
        return UNVERIFIED
    objective, reduced = checked
    vertex = {name: values.get(column, Fraction(0)) for name, column in lp.variables.items()}
    row_prices = {i: prices.get(f"r{i}", Fraction(0)) for i in range(len(lp.rows))}
    return objective, vertex, row_prices, reduced
