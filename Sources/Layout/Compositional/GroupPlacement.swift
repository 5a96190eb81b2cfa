/// Which container dimensions a resolved length came from: a section that read neither the
/// width nor the height of its container is still valid after that dimension changes.
struct ContainerDependencies: OptionSet, Hashable {
    let rawValue: UInt8
    static let width = ContainerDependencies(rawValue: 1)
    static let height = ContainerDependencies(rawValue: 2)
}

/// A length and the container dimensions it was derived from.
struct Extent {
    var value: Double
    var dependencies: ContainerDependencies
}

/// The space a child's fractions are relative to.
struct ResolvedBox {
    var width: Extent
    var height: Extent

    func resolve(_ d: CollectionLayoutDimension) -> Extent {
        switch d {
        case let .fractionalWidth(f): return Extent(value: f * width.value, dependencies: width.dependencies)
        case let .fractionalHeight(f): return Extent(value: f * height.value, dependencies: height.dependencies)
        case let .absolute(v), let .estimated(v): return Extent(value: v, dependencies: [])
        }
    }

    func inset(by i: DirectionalEdgeInsets) -> ResolvedBox {
        ResolvedBox(width: Extent(value: Swift.max(0, width.value - i.leading - i.trailing), dependencies: width.dependencies),
                    height: Extent(value: Swift.max(0, height.value - i.top - i.bottom), dependencies: height.dependencies))
    }
}

/// Measures the item at an index: given the size the layout proposes (its estimate in the
/// estimated dimensions), returns the size it wants (its intrinsic size).
public typealias CollectionItemMeasure = (ItemIndex, Size) -> Size

/// Measures a header, footer or badge whose size is estimated: given its element kind, its
/// index (item 0 of its section for a header or footer, its item's for a badge) and its
/// proposed size (the estimate in estimated dimensions), returns the size it wants.
public typealias CollectionSupplementaryMeasure = (String, ItemIndex, Size) -> Size

/// Lays out groups: appends one frame per item, in item order, relative to where the caller
/// puts the group. Items are taken from `next` up to `limit` (a template takes as many as
/// the group holds).
struct GroupPlacement {
    var frames: [Rect] = []
    var next: Int
    let limit: Int
    let section: Int
    let measure: CollectionItemMeasure?
    /// The container dimensions anything laid out so far depended on.
    var dependencies: ContainerDependencies = []
    /// The placed items that have supplementary items (badges): the index of the frame and
    /// the item that made it.
    var badgeSources: [(frame: Int, item: CollectionLayoutItem)] = []

    private static let epsilon = 1e-9

    /// Lays out `item` at `origin` in a parent of `parent`'s size, `forcedMain` overriding its
    /// size along `axis` (a `count` group's share). Returns the space it takes.
    mutating func place(_ item: CollectionLayoutItem, in parent: ResolvedBox, at origin: Point,
                        forcedMain: Double? = nil, axis: GroupAxis = .horizontal) -> Size {
        var box = ResolvedBox(width: parent.resolve(item.layoutSize.widthDimension),
                              height: parent.resolve(item.layoutSize.heightDimension))
        if let forcedMain {
            let forced = Extent(value: forcedMain, dependencies: axis == .horizontal ? parent.width.dependencies : parent.height.dependencies)
            if axis == .horizontal { box.width = forced } else { box.height = forced }
        }
        dependencies.formUnion(box.width.dependencies)
        dependencies.formUnion(box.height.dependencies)
        guard let group = item.group else { return placeLeaf(item, box: box, at: origin, forcedMain: forcedMain, axis: axis) }
        let inner = box.inset(by: item.contentInsets)
        let innerOrigin = Point(x: origin.x + item.contentInsets.leading, y: origin.y + item.contentInsets.top)
        let used: Size
        switch group.kind {
        case .horizontal: used = placeLinear(group, inner: inner, at: innerOrigin, axis: .horizontal)
        case .vertical: used = placeLinear(group, inner: inner, at: innerOrigin, axis: .vertical)
        case let .custom(provider): used = placeCustom(provider, inner: inner, at: innerOrigin)
        }
        // An estimated dimension settles on what the group's items took.
        let insets = item.contentInsets
        let forcedWidth = forcedMain != nil && axis == .horizontal, forcedHeight = forcedMain != nil && axis == .vertical
        let width = item.layoutSize.widthDimension.isEstimated && !forcedWidth
            ? used.width + insets.leading + insets.trailing : box.width.value
        let height = item.layoutSize.heightDimension.isEstimated && !forcedHeight
            ? used.height + insets.top + insets.bottom : box.height.value
        return Size(width: width, height: height)
    }

