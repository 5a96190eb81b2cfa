"""A System's LP solved in rational arithmetic by GLPK (`glpsol --exact`), the arbiter where an
answer and HiGHS's floating-point optimum disagree.

HiGHS holds constraints to its tolerances, and at weights of 10^6 beside coefficients of
1e-3 and 1e3 a violation of 3e-12 of a constraint's terms is worth 0.4% of the objective:
lp-check spread seed 232 read 7 823 294 666.57 from HiGHS, where the exact optimum is
7 853 674 458.26. The exact simplex reads the same doubles (written with repr, read back
exactly) and is slow, so it is asked only about the files HiGHS would count off. It is not
ulp-exact on every input (it calls `x == 0.333…3`, `3x == 1` feasible), so it overrules
HiGHS where it agrees with the answer to lp-check's tolerance, not on its own."""

import os
import shutil
import subprocess
import tempfile


def available():
    return shutil.which("glpsol") is not None


def cplex_lp(system):
    """The System's LP in CPLEX LP format: its variables free, one error column per side a
    soft constraint can miss by, weighted in the objective (as csys_lp.System.optimum)."""
    names = sorted(system.variables)
    column = {name: f"x{i}" for i, name in enumerate(names)}
    objective, rows, errors = [], [], 0
    for weight, coefficients, constant, op in system.terms():
        terms = [(c, column[name]) for name, c in coefficients.items()]
        if weight is not None:  # lhs - rhs == plus - minus, one-sided for inequalities
            for sign, side in ((-1.0, ("==", "<=")), (1.0, ("==", ">="))):
                if op in side:
                    errors += 1
                    terms.append((sign, f"e{errors}"))
                    objective.append((weight, f"e{errors}"))
        rows.append((terms, {"==": "=", "<=": "<=", ">=": ">="}[op], -constant))

    def linear(terms):
        return " ".join(f"{'+' if c >= 0 else '-'} {abs(c)!r} {v}" for c, v in terms) or "0 x0"

    lines = ["Minimize", " obj: " + (linear(objective) if objective else "0 x0"), "Subject To"]
    for i, (terms, sense, rhs) in enumerate(rows):
        lines.append(f" r{i}: {linear(terms)} {sense} {rhs!r}")
    lines.append("Bounds")
    lines += [f" {column[name]} free" for name in names]  # error columns default to >= 0
    lines.append("End")
    return "\n".join(lines) + "\n"


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


def optimum(system, timeout=300):
    """The exact optimal objective, INFEASIBLE, or None (no glpsol, no optimum, or out of
    time)."""
    if not available():
        return None
    with tempfile.TemporaryDirectory() as scratch:
        lp, solution = os.path.join(scratch, "system.lp"), os.path.join(scratch, "system.sol")
        with open(lp, "w") as f:
            f.write(cplex_lp(system))
        try:
            run = subprocess.run(["glpsol", "--lp", lp, "--exact", "-w", solution], capture_output=True,
                                 text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        if run.returncode != 0 or not os.path.exists(solution):
            return None
        with open(solution) as f:
            return parse_solution(f.read())
