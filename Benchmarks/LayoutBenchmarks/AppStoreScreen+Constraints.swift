import Layout

/// The App Store screen as a constraint-based tree: from stacks, and from constraints on
/// every item.
extension AppStoreScreen {
    /// Stacks: a vertical stack of sections; a section is a vertical stack (margins 20) of
    /// rows; a grid row is a horizontal stack filling equally, its height a fraction of the
    /// root's width; the strip is a horizontal stack of cards, as wide as they make it.
    static func stacks(n: Int) throws -> (LayoutEngine, [View]) {
        let engine = LayoutEngine(width: widths[0], height: height)
        let root = engine.root
        let page = StackView(name: "page", axis: .vertical)
        root.addSubview(page)
        try page.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        var items: [View] = []
        let counts = counts(n)
        for section in 0..<4 {
            let stack = StackView(name: "s\(section)", axis: section == 3 ? .horizontal : .vertical,
                                  spacing: section == 3 ? cardSpacing + 2 * itemInset : 2 * itemInset)
            stack.layoutMargins = .all(inset + itemInset)
            stack.isLayoutMarginsRelativeArrangement = true
            stack.alignment = section == 3 ? .leading : .fill
            if section == 3 {
                // The strip is as wide as its cards: a box holds it at the page's width.
                let box = View(name: "strip")
                page.addArrangedSubview(box)
                box.addSubview(stack)
                try stack.snp.makeConstraints { $0.top.left.bottom.equalToSuperview() }
            } else {
                page.addArrangedSubview(stack)
            }
            let k = columns(section)
            var i = 0
            while i < counts[section] {
                if section == 0 || section == 3 {
                    let size = section == 0 ? Size(width: View.noIntrinsicMetric, height: rowHeight - 2 * itemInset)
                                            : Size(width: card.width - 2 * itemInset, height: card.height - 2 * itemInset)
                    let v = View(name: "i\(section).\(i)", intrinsicSize: size)
                    stack.addArrangedSubview(v)
                    items.append(v)
                    i += 1
                    continue
                }
                let row = StackView(name: "r\(section).\(i)", axis: .horizontal, spacing: 2 * itemInset)
                row.distribution = .fillEqually
                stack.addArrangedSubview(row)
                try row.snp.makeConstraints {
                    $0.height.equalTo(root.snp.width).multipliedBy(gridRowFraction).offset(-gridRowFraction * 2 * inset - 2 * itemInset)
                }
                for c in 0..<k {
                    let v = View(name: "i\(section).\(i + c)")
                    row.addArrangedSubview(v)
                    // A partial last row keeps its columns: the missing items stay as empty spacers.
                    if i + c < counts[section] { items.append(v) }
                }
                i += k
            }
        }
        return (engine, items)
    }

    /// Plain constraints: every item pinned to its neighbours and the root, as the
    /// compositional layout would place it.
    static func constraints(n: Int) throws -> (LayoutEngine, [View]) {
        let engine = LayoutEngine(width: widths[0], height: height)
        let root = engine.root
        var items: [View] = []
        let counts = counts(n)
        var above: View? = nil // the last row's first item of the previous section
        let gap = 2 * itemInset, edge = inset + itemInset
        for section in 0..<4 {
            let k = columns(section)
            var rowStart: View? = nil
            for i in 0..<counts[section] {
                let v = View(name: "i\(section).\(i)")
                root.addSubview(v)
                let column = i % k
                let previousRowStart = rowStart
                let left = column == 0 ? nil : items.last
                let isFirstRow = i < k
                try v.snp.makeConstraints { make in
                    if section == 3 {
                        make.width.equalTo(card.width - gap)
                        make.height.equalTo(card.height - gap)
                        if let last = i == 0 ? nil : items.last { make.left.equalTo(last.snp.right).offset(cardSpacing + gap) } else { make.left.equalToSuperview().offset(edge) }
                        if i == 0 { make.top.equalTo(above?.snp.bottom ?? root.snp.top).offset(above == nil ? edge : 2 * edge) } else { make.top.equalTo(items[items.count - 1]) }
                        return
                    }
                    if section == 0 { make.height.equalTo(rowHeight - gap) } else {
                        make.height.equalTo(root.snp.width).multipliedBy(gridRowFraction).offset(-gridRowFraction * 2 * inset - gap)
                    }
                    // Width: the section's content width shared among the columns.
                    make.width.equalTo(root).multipliedBy(1 / Double(k)).offset(-2 * inset / Double(k) - gap)
                    if let left { make.left.equalTo(left.snp.right).offset(gap); make.top.equalTo(left) } else {
                        make.left.equalToSuperview().offset(edge)
                        if isFirstRow {
                            make.top.equalTo(above?.snp.bottom ?? root.snp.top).offset(above == nil ? edge : 2 * edge)
                        } else if let previousRowStart {
                            make.top.equalTo(previousRowStart.snp.bottom).offset(gap)
                        }
                    }
                }
                if column == 0 { rowStart = v }
                items.append(v)
            }
            if let rowStart { above = rowStart }
        }
        return (engine, items)
    }

    /// A pass of a constraint-based screen with every frame read back.
    static func layOut(_ engine: LayoutEngine, _ items: [View]) throws -> Double {
        try engine.layoutIfNeeded()
        var sum = 0.0
        for v in items { sum += v.absoluteFrame.maxY }
        return sum
    }
}
