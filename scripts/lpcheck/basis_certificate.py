"""An optimal basis checked in rational arithmetic: the arbiter's arbiter.

`glpsol --exact` runs its simplex in rationals but can report an objective its own basis does
not have: on lp-check spread seed 1842 (shrunk to 18 constraints) it read 125 875.9 with its
point off a required equality by 4e-6 (its own KKT report says so), where the basis it names,
solved exactly, costs 126 865.3, HiGHS's optimum and the solver's answer. At duals of 10¹³ a
violation that small is worth 1% of the objective. So the basis glpsol ends at is taken as a
claim and checked here from the LP as the doubles state it: its vertex solved exactly, every
bound held (primal feasible), its duals solved exactly and every reduced cost of the right
sign (dual feasible). Both hold only at an optimum, and then its objective is the exact one.

The LP is the one `exact_lp.cplex_lp` writes: free variable columns, error columns at least 0,
rows `Σ a·x (− e⁺ + e⁻) OP rhs`, minimize Σ weight·e."""
from fractions import Fraction


class LP:
    """The LP in rationals, with glpsol's numbering: columns in order of first appearance."""

    def __init__(self, columns, rows, costs, variables=None):
        self.columns = columns        # names, in glpsol's order
        self.rows = rows              # ({column: Fraction}, op, Fraction rhs)
        self.costs = costs            # {column: Fraction}
        self.variables = variables or {}   # the system's variable: its column
        self.lower_bounded = {c for c in columns if c.startswith("e")}   # errors ≥ 0; the rest free


def solve(equations, unknowns):
    """The unique solution of sparse linear equations [({unknown: Fraction}, Fraction)] over
    `unknowns`, or None when they are singular. Gaussian elimination, each pivot taken from
    the shortest equation holding the unknown (layout rows have a handful of terms)."""
    rows = [(dict(terms), rhs) for terms, rhs in equations]
    pivots = []                    # (unknown, equation index)
    used = set()
    for unknown in sorted(unknowns, key=lambda u: sum(u in t for t, _ in rows)):
        candidates = [i for i, (t, _) in enumerate(rows) if i not in used and t.get(unknown, 0) != 0]
        if not candidates:
            return None
        p = min(candidates, key=lambda i: len(rows[i][0]))
        used.add(p)
        pivots.append((unknown, p))
        terms, rhs = rows[p]
        a = terms[unknown]
        for i, (t, r) in enumerate(rows):
            if i == p or t.get(unknown, 0) == 0:
                continue
            f = t[unknown] / a
            merged = dict(t)
            for k, v in terms.items():
                w = merged.get(k, 0) - f * v
                if w == 0:
                    merged.pop(k, None)
                else:
                    merged[k] = w
            rows[i] = (merged, r - f * rhs)
    if any(i not in used and rhs != 0 for i, (t, rhs) in enumerate(rows) if not t):
        return None                # an equation left over, unmet: inconsistent
    return {unknown: rows[p][1] / rows[p][0][unknown] for unknown, p in pivots}


def certify(lp, row_status, column_status):
    """The exact optimal objective (a Fraction) and vertex ({column: Fraction}, the non-basic
    columns at 0) of the basis glpsol names by its statuses (`b` basic, `l`/`u` at a bound, `s`
    fixed, `f` free and non-basic, per row and column), or None when that basis is not optimal
    in exact arithmetic: singular, off a bound, or with a reduced cost of the wrong sign."""
    basic = [c for c in lp.columns if column_status.get(c) == "b"]
    tight = [i for i, s in enumerate(row_status) if s != "b"]
    if len(basic) != len(tight):
        return None
    basic_set = set(basic)
    # The vertex: non-basic columns at 0 (an error's bound; a free column's rest), every
    # non-basic row at its right-hand side.
    equations = [({c: a for c, a in lp.rows[i][0].items() if c in basic_set}, lp.rows[i][2]) for i in tight]
    x = solve(equations, basic)
    if x is None:
        return None
    if any(x[c] < 0 for c in basic if c in lp.lower_bounded):
        return None
    for terms, op, rhs in lp.rows:
        activity = sum(a * x.get(c, 0) for c, a in terms.items())
        if (op == "<=" and activity > rhs) or (op == ">=" and activity < rhs) or (op == "=" and activity != rhs):
            return None
    # The duals: per tight row y, with Σ_rows y·a = cost at every basic column.
    transposed = {c: {} for c in basic}
    for i in tight:
        for c, a in lp.rows[i][0].items():
            if c in basic_set:
                transposed[c][i] = a
    y = solve([(transposed[c], lp.costs.get(c, Fraction(0))) for c in basic], tight)
    if y is None:
        return None
    for i in tight:   # minimizing: a row at its lower side prices ≥ 0, at its upper side ≤ 0
        op = lp.rows[i][1]
        if (op == ">=" and y[i] < 0) or (op == "<=" and y[i] > 0):
            return None
    for c in lp.columns:
        if c in basic_set:
            continue
        reduced = lp.costs.get(c, Fraction(0)) - sum(y[i] * lp.rows[i][0].get(c, 0) for i in tight)
        if (c in lp.lower_bounded and reduced < 0) or (c not in lp.lower_bounded and reduced != 0):
            return None
    return sum(lp.costs.get(c, Fraction(0)) * x[c] for c in basic), x
