// Definitions: rows whose basic is a variable, kept as they were written instead of being
// expanded over the parametric symbols (see ``Tableau``). Three rules keep them sound:
// - a definition mentions only variables whose definitions are older (lower rank), so they
//   never form a cycle and can be evaluated in order;
// - the simplex sees only core rows: a core row built from constraints expands every
//   definition it mentions (`expandVariables`), and cancellation keeps it short;
// - when a variable that definitions mention gets a definition of its own, they take its
//   row in (as the dictionary would), restoring the order of ranks.

extension Tableau {
    /// `row += c · definition(symbol)` in place of its cell `c·symbol`.
    mutating func expand(_ symbol: SymbolID, in row: RowID) {
        let p = matrix.position(of: symbol, in: row)
        guard p >= 0 else { return }
        let c = matrix.cells[row, p].coefficient
        matrix.removeCell(row: row, at: p)
        add(row: matrix.basicRow[symbol], times: c, to: row)
    }

    /// Expands the defined variable of the row with the newest definition; false when the
    /// row has none. Newest first, so that what a chain of definitions shares cancels before
    /// it is expanded (`f.y − c.y` through a card's stack of labels never reaches the card
    /// above).
    mutating func expandNewest(in row: RowID) -> Bool {
        var newest = noSymbol
        var newestRank = -Double.infinity
        for i in 0..<matrix.cells.count(row) {
            let symbol = matrix.cells[row, i].symbol
            guard matrix.isDefined(symbol) else { continue }
            let rank = matrix.rank(of: symbol)
            if rank > newestRank {
                newest = symbol
                newestRank = rank
            }
        }
        if newest == noSymbol { return false }
        expand(newest, in: row)
        return true
    }

    /// Replaces every basic restricted symbol of a row being built by its core row.
    mutating func substituteRestrictedBasics(in row: RowID) {
        var i = matrix.cells.count(row) - 1
        while i >= 0 {
            if i < matrix.cells.count(row) {
                let symbol = matrix.cells[row, i].symbol
                let basic = matrix.basicRow[symbol]
                if basic != noRow && !matrix.rows[basic].isDefinition {
                    let c = matrix.cells[row, i].coefficient
                    matrix.removeCell(row: row, at: i)
                    add(row: basic, times: c, to: row)
                    // The walk goes on below i: a core row brings no basic symbol, and the
                    // merge moves only cells already seen or cells it brought (looking again
                    // from the end, as before, made a row spanning a chain Θ(n²) to build).
                    i = min(i, matrix.cells.count(row))
                }
            }
            i -= 1
        }
    }

    /// Before solving `row` for the variable `subject`: expands each defined variable of the
    /// row whose definition leads (through older definitions) to one that mentions
    /// `subject` — kept, it would make the definitions circular. Returns whether it expanded
    /// anything (the row changed; the subject may have to be chosen again).
    mutating func breakCycles(in row: RowID, subject: SymbolID) -> Bool {
        let references = subject.references
        guard !matrix.lists.isEmpty(references) else { return false }
        // Every definition that mentions the subject has at least this rank, and ranks fall
        // along a chain of definitions: a walk can stop below it.
        var lowest = Double.infinity
        for k in 0..<matrix.lists.count(references) { lowest = min(lowest, matrix.rows[matrix.lists[references, k].row].rank) }
        // Definitions other than the row do not change here: one that a walk cleared stays
        // clear for the whole call, so each is walked at most once.
        walks.cycle.removeAll()
        var changed = false
        var i = 0
        while i < matrix.cells.count(row) {
            let symbol = matrix.cells[row, i].symbol
            if matrix.isDefined(symbol) && matrix.rank(of: symbol) >= lowest
                && reaches(symbol, subject, above: lowest) {
                expand(symbol, in: row)
                changed = true
                i = 0
                continue
            }
            i += 1
        }
        return changed
    }