    private mutating func placeLeaf(_ item: CollectionLayoutItem, box: ResolvedBox, at origin: Point,
                                    forcedMain: Double?, axis: GroupAxis) -> Size {
        var size = Size(width: box.width.value, height: box.height.value)
        if item.layoutSize.hasEstimate, let measure {
            let measured = measure(ItemIndex(section: section, item: next), size)
            if item.layoutSize.widthDimension.isEstimated, !(forcedMain != nil && axis == .horizontal) { size.width = measured.width }
            if item.layoutSize.heightDimension.isEstimated, !(forcedMain != nil && axis == .vertical) { size.height = measured.height }
            // What was measured depends on the width it was proposed.
            dependencies.formUnion(box.width.dependencies)
        }
        // UIKit ignores content insets along an axis whose dimension is estimated: the cell
        // sizes itself there, so its measured size is its frame.
        var i = item.contentInsets
        if item.layoutSize.widthDimension.isEstimated { i.leading = 0; i.trailing = 0 }
        if item.layoutSize.heightDimension.isEstimated { i.top = 0; i.bottom = 0 }
        if !item.supplementaryItems.isEmpty { badgeSources.append((frames.count, item)) }
        frames.append(Rect(x: origin.x + i.leading, y: origin.y + i.top,
                           width: Swift.max(0, size.width - i.leading - i.trailing),
                           height: Swift.max(0, size.height - i.top - i.bottom)))
        next += 1
        return size
    }

    /// The size `item` will take along `axis` before it is placed (its estimate for an
    /// estimated group; the measured size of an estimated leaf).
    private func mainLength(of item: CollectionLayoutItem, in inner: ResolvedBox, axis: GroupAxis) -> Double {
        let d = axis == .horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        let value = inner.resolve(d).value
        guard d.isEstimated, item.group == nil, let measure else { return value }
        let proposal = Size(width: inner.resolve(item.layoutSize.widthDimension).value,
                            height: inner.resolve(item.layoutSize.heightDimension).value)
        let measured = measure(ItemIndex(section: section, item: next), proposal)
        return axis == .horizontal ? measured.width : measured.height
    }

    private mutating func placeLinear(_ group: CollectionLayoutGroup, inner: ResolvedBox, at origin: Point, axis: GroupAxis) -> Size {
        var run = LinearRun(axis: axis, origin: origin, available: axis.main(inner), spacing: group.interItemSpacing.value)
        if let count = group.count, let sub = group.subitems.first, !group.repeatsSubitem {
            let share = Swift.max(0, (run.available.value - run.spacing * Double(count - 1)) / Double(count))
            dependencies.formUnion(run.available.dependencies)
            for k in 0..<count where next < limit {
                let size = place(sub, in: inner, at: run.position(Double(k) * (share + run.spacing)), forcedMain: share, axis: axis)
                run.offset = Double(k) * (share + run.spacing) + share
                run.cross = Swift.max(run.cross, axis.cross(size))
            }
            return axis.size(main: run.offset, cross: run.cross)
        }
        if let count = group.count, let sub = group.subitems.first {
            // `repeatingSubitem:`: each copy at its own size, with no check that it fits
            // (UIKit leaves that to the caller).
            for _ in 0..<count where next < limit { append(sub, in: inner, to: &run) }
        } else {
            placeWhileFitting(group.subitems, in: inner, run: &run)
        }
        shareFlexibleEdges(run: &run)
        shareFlexibleSpacing(group.interItemSpacing, run: &run)
        return axis.size(main: run.offset, cross: run.cross)
    }

    /// Places the subitems in order, again and again, while the next one fits.
    private mutating func placeWhileFitting(_ subitems: [CollectionLayoutItem], in inner: ResolvedBox, run: inout LinearRun) {
        repeating: while next < limit {
            var progressed = false
            for sub in subitems {
                guard next < limit else { break repeating }
                let gap = run.placed == 0 ? 0 : run.spacing
                let edges = sub.edgeSpacing?.along(run.axis)
                let length = mainLength(of: sub, in: inner, axis: run.axis) + (edges?.before?.value ?? 0) + (edges?.after?.value ?? 0)
                // An item wider than the whole group still takes a group of its own.
                let available = run.available.value
                if run.placed > 0, run.offset + gap + length > available + GroupPlacement.epsilon * Swift.max(1, available) {
                    dependencies.formUnion(run.available.dependencies)
                    break repeating
                }
                if append(sub, in: inner, to: &run) > 0 { progressed = true }
            }
            if !progressed { break }
        }
    }

