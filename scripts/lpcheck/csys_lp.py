"""A csys file read into the linear program it states, solved by scipy's HiGHS.

The program is Kiwi's: required constraints are hard; every other constraint (and every
edit variable, held at its last suggestion) costs its weight times its violation. The
weights are Kiwi's strengths (weak 1, medium 1e3, strong 1e6, times the file's factor),
which is what `layout-bench replay` solves on a csys file.
"""
import re
from fractions import Fraction

import numpy as np
from scipy.optimize import linprog

WEIGHTS = {"weak": 1.0, "medium": 1e3, "strong": 1e6}
# HiGHS's tolerances for the optimum an answer is held to (its defaults are 1e-7).
TIGHT = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}
TERM = re.compile(r"^(?:(-?[0-9.eE+-]+)\*)?([A-Za-z_][A-Za-z0-9_.]*)$")


class CsysError(ValueError):
    pass


def strength(token):
    """Kiwi's weight for a strength token (its exact level, `@LEVEL`, aside); None for required."""
    if token == "required":
        return None
    name, _, factor = token.split("@", 1)[0].partition("*")
    if name not in WEIGHTS:
        raise CsysError(f"bad strength {token!r}")
    return WEIGHTS[name] * (float(factor) if factor else 1.0)


def level(token):
    """The exact priority level of a strength token (`weak*2@250`: 250); 0 without one."""
    _, at, value = token.partition("@")
    if not at:
        return 0.0
    if token.startswith("required") or not float(value) > 0:
        raise CsysError(f"bad strength {token!r}")
    return float(value)


def expression(tokens):
    """Terms joined by + and -: returns ({variable: coefficient}, constant)."""
    coefficients, constant, sign = {}, 0.0, 1.0
    for i, token in enumerate(tokens):
        if i % 2 == 1:
            if token not in "+-":
                raise CsysError(f"expected + or -, got {token!r}")
            sign = 1.0 if token == "+" else -1.0
            continue
        match = TERM.match(token)
        if match:
            factor = float(match.group(1)) if match.group(1) is not None else 1.0
            if token.startswith("-") and match.group(1) is None:
                factor = -1.0
            name = match.group(2)
            coefficients[name] = coefficients.get(name, 0.0) + sign * factor
        else:
            constant += sign * float(token)
    return coefficients, constant


def parse_constraint(text):
    """`LHS OP RHS` as (coefficients of LHS - RHS, constant of LHS - RHS, op)."""
    tokens = text.split()
    for op in ("==", "<=", ">="):
        if op in tokens:
            k = tokens.index(op)
            left, left_constant = expression(tokens[:k])
            right, right_constant = expression(tokens[k + 1:])
            for name, c in right.items():
                left[name] = left.get(name, 0.0) - c
            return left, left_constant - right_constant, op
    raise CsysError(f"no relation in {text!r}")


def statements(text):
    """Each statement of a csys file as (line number, kind, the rest of the line), parsed:
    `c` gives (strength token, coefficients, constant, op), `e` (strength token, name),
    `s` (name, value), `d`/`a` the constraint's index from 0; `u` and `x` are passed over."""
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line or line == "csys 1":
            continue
        kind, _, rest = line.partition(" ")
        if kind == "c":
            token, _, body = rest.partition(" ")
            yield number, kind, (token, *parse_constraint(body))
        elif kind == "e":
            yield number, kind, tuple(rest.split())
        elif kind == "s":
            name, value = rest.split()
            yield number, kind, (name, float(value))
        elif kind in ("d", "a"):
            yield number, kind, int(rest) - 1
        elif kind not in ("u", "x"):
            raise CsysError(f"line {number}: unknown statement {kind!r}")


