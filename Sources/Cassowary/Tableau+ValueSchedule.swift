// Reorders a compiled value order so that more of its steps read the step just before them.
//
// A walk evaluates the definitions a change reaches in the order it meets them: in a grid,
// a cell's position, then a size, then the next position, which reads the position two steps
// back. A replay that forwards (``ValueStep``) takes a step's second operand from a register
// only when the step before defined it, so such an order forwards nothing, and each position
// waits for its input's store and load. Any order that puts each step after the definitions
// it reads gives the same values bit for bit (a step reads its operands, never the order), so
// the compiled steps may be listed again for the replay.

extension ValueOrder {
    /// Lists the steps again, each still after the steps whose definitions it reads: after
    /// each step, a step that reads it as its second operand and has every other operand
    /// defined already, when there is one; otherwise the first step of the old order not yet
    /// listed, which is ready since the old order puts every step after its operands. The
    /// operands beyond the first two move with their steps. The new order is kept only when
    /// more of its steps read the one before (``forwardedCount(_:)``); whether it was.
    /// Its buffers are kept for the next compilation: a drag's orders allocate nothing here
    /// after the first.
    /// - Complexity: O(steps + operands). `definer` is a per-symbol scratch of `none`s (the
    ///   matrix's), left so again.
    mutating func scheduleForForwarding(definer: inout IDArray<SymbolID, Int32>) -> Bool {
        let n = steps.count
        guard n > 2 else { return false }
        var steps: [ValueStep] = [], operands: [ValueOperand] = [], scratch: [Int32] = []
        swap(&steps, &self.steps)
        swap(&operands, &self.operands)
        swap(&scratch, &scheduleScratch)
        defer {
            swap(&steps, &self.steps)
            swap(&operands, &self.operands)
            swap(&scratch, &scheduleScratch)
        }
        for k in 0..<n { definer[steps[k].symbol] = Int32(k) }
        defer { for step in steps { definer[step.symbol] = none } }
        // Five lists of n: where each step's extra operands start; per step the first of the
        // steps reading it second, and each step's next such reader (in the old order);
        // whether a step is listed; the new order.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(none, count: 5 * n))
        let listsAgain: Bool = scratch.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return false }
            let head = start + n, next = head + n, listed = next + n, order = listed + n
            var offset: Int32 = 0
            for k in 0..<n {
                start[k] = offset
                offset += steps[k].extra
                listed[k] = 0
            }
            for r in stride(from: n - 1, through: 0, by: -1) {
                let d = Int(definer[steps[r].secondSymbol])
                if d >= 0 && d != r {
                    next[r] = head[d]
                    head[d] = Int32(r)
                }
            }
            func isDefined(_ symbol: SymbolID, for r: Int) -> Bool {
                let d = Int(definer[symbol])
                return d < 0 || d == r || listed[d] != 0
            }
            func isReady(_ r: Int) -> Bool {
                let step = steps[r]
                guard isDefined(step.firstSymbol, for: r) && isDefined(step.secondSymbol, for: r) else { return false }
                let from = Int(start[r])
                for i in from..<(from + Int(step.extra)) where !isDefined(operands[i].symbol, for: r) { return false }
                return true
            }
            var first = 0, last = -1
            for out in 0..<n {
                var pick = -1
                if last >= 0 {
                    var r = Int(head[last])
                    while r >= 0 {
                        if listed[r] == 0 && isReady(r) { pick = r; break }
                        r = Int(next[r])
                    }
                }
                if pick < 0 {
                    while listed[first] != 0 { first += 1 }
                    pick = first
                }
                listed[pick] = 1
                order[out] = Int32(pick)
                last = pick
            }
            var forwarded = 0
            for i in 1..<n where steps[Int(order[i])].secondSymbol == steps[Int(order[i - 1])].symbol { forwarded += 1 }
            return forwarded > ValueOrder.forwardedCount(steps)
        }
        guard listsAgain else { return false }
        spareSteps.removeAll(keepingCapacity: true)
        spareOperands.removeAll(keepingCapacity: true)
        for i in 0..<n {
            let k = scratch[4 * n + i]
            let step = steps[Int(k)]
            spareSteps.append(step)
            let from = Int(scratch[Int(k)])
            spareOperands.append(contentsOf: operands[from..<(from + Int(step.extra))])
        }
        swap(&steps, &spareSteps)
        swap(&operands, &spareOperands)
        return true
    }

    /// How many steps have as their second operand the definition of the step just before.
    static func forwardedCount(_ steps: [ValueStep]) -> Int {
        var count = 0
        for k in steps.indices.dropFirst() where steps[k].secondSymbol == steps[k - 1].symbol { count += 1 }
        return count
    }
}
