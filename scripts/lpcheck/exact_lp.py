"""A System's LP solved in rational arithmetic by GLPK (`glpsol --exact`), the arbiter where an
answer and HiGHS's floating-point optimum disagree.

HiGHS holds constraints to its tolerances, and at weights of 10^6 beside coefficients of
1e-3 and 1e3 a violation of 3e-12 of a constraint's terms is worth 0.4% of the objective:
lp-check spread seed 232 read 7 823 294 666.57 from HiGHS, where the exact optimum is
7 853 673 625.87. The exact simplex reads the same doubles (written with repr, read back
exactly) and is slow, so it is asked only about the files HiGHS would count off. Its reported
objective is not always its basis's (spread 1842: 1% below it, see `basis_certificate`), so
the basis it ends at is checked in rationals, and only a basis that is optimal there gives
the exact optimum."""

import os
import shutil
import subprocess
import tempfile
from fractions import Fraction

import basis_certificate


def available():
    return shutil.which("glpsol") is not None


def program(system, level=None, face=None):
    """The System's LP: (objective [(weight, error column)], rows [([(coefficient, column)],
    sense, rhs)], variable columns), its variables free, one error column per side a soft
    constraint can miss by (as csys_lp.System.optimum).

    With `level`, the objective is that exact level's errors alone (every soft term keeps its
    error columns). `face`, (error columns held at 0, numbers of rows held tight), narrows the
    program to the optimal face of the levels above (scripts/lpcheck/levels.py): columns and
    rows keep their names, so that one level's prices name the next one's face."""
    zero, tight = face or (frozenset(), frozenset())
    names = sorted(system.variables)
    column = {name: f"x{i}" for i, name in enumerate(names)}
    objective, rows, errors = [], [], 0
    for at, weight, coefficients, constant, op in system.leveled_terms():
        terms = [(c, column[name]) for name, c in coefficients.items()]
        if weight is not None:  # lhs - rhs == plus - minus, one-sided for inequalities
            for sign, side in ((-1.0, ("==", "<=")), (1.0, ("==", ">="))):
                if op in side:
                    errors += 1
                    if f"e{errors}" in zero:
                        continue
                    terms.append((sign, f"e{errors}"))
                    if level is None or at == level:
                        objective.append((weight, f"e{errors}"))
        sense = "=" if len(rows) in tight else {"==": "=", "<=": "<=", ">=": ">="}[op]
        rows.append((terms, sense, -constant))
    return objective, rows, [column[name] for name in names]


def cplex_lp(system, number=repr, level=None, face=None):
    """The System's LP (`program`) in CPLEX LP format, each coefficient written by `number`
    (repr: the shortest text read back as the same double)."""
    objective, rows, variables = program(system, level, face)

    def linear(terms):
        return " ".join(f"{'+' if c >= 0 else '-'} {number(abs(c))} {v}" for c, v in terms) or "0 x0"

    lines = ["Minimize", " obj: " + (linear(objective) if objective else "0 x0"), "Subject To"]
    for i, (terms, sense, rhs) in enumerate(rows):
        lines.append(f" r{i}: {linear(terms)} {sense} {number(rhs)}")
    lines.append("Bounds")
    # Error columns default to >= 0. A variable no constraint in force reads (one that only a
    # removed constraint held) is no column of the text: naming it is an error to QSopt_ex.
    used = {v for terms, _, _ in rows for _, v in terms}
    lines += [f" {v} free" for v in variables if v in used]
    lines.append("End")
    return "\n".join(lines) + "\n"