    /// Whether the definition of `start` mentions `target`, directly or through definitions
    /// of rank at least `lowest`. Within one `breakCycles` call the answers are remembered:
    /// a walk that fails clears every definition it saw, and one that succeeds marks the
    /// path it took, so a chain is walked once, not once per link.
    private mutating func reaches(_ start: SymbolID, _ target: SymbolID, above lowest: Double) -> Bool {
        if walks.cycle.isCleared(start) { return false }
        if walks.cycle.isReaching(start) { return true }
        walks.marks.removeAllVisited()
        walks.stack.removeAll(keepingCapacity: true)
        walks.walked.removeAll(keepingCapacity: true)
        walks.stack.append(start)
        walks.cycle[parent: start] = noSymbol
        walks.marks.visit(start)
        while !walks.stack.isEmpty {
            // Read and shrink by hand: `popLast()` on an array of `SymbolID` is not inlined.
            let symbol = walks.stack[walks.stack.count - 1]
            walks.stack.removeLast()
            walks.walked.append(symbol)
            let r = matrix.basicRow[symbol]
            for i in 0..<matrix.cells.count(r) {
                let next = matrix.cells[r, i].symbol
                if next == target || walks.cycle.isReaching(next) {
                    var node = symbol
                    while node != noSymbol {
                        walks.cycle.markReaching(node)
                        node = walks.cycle[parent: node]
                    }
                    return true
                }
                guard matrix.isDefined(next), !walks.marks.isVisited(next), !walks.cycle.isCleared(next),
                      matrix.rank(of: next) >= lowest else { continue }
                walks.marks.visit(next)
                walks.cycle[parent: next] = symbol
                walks.stack.append(next)
            }
        }
        for symbol in walks.walked { walks.cycle.markCleared(symbol) }
        return false
    }

    /// Makes a built row the definition of the variable `subject` (which it mentions and
    /// which has no row yet).
    ///
    /// Its rank goes above the variables it mentions and below the definitions that mention
    /// its variable, when there is room between them — at the variable's former rank when
    /// that still fits: then nothing else changes, and removing and adding back a link of a
    /// chain costs O(1) in whichever order the links come back. Otherwise the definitions in
    /// the way trade ranks (`reorder`), and failing that it becomes the newest, and the
    /// definitions that mention the variable take its row in (as a dictionary would),
    /// expanding whatever would break the order of ranks.
    mutating func define(_ row: RowID, subject: SymbolID) {
        solve(row: row, for: subject)
        matrix.setKind(of: row, definition: true)
        placeDefinition(row, subject: subject)
    }

    /// Gives a row just solved for `subject` its rank among the definitions (see `define`).
    mutating func placeDefinition(_ row: RowID, subject: SymbolID) {
        var below = 0.0
        for i in 0..<matrix.cells.count(row) where matrix.isDefined(matrix.cells[row, i].symbol) {
            below = max(below, matrix.rank(of: matrix.cells[row, i].symbol))
        }
        let references = subject.references
        var above = Double.infinity
        for k in 0..<matrix.lists.count(references) { above = min(above, matrix.rows[matrix.lists[references, k].row].rank) }
        let hint = ranks.hint(of: subject)
        if hint > below && hint < above {
            matrix.rows[row].rank = hint
            return
        }
        if above == .infinity {
            matrix.rows[row].rank = ranks.takeNewest(atLeast: below + 1)
            return
        }
        let middle = ranks.split(below, above)
        if middle > below && middle < above {
            matrix.rows[row].rank = middle
            return
        }
        if reorder(toPlace: row, subject: subject, above: below, below: above) { return }
        matrix.rows[row].rank = ranks.takeNewest()
        var targets: [RowID] = []
        swap(&targets, &walks.targets)
        targets.removeAll(keepingCapacity: true)
        matrix.substitute(references, with: row, into: &targets)
        work.rowsVisited += targets.count
        for target in targets {
            recordAbsorption(of: row, by: target)
            restoreRankOrder(in: target)
            markDirty(matrix.rows[target].basic)
        }
        swap(&targets, &walks.targets)
    }

