"""The values Kiwi (kiwisolver) reaches on a csys file's final state, for lp-check --solver kiwi.

Replays the file's statements in order (build, suggestions, churn) on one kiwisolver Solver;
returns {variable: value}, or raises the solver's exception. Run as a script on a file, it
prints `NAME VALUE` lines as `layout-bench replay --print` does (exit 1 on an exception; Kiwi
aborts the process on some internal errors).
"""
import sys

import kiwisolver as kiwi

import csys_lp

STRENGTHS = {"weak": kiwi.strength.weak, "medium": kiwi.strength.medium, "strong": kiwi.strength.strong}


def kiwi_strength(token):
    if token == "required":
        return kiwi.strength.required
    name, _, factor = token.partition("*")
    return kiwi.strength.create(*{"strong": (1, 0, 0), "medium": (0, 1, 0), "weak": (0, 0, 1)}[name],
                                float(factor) if factor else 1.0)


def values(text):
    solver = kiwi.Solver()
    variables, constraints = {}, []

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    for _, kind, item in csys_lp.statements(text):
        if kind == "c":
            token, coefficients, constant, op = item
            expr = kiwi.Expression(tuple(kiwi.Term(var(v), c) for v, c in coefficients.items()), constant)
            constraint = kiwi.Constraint(expr, op, kiwi_strength(token))
            constraints.append(constraint)
            solver.addConstraint(constraint)
        elif kind == "e":
            token, name = item
            solver.addEditVariable(var(name), kiwi_strength(token))
        elif kind == "s":
            name, value = item
            solver.suggestValue(var(name), value)
        elif kind == "d":
            solver.removeConstraint(constraints[item])
        else:
            solver.addConstraint(constraints[item])
    solver.updateVariables()
    return {name: v.value() for name, v in variables.items()}


if __name__ == "__main__":
    try:
        found = values(open(sys.argv[1]).read())
    except Exception as error:  # kiwisolver's exceptions have no common base
        print(f"kiwisolver: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(1)
    for name in sorted(found):
        print(f"{name} {found[name]!r}")