class System:
    """The constraints in force after the last statement of a csys file. Their exact levels
    (`STRENGTH@LEVEL`) are kept beside them; the weighted LP (`optimum`) reads the weights alone,
    as a peer does, and scripts/lpcheck/levels.py solves the levels one by one."""

    def __init__(self, text):
        self.constraints = []   # (weight or None, coefficients, constant, op)
        self.levels = []        # each constraint's exact level (0: none)
        self.active = []        # whether each c statement's constraint is in the solver
        self.edits = {}         # variable -> (weight, suggested value)
        self.edit_levels = {}   # variable -> its edit's exact level
        self.variables = set()
        self.tolerance = None   # which of HiGHS's tolerances answered optimum(): "tight", "default"
        for _, kind, item in statements(text):
            if kind == "c":
                token, coefficients, constant, op = item
                self.variables.update(coefficients)
                self.constraints.append((strength(token), coefficients, constant, op))
                self.levels.append(level(token))
                self.active.append(True)
            elif kind == "e":
                token, name = item
                self.edits[name] = (strength(token), 0.0)
                self.edit_levels[name] = level(token)
                self.variables.add(name)
            elif kind == "s":
                name, value = item
                self.edits[name] = (self.edits[name][0], value)
            else:
                self.active[item] = kind == "a"

    def terms(self):
        """Every constraint in force, edits as strength-weighted equalities."""
        for _, *term in self.leveled_terms():
            yield tuple(term)

    def leveled_terms(self):
        """`terms()`, each with its exact level first."""
        for (weight, coefficients, constant, op), at, on in zip(self.constraints, self.levels, self.active):
            if on:
                yield at, weight, coefficients, constant, op
        for name, (weight, value) in sorted(self.edits.items()):
            yield self.edit_levels[name], weight, {name: 1.0}, -value, "=="

    def soft_levels(self):
        """The exact levels of the soft terms in force, highest first (0, Kiwi's weighted
        scale, last)."""
        return sorted({at for at, weight, *_ in self.leveled_terms() if weight is not None}, reverse=True)

    def evaluate(self, values):
        """(objective, largest required violation relative to its terms' scale) at values.

        In exact arithmetic on the doubles given: a float sum of terms as large as 1e8 rounds by
        more than the gap the objective is checked to (lp-check's wide seed 6911: 8 727 000.729
        summed in floats, .722 exactly, the exact optimum .718), so rounding here would count
        the checker's own error against the answer."""
        by_level, worst = self.evaluate_levels(values)
        return float(sum(by_level.values(), Fraction(0))), worst

    def evaluate_levels(self, values):
        """({level: its weighted error, a Fraction}, largest required violation as in
        `evaluate`) at values."""
        by_level, worst = {}, Fraction(0)
        for at, weight, coefficients, constant, op in self.leveled_terms():
            parts = [Fraction(c) * Fraction(values.get(v, 0.0)) for v, c in coefficients.items()]
            parts.append(Fraction(constant))
            residual = sum(parts)
            violation = {"==": abs(residual), "<=": max(residual, 0), ">=": max(-residual, 0)}[op]
            if weight is None:
                scale = max(1, max(abs(p) for p in parts))
                worst = max(worst, violation / scale)
            else:
                by_level[at] = by_level.get(at, Fraction(0)) + Fraction(weight) * violation
        return by_level, float(worst)

    def optimum(self):
        """The LP's optimal objective, or None when HiGHS finds no optimum at its tight
        tolerances nor at its own (`self.tolerance` says which answered)."""
        names = sorted(self.variables)
        index = {name: i for i, name in enumerate(names)}
        cost = [0.0] * len(names)
        bounds = [(None, None)] * len(names)
        upper, equal = [], []   # rows as ({column: coefficient}, right-hand side)

        def error(weight):
            cost.append(weight)
            bounds.append((0, None))
            return len(cost) - 1

        for weight, coefficients, constant, op in self.terms():
            r = {}
            for name, c in coefficients.items():
                r[index[name]] = r.get(index[name], 0.0) + c
            if weight is not None:   # lhs - rhs == plus - minus, one-sided for inequalities
                if op in ("==", "<="):
                    r[error(weight)] = -1.0
                if op in ("==", ">="):
                    r[error(weight)] = 1.0
            if op == "==":
                equal.append((r, -constant))
            elif op == "<=":
                upper.append((r, -constant))
            else:
                upper.append(({k: -c for k, c in r.items()}, constant))

        def dense(rows):
            if not rows:
                return None, None
            matrix = np.zeros((len(rows), len(cost)))
            for i, (r, _) in enumerate(rows):
                for k, c in r.items():
                    matrix[i, k] = c
            return matrix, np.array([b for _, b in rows])

        a_ub, b_ub = dense(upper)
        a_eq, b_eq = dense(equal)
        # Tight tolerances first. On about one file in 120 of lp-check's mixed kind HiGHS stops
        # there with status 4 (numerical difficulties); at its own tolerances (1e-7) it answers,
        # and its simplex and interior-point methods agree on that optimum to every digit. A
        # looser optimum can only be lower than the true one, so it can only make an answer look
        # off, never hide one that is.
        for options in (TIGHT, {}):
            result = linprog(np.array(cost), A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds,
                             method="highs", options=options)
            if result.status == 0:
                self.tolerance = "tight" if options else "default"
                self.solution = {name: float(result.x[i]) for i, name in enumerate(names)}
                return float(result.fun)
        return None