def rational_lp(system, level=None, face=None):
    """The System's LP (`program`) in rationals, its columns numbered as glpsol numbers the
    CPLEX LP text's: in order of first appearance (the objective's, then the rows')."""
    objective, rows, variables = program(system, level, face)
    order = [v for _, v in objective] if objective else ["x0"]
    seen = set(order)
    for terms, _, _ in rows:
        for _, v in terms:
            if v not in seen:
                seen.add(v)
                order.append(v)
    # A variable no row reads is no column (cplex_lp leaves it out); its value is 0.
    exact_rows = []
    for terms, sense, rhs in rows:
        merged = {}
        for c, v in terms:
            merged[v] = merged.get(v, Fraction(0)) + Fraction(c)
        exact_rows.append(({v: c for v, c in merged.items() if c != 0}, sense, Fraction(rhs)))
    return basis_certificate.LP(order, exact_rows, {v: Fraction(w) for w, v in objective},
                                dict(zip(sorted(system.variables), variables)))


INFEASIBLE = "infeasible"


def parse_solution(text):
    """The objective of glpsol's raw solution (`-w`) when it is optimal, INFEASIBLE when the
    primal has no feasible point, else None. Its line `s bas ROWS COLUMNS PRIMAL DUAL
    OBJECTIVE` says `f f` for a feasible primal and dual, `n` for a primal with none.

    A generated system can be infeasible in exact arithmetic: its constraints are tight at an
    integer point, with coefficients such as 7/3 that no double holds, and for lp-check
    spread 404 glpsol finds no point that holds them all as written. HiGHS answers such a
    file within its tolerances, so its optimum stays the reference there, and the answer's
    gap to it is only as good as those tolerances."""
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 7 and parts[:2] == ["s", "bas"]:
            if parts[4:6] == ["f", "f"]:
                return float(parts[6])
            return INFEASIBLE if parts[4] == "n" else None
    return None


UNVERIFIED = "unverified"


def statuses(text):
    """Per row and per column (numbered from 0), the status a raw solution gives it."""
    rows, columns = [], []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0] in ("i", "j"):
            (rows if parts[0] == "i" else columns).append(parts[2])
    return rows, columns


def run_on_lp(lp_text, command, timeout):
    """The solution file an exact solver writes for the LP text, or None when it fails or runs
    out of time. `command(lp path, solution path)` is its command line; it runs in a scratch
    directory of its own, where it may leave other files."""
    with tempfile.TemporaryDirectory() as scratch:
        lp, solution = os.path.join(scratch, "system.lp"), os.path.join(scratch, "system.sol")
        with open(lp, "w") as f:
            f.write(lp_text)
        try:
            run = subprocess.run(command(lp, solution), capture_output=True, text=True, timeout=timeout, cwd=scratch)
        except subprocess.TimeoutExpired:
            return None
        if run.returncode != 0 or not os.path.exists(solution):
            return None
        with open(solution) as f:
            return f.read()


def solve(system, timeout=300):
    """(the exact optimal objective, its vertex as {variable: Fraction}), or INFEASIBLE,
    UNVERIFIED (glpsol calls a basis optimal that is not, in rational arithmetic:
    `basis_certificate`), or None (no glpsol, no optimum, or out of time)."""
    if not available():
        return None
    text = run_on_lp(cplex_lp(system), lambda lp, solution: ["glpsol", "--lp", lp, "--exact", "-w", solution],
                     timeout)
    if text is None:
        return None
    claimed = parse_solution(text)
    if claimed is None or claimed == INFEASIBLE:
        return claimed
    exact = rational_lp(system)
    rows, columns = statuses(text)
    if len(rows) != len(exact.rows) or len(columns) != len(exact.columns):
        return UNVERIFIED
    certified = basis_certificate.certify(exact, rows, dict(zip(exact.columns, columns)))
    if certified is None:
        return UNVERIFIED
    objective, x = certified
    return objective, {name: x.get(column, Fraction(0)) for name, column in exact.variables.items()}


def optimum(system, timeout=300):
    """The exact optimal objective (`solve`), INFEASIBLE, UNVERIFIED or None."""
    solved = solve(system, timeout)
    return float(solved[0]) if isinstance(solved, tuple) else solved
