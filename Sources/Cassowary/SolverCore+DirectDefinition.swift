// Most constraints of a layout build are required equalities with a new variable in them
// (`v.x == root.x + 8`): `insert` makes each the definition of that variable at once. Going
// the general way, it builds the row over the column index, solves it for the variable
// (taking its cell out again), scales every cell and moves every cell's entry from the
// symbols' columns to their reference lists. Here the row is written once, solved and scaled,
// with its cells in the order the general way leaves them: the tableau comes out the same,
// cell for cell, rank for rank, and only the work differs.

extension SolverCore {
    /// Rows of more terms take the general way (repeated variables are looked for pair by pair).
    static let directTermLimit = 8

    /// Makes a required equality the definition of the variable `insert` would solve it for
    /// first, when that is decided before any row work: the one it was solved for before, or
    /// else the first free variable within ``subjectThreshold`` of the largest coefficient,
    /// and no definition mentions it (so no cycle can form and none must take the row in).
    /// Returns false, having changed nothing, when the general way must decide.
    mutating func defineDirectly(_ slot: Slot) -> Bool {
        guard records[slot].isRequiredEquality, let terms = records[slot].constraint?.expression.terms,
              !terms.isEmpty, terms.count <= SolverCore.directTermLimit else { return false }
        // Every term a cell of its own, as `buildRow` would make them.
        var largest = 0.0
        for i in 0..<terms.count {
            if nearZero(terms[i].coefficient) { return false }
            largest = max(largest, abs(terms[i].coefficient))
            for j in 0..<i where terms[j].variable.id == terms[i].variable.id { return false }
        }
        let previous = previousSubject(of: slot)
        var position = -1
        if previous != noSymbol {
            // `insert` takes the former subject when the row mentions it; read by a definition,
            // it would have cycles to break.
            for i in 0..<terms.count where variables[terms[i].variable.id].symbol == previous { position = i }
            if tableau.matrix.referenceCount(previous) != 0 { return false }
        } else {
            // `chooseVariable`'s scan: the first free variable above the threshold with no
            // readers is its answer.
            tableau.work.cellsScanned += terms.count
            let threshold = largest * SolverCore.subjectThreshold
            for i in 0..<terms.count {
                let symbol = variables[terms[i].variable.id].symbol
                if tableau.matrix.basicRow[symbol] == noRow && abs(terms[i].coefficient) >= threshold
                    && tableau.matrix.referenceCount(symbol) == 0 {
                    position = i
                    break
                }
            }
        }
        guard position >= 0 else { return false }
        let subject = variables[terms[position].variable.id].symbol
        let valuesAreCurrent = tableau.valuesAreCurrentForNewDefinition()

        // `solve(row:for:)`: the subject's cell leaves by swap-removal and the rest is scaled.
        let factor = -1 / terms[position].coefficient
        // Sized to its cells: a definition is kept as written and seldom grows. One of a
        // constant (`v.h == 44`, a label's intrinsic height) allocates nothing.
        let row = tableau.matrix.newRow(owner: slot, constant: records[slot].constant,
                                        capacity: terms.count - 1)
        tableau.matrix.constants[row] *= factor
        tableau.matrix.setKind(of: row, definition: true)
        let last = terms.count - 1
        for i in 0..<last {
            let term = terms[i == position ? last : i]
            tableau.matrix.addCell(row: row, symbol: variables[term.variable.id].symbol,
                                   coefficient: term.coefficient * factor)
        }
        // The row held every term before its subject left.
        tableau.matrix.largestRow = max(tableau.matrix.largestRow, terms.count)
        if valuesAreCurrent {
            tableau.matrix.setBasic(row, subject)
        } else {
            tableau.setBasic(row, subject)  // marked dirty, for the next refresh to value
        }
        tableau.placeDefinition(row, subject: subject)
        if valuesAreCurrent { tableau.valueNewDefinition(row, subject: subject) }
        records[slot].marker = noSymbol
        records[slot].other = noSymbol
        records[slot].row = row
        records[slot].constraint?.lastSubject = tableau.symbols[subject].variable
        return true
    }
}
