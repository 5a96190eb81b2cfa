"""The values Kiwi (kiwisolver) reaches on a csys file's final state, for lp-check --kiwi.

Replays the file's statements in order (build, suggestions, churn) on one kiwisolver Solver;
returns {variable: value}, or raises the solver's exception.
"""
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

    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or line == "csys 1":
            continue
        kind, _, rest = line.partition(" ")
        if kind == "c":
            token, _, body = rest.partition(" ")
            coefficients, constant, op = csys_lp.parse_constraint(body)
            expr = kiwi.Expression(tuple(kiwi.Term(var(v), c) for v, c in coefficients.items()), constant)
            constraint = kiwi.Constraint(expr, op, kiwi_strength(token))
            constraints.append(constraint)
            solver.addConstraint(constraint)
        elif kind == "e":
            token, name = rest.split()
            solver.addEditVariable(var(name), kiwi_strength(token))
        elif kind == "s":
            name, value = rest.split()
            solver.suggestValue(var(name), float(value))
        elif kind == "d":
            solver.removeConstraint(constraints[int(rest) - 1])
        elif kind == "a":
            solver.addConstraint(constraints[int(rest) - 1])
    solver.updateVariables()
    return {name: v.value() for name, v in variables.items()}