    /// Makes room for a new definition whose variables are not all older than the definitions
    /// that mention its subject (the order of ranks runs the wrong way between `low`, the
    /// lowest rank of those readers, and `high`, the highest of what it mentions): the
    /// definitions reachable forward from the readers with a rank up to `high`, and backward
    /// from what it mentions with a rank from `low`, trade their ranks so that the second
    /// group comes first, and the new definition takes a rank between the two (Pearce and
    /// Kelly's dynamic topological order). Nothing is expanded, so no row grows; only the
    /// definitions inside the window move. False when there is no room between two ranks.
    private mutating func reorder(toPlace row: RowID, subject: SymbolID, above high: Double, below low: Double) -> Bool {
        // Forward (marked reached): readers of the subject, and their readers ranked at most
        // `high`.
        walks.marks.removeAllReached()
        walks.marks.removeAllVisited()
        let subjectReaders = subject.references
        withDefinitionWalk { walk, walked, _ in
            walked.removeAll(keepingCapacity: true)
            for j in 0..<walk.lists.count(subjectReaders) {
                walk.markReached(walk.rows[walk.lists[subjectReaders, j].row].basic, in: &walked)
            }
            walk.reachReaders(of: &walked, from: 0) { walk.rows[walk.basis[$0].row].rank <= high }
        }
        let forwardCount = walks.walked.count
        // Backward (marked visited): what the new definition mentions, and what that mentions,
        // ranked at least `low` (a definition in both groups would be a cycle, which
        // `breakCycles` rules out; should one show, leave it to expansion).
        func visitBackward(_ symbol: SymbolID) -> Bool {
            guard matrix.isDefined(symbol), matrix.rank(of: symbol) >= low,
                  !walks.marks.isVisited(symbol) else { return true }
            if walks.marks.isReached(symbol) { return false }
            walks.marks.visit(symbol)
            walks.walked.append(symbol)
            return true
        }
        for i in 0..<matrix.cells.count(row) where !visitBackward(matrix.cells[row, i].symbol) { return false }
        var k = forwardCount
        while k < walks.walked.count {
            let r = matrix.basicRow[walks.walked[k]]
            k += 1
            for i in 0..<matrix.cells.count(r) where !visitBackward(matrix.cells[r, i].symbol) { return false }
        }
        // The window's ranks, reused in the new order: backward group first, then forward.
        var forward = Array(walks.walked[..<forwardCount]), backward = Array(walks.walked[forwardCount...])
        forward.sort { matrix.rank(of: $0) < matrix.rank(of: $1) }
        backward.sort { matrix.rank(of: $0) < matrix.rank(of: $1) }
        var pool = (forward + backward).map { matrix.rank(of: $0) }
        pool.sort()
        // Reusing the ranks needs them all different (two unrelated definitions may share one).
        for i in pool.indices.dropFirst() where pool[i] == pool[i - 1] { return false }
        for (i, symbol) in (backward + forward).enumerated() { matrix.rows[matrix.basicRow[symbol]].rank = pool[i] }
        // The new definition goes between the two groups (or next to the one that is empty).
        let lower = backward.isEmpty ? high : pool[backward.count - 1]
        let upper = forward.isEmpty ? low : pool[backward.count]
        let lowerBound = backward.isEmpty ? -Double.infinity : lower
        let upperBound = forward.isEmpty ? Double.infinity : upper
        let placed: Double
        switch (lowerBound.isFinite, upperBound.isFinite) {
        case (true, true): placed = ranks.split(lowerBound, upperBound)
        case (true, false): placed = lowerBound + 1
        case (false, true): placed = upperBound - 1
        case (false, false): return false
        }
        guard placed > lowerBound && placed < upperBound else { return false }
        // Still above everything it mentions and below everything that mentions it?
        for i in 0..<matrix.cells.count(row) where matrix.isDefined(matrix.cells[row, i].symbol) {
            if matrix.rank(of: matrix.cells[row, i].symbol) >= placed { return false }
        }
        for j in 0..<matrix.lists.count(subjectReaders) where matrix.rows[matrix.lists[subjectReaders, j].row].rank <= placed { return false }
        matrix.rows[row].rank = placed
        ranks.noteTaken(placed)  // the next newest stays above every rank
        return true
    }

    /// Expands, in a definition, every variable whose definition is not older than it.
    private mutating func restoreRankOrder(in row: RowID) {
        let rank = matrix.rows[row].rank
        var i = 0
        while i < matrix.cells.count(row) {
            let symbol = matrix.cells[row, i].symbol
            if matrix.isDefined(symbol) && matrix.rank(of: symbol) >= rank {
                expand(symbol, in: row)
                i = 0
                continue
            }
            i += 1
        }
    }
}
