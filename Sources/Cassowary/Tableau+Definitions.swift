// Definitions: rows whose basic is a variable, kept as they were written instead of being
// expanded over the parametric symbols (see ``Tableau``). Three rules keep them sound:
// - a definition mentions only variables whose definitions are older (lower rank), so they
//   never form a cycle and can be evaluated in order;
// - the simplex sees only core rows: a core row built from constraints expands every
//   definition it mentions (`expandVariables`), and cancellation keeps it short;
// - when a variable that definitions mention gets a definition of its own, they take its
//   row in (as the dictionary would), restoring the order of ranks.

extension Tableau {
    /// Whether `symbol` is a variable with a definition.
    @inline(__always) func isDefined(_ symbol: SymbolID) -> Bool {
        let row = basicRow[Int(symbol)]
        return row != none && rows[Int(row)].isDefinition
    }

    /// `row += c · definition(symbol)` in place of its cell `c·symbol`.
    mutating func expand(_ symbol: SymbolID, in row: RowID) {
        let p = position(of: symbol, in: row)
        guard p >= 0 else { return }
        let c = rows[Int(row)].cells[p].coefficient
        removeCell(row: row, at: p)
        add(row: basicRow[Int(symbol)], times: c, to: row)
    }

    /// Expands the defined variable of the row with the newest definition; false when the
    /// row has none. Newest first, so that what a chain of definitions shares cancels before
    /// it is expanded (`f.y − c.y` through a card's stack of labels never reaches the card
    /// above).
    mutating func expandNewest(in row: RowID) -> Bool {
        var newest = none
        var newestRank = -Double.infinity
        let r = Int(row)
        for i in 0..<rows[r].cells.count {
            let symbol = rows[r].cells[i].symbol
            guard isDefined(symbol) else { continue }
            let rank = rows[Int(basicRow[Int(symbol)])].rank
            if rank > newestRank {
                newest = symbol
                newestRank = rank
            }
        }
        if newest == none { return false }
        expand(newest, in: row)
        return true
    }

    /// Replaces every basic restricted symbol of a row being built by its core row.
    mutating func substituteRestrictedBasics(in row: RowID) {
        var i = rows[Int(row)].cells.count - 1
        while i >= 0 {
            if i < rows[Int(row)].cells.count {
                let symbol = rows[Int(row)].cells[i].symbol
                let basic = basicRow[Int(symbol)]
                if basic != none && !rows[Int(basic)].isDefinition {
                    let c = rows[Int(row)].cells[i].coefficient
                    removeCell(row: row, at: i)
                    add(row: basic, times: c, to: row)
                    i = rows[Int(row)].cells.count  // the cells moved: look again from the end
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
        let references = Int(subject) * 2 + 1
        guard !lists[references].isEmpty else { return false }
        // Every definition that mentions the subject has at least this rank, and ranks fall
        // along a chain of definitions: a walk can stop below it.
        var lowest = Double.infinity
        for k in 0..<lists[references].count { lowest = min(lowest, rows[Int(lists[references][k].row)].rank) }
        // Definitions other than the row do not change here: one that a walk cleared stays
        // clear for the whole call, so each is walked at most once.
        clearStamp &+= 1
        var changed = false
        var i = 0
        while i < rows[Int(row)].cells.count {
            let symbol = rows[Int(row)].cells[i].symbol
            if isDefined(symbol) && rows[Int(basicRow[Int(symbol)])].rank >= lowest
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
        if clearedStamp[Int(start)] == clearStamp { return false }
        if reachingStamp[Int(start)] == clearStamp { return true }
        currentStamp &+= 1
        walkStack.removeAll(keepingCapacity: true)
        walked.removeAll(keepingCapacity: true)
        walkStack.append(start)
        walkParent[Int(start)] = none
        visitStamp[Int(start)] = currentStamp
        while let symbol = walkStack.popLast() {
            walked.append(symbol)
            let r = Int(basicRow[Int(symbol)])
            for i in 0..<rows[r].cells.count {
                let next = rows[r].cells[i].symbol
                if next == target || reachingStamp[Int(next)] == clearStamp {
                    var node = symbol
                    while node != none {
                        reachingStamp[Int(node)] = clearStamp
                        node = walkParent[Int(node)]
                    }
                    return true
                }
                guard isDefined(next), visitStamp[Int(next)] != currentStamp, clearedStamp[Int(next)] != clearStamp,
                      rows[Int(basicRow[Int(next)])].rank >= lowest else { continue }
                visitStamp[Int(next)] = currentStamp
                walkParent[Int(next)] = symbol
                walkStack.append(next)
            }
        }
        for symbol in walked { clearedStamp[Int(symbol)] = clearStamp }
        return false
    }

    /// Makes a built row the definition of the variable `subject` (which it mentions and
    /// which has no row yet).
    ///
    /// Its rank goes above the variables it mentions and below the definitions that mention
    /// its variable, when there is room between them: then nothing else changes, and removing
    /// and adding back a link of a chain costs O(1). Otherwise it becomes the newest, and the
    /// definitions that mention the variable take its row in (as a dictionary would),
    /// expanding whatever would break the order of ranks.
    mutating func define(_ row: RowID, subject: SymbolID) {
        solve(row: row, for: subject)
        setKind(of: row, definition: true)
        var below = 0.0
        for i in 0..<rows[Int(row)].cells.count where isDefined(rows[Int(row)].cells[i].symbol) {
            below = max(below, rows[Int(basicRow[Int(rows[Int(row)].cells[i].symbol)])].rank)
        }
        let references = Int(subject) * 2 + 1
        var above = Double.infinity
        for k in 0..<lists[references].count { above = min(above, rows[Int(lists[references][k].row)].rank) }
        if above == .infinity {
            rows[Int(row)].rank = max(nextRank, below + 1)
            nextRank = rows[Int(row)].rank + 1
            return
        }
        let middle = below + (above - below) / 2
        if middle > below && middle < above {
            rows[Int(row)].rank = middle
            return
        }
        rows[Int(row)].rank = nextRank
        nextRank += 1
        while let entry = lists[references].last {
            let target = entry.row
            let c = rows[Int(target)].cells[Int(entry.cellPosition)].coefficient
            counters.rowsVisited += 1
            removeCell(row: target, at: Int(entry.cellPosition))
            add(row: row, times: c, to: target)
            restoreRankOrder(in: target)
            markDirty(rows[Int(target)].basic)
        }
    }

    /// Expands, in a definition, every variable whose definition is not older than it.
    private mutating func restoreRankOrder(in row: RowID) {
        let rank = rows[Int(row)].rank
        var i = 0
        while i < rows[Int(row)].cells.count {
            let symbol = rows[Int(row)].cells[i].symbol
            if isDefined(symbol) && rows[Int(basicRow[Int(symbol)])].rank >= rank {
                expand(symbol, in: row)
                i = 0
                continue
            }
            i += 1
        }
    }
}
