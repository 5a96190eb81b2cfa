import Layout

extension ScreenWorkloads {
    /// The frame of view i, in the root's coordinates, at root width `w`: the unique optimum
    /// of docs/workloads.md's lines (every real-screen family is built so that it is unique:
    /// whoever stretches or shrinks has the lowest priority of its group, strictly); in a tie
    /// family, NaN where the optimum is not unique.
    public static func frame(of i: Int, _ workload: Workload, n: Int, rootWidth w: Double) -> Rect {
        let group = max(1, workload.groupSize)
        let g = i / group, role = i % group
        switch workload {
        case .feed:
            // y: 8 + Σ_{k<i} (IH_k + 8), IH cycling with period 5 (sum 140).
            let full = Double(i / 5), rem = Double(i % 5)
            let above = 140 * full + 20 * rem + 2 * rem * (rem - 1)
            return Rect(x: 16, y: 8 + 8 * Double(i) + above, width: w - 32, height: ScreenContent.feedHeight(i))
        case .cards:
            let cardY = 12 + Double(g) * 144
            if role == 0 { return Rect(x: 16, y: cardY, width: w - 32, height: 132) }
            let body = ScreenContent.cardBodyHeight(g)
            let extra = 132 - (78 + body)
            // Stretching goes to the lowest hugging (title on every third card, else the body);
            // shrinking to the lowest compression resistance (the body).
            let titleH = extra > 0 && g % 3 == 0 ? 22 + extra : 22
            let bodyH = extra > 0 && g % 3 == 0 ? body : body + extra
            let heights = [titleH, bodyH, 16.0]
            var y = cardY + 12
            for k in 1..<role { y += heights[k - 1] + 8 }
            return Rect(x: 28, y: y, width: w - 56, height: heights[role - 1])
        case .form:
            let labelW = ScreenContent.formLabelWidth(g)
            let fieldY = 16 + 46 * Double(g)
            if role == 0 { return Rect(x: 16, y: fieldY + 7, width: labelW, height: 20) }
            let fieldX = max(136, 24 + labelW)
            return Rect(x: fieldX, y: fieldY, width: w - 16 - fieldX, height: 34)
        case .cells:
            // Cell heights cycle with period 5: 64, 64, 78, 94, 110 (sum 410).
            let heights: [Double] = (0..<5).map { max(64, 48 + ScreenContent.cellSubtitleHeight($0)) }
            var cellY = Double(g / 5) * 410
            for k in 0..<(g % 5) { cellY += heights[k] }
            switch role {
            case 0: return Rect(x: 0, y: cellY, width: w, height: heights[g % 5])
            case 1: return Rect(x: 16, y: cellY + 12, width: 40, height: 40)
            case 2: return Rect(x: 68, y: cellY + 12, width: w - 84, height: 20)
            default: return Rect(x: 68, y: cellY + 36, width: w - 84, height: ScreenContent.cellSubtitleHeight(g))
            }
        case .toolbar:
            let y = 8 + 52 * Double(g)
            switch role {
            case 0: return Rect(x: 16, y: y, width: 44, height: 44)
            case 1: return Rect(x: 68, y: y + 11, width: w - 220, height: 22)
            case 2: return Rect(x: w - 144, y: y, width: 60, height: 44)
            default: return Rect(x: w - 76, y: y, width: 60, height: 44)
            }
        case .priorities:
            let widths = chipWidths(row: g, rootWidth: w)
            var x = 16.0
            for j in 0..<role { x += widths[j] + 8 }
            return Rect(x: x, y: 8 + 40 * Double(g), width: widths[role], height: 32)
        case .pinned, .squeeze, .tiles, .chips:
            return TieWorkloads.frame(of: i, workload, n: n, rootWidth: w)
        case .siblings, .chain, .nested, .grid, .redundant, .minimal:
            return Rect(x: 0, y: 0, width: workload.expectedWidth(ofView: i, n: n, rootWidth: w), height: 0)
        }
    }

    /// A chip row's widths: when the chips do not fit, the lowest compression resistance gives
    /// way first, down to the 24-point minimum, then the next; when there is room, the lowest
    /// hugging takes all of it (Auto Layout's order, and the LP optimum of the weighted lines).
    static func chipWidths(row r: Int, rootWidth w: Double) -> [Double] {
        var widths = (0..<4).map { ScreenContent.chipWidth(r, $0) }
        let room = w - 32 - 24
        var excess = widths.reduce(0, +) - room
        if excess > 0 {
            for j in (0..<4).sorted(by: { ScreenContent.chipCompression(r, $0) < ScreenContent.chipCompression(r, $1) }) {
                let give = min(excess, widths[j] - 24)
                widths[j] -= give
                excess -= give
            }
        } else if excess < 0 {
            let j = (0..<4).min(by: { ScreenContent.chipHugging(r, $0) < ScreenContent.chipHugging(r, $1) }) ?? 0
            widths[j] -= excess
        }
        return widths
    }
}