    /// Places `sub` after what the run holds; returns its length along the axis.
    @discardableResult
    private mutating func append(_ sub: CollectionLayoutItem, in inner: ResolvedBox, to run: inout LinearRun) -> Double {
        let along = sub.edgeSpacing?.along(run.axis), across = sub.edgeSpacing?.across(run.axis)
        let gap = (run.placed == 0 ? 0 : run.spacing) + (along?.before?.value ?? 0)
        let start = frames.count
        run.starts.append(start)
        var at = run.position(run.offset + gap)
        if run.axis == .horizontal { at.y += across?.before?.value ?? 0 } else { at.x += across?.before?.value ?? 0 }
        let size = place(sub, in: inner, at: at, axis: run.axis)
        run.offset += gap + run.axis.main(size) + (along?.after?.value ?? 0)
        var crossExtent = (across?.before?.value ?? 0) + run.axis.cross(size) + (across?.after?.value ?? 0)
        if let across { crossExtent += alignAcross(frames: start..<frames.count, edges: across, extent: crossExtent, in: inner, axis: run.axis) }
        run.cross = Swift.max(run.cross, crossExtent)
        run.flexibleEdges.append((along?.before?.isFlexible ?? false, along?.after?.isFlexible ?? false))
        run.placed += 1
        return run.axis.main(size)
    }

    /// Flexible spacing: the space left over is shared among the gaps.
    private mutating func shareFlexibleSpacing(_ spacing: CollectionLayoutSpacing, run: inout LinearRun) {
        guard case .flexible = spacing, run.placed > 1 else { return }
        let extra = Swift.max(0, run.available.value - run.offset) / Double(run.placed - 1)
        dependencies.formUnion(run.available.dependencies)
        guard extra > 0 else { return }
        for (k, start) in run.starts.enumerated() where k > 0 {
            let end = k + 1 < run.starts.count ? run.starts[k + 1] : frames.count
            let shift = extra * Double(k)
            for f in start..<end {
                if run.axis == .horizontal { frames[f].origin.x += shift } else { frames[f].origin.y += shift }
            }
        }
        run.offset += extra * Double(run.placed - 1)
    }

    private mutating func placeCustom(_ provider: CustomGroupItemProvider, inner: ResolvedBox, at origin: Point) -> Size {
        dependencies.formUnion(inner.width.dependencies)
        dependencies.formUnion(inner.height.dependencies)
        var extent = Size.zero
        for r in provider.provide(CustomGroupEnvironment(containerSize: Size(width: inner.width.value, height: inner.height.value))) {
            guard next < limit else { break }
            frames.append(Rect(x: origin.x + r.minX, y: origin.y + r.minY, width: r.width, height: r.height))
            extent = Size(width: Swift.max(extent.width, r.maxX), height: Swift.max(extent.height, r.maxY))
            next += 1
        }
        return extent
    }
}

/// A linear group being filled: where the next subitem goes and what was placed so far.
struct LinearRun {
    let axis: GroupAxis
    let origin: Point
    let available: Extent
    let spacing: Double
    var offset = 0.0, cross = 0.0, placed = 0
    /// The first frame of each placed subitem (a nested group has several).
    var starts: [Int] = []
    /// Whether each placed subitem's edge before and after it along the axis is flexible.
    var flexibleEdges: [(before: Bool, after: Bool)] = []

    init(axis: GroupAxis, origin: Point, available: Extent, spacing: Double) {
        (self.axis, self.origin, self.available, self.spacing) = (axis, origin, available, spacing)
    }

    func position(_ at: Double) -> Point {
        axis == .horizontal ? Point(x: origin.x + at, y: origin.y) : Point(x: origin.x, y: origin.y + at)
    }
}

/// The axis a group lays its items along.
enum GroupAxis {
    case horizontal, vertical

    func main(_ box: ResolvedBox) -> Extent { self == .horizontal ? box.width : box.height }
    func main(_ size: Size) -> Double { self == .horizontal ? size.width : size.height }
    func cross(_ size: Size) -> Double { self == .horizontal ? size.height : size.width }
    func size(main: Double, cross: Double) -> Size {
        self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
