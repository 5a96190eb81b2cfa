import Layout

/// The size-class combinations a constraint is installed in, as IB's `<variation>` masks say:
/// one bit per (width, height) class pair, compact or regular.
struct IBSizeClassMask: OptionSet, Hashable {
    let rawValue: UInt8
    static let all = IBSizeClassMask(rawValue: 0b1111)

    /// The bit of one concrete pair.
    static func pair(_ w: UserInterfaceSizeClass, _ h: UserInterfaceSizeClass) -> IBSizeClassMask {
        IBSizeClassMask(rawValue: 1 << ((w == .regular ? 2 : 0) + (h == .regular ? 1 : 0)))
    }

    /// The pairs a variation key names (`default`, `widthClass=compact`,
    /// `heightClass=compact-widthClass=regular`), with how many classes it names (more
    /// specific variations win); nil for a key the reader does not know.
    static func parse(_ key: String) -> (mask: IBSizeClassMask, specificity: Int)? {
        if key == "default" { return (.all, 0) }
        var w: UserInterfaceSizeClass?, h: UserInterfaceSizeClass?
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=")
            guard kv.count == 2 else { return nil }
            let value: UserInterfaceSizeClass
            switch kv[1] {
            case "compact": value = .compact
            case "regular": value = .regular
            default: return nil
            }
            switch kv[0] {
            case "widthClass": w = value
            case "heightClass": h = value
            default: return nil
            }
        }
        var mask: IBSizeClassMask = []
        for wc in [UserInterfaceSizeClass.compact, .regular] where w == nil || w == wc {
            for hc in [UserInterfaceSizeClass.compact, .regular] where h == nil || h == hc { mask.insert(.pair(wc, hc)) }
        }
        return (mask, (w == nil ? 0 : 1) + (h == nil ? 0 : 1))
    }

    /// Trait conditions whose union is exactly this mask (nil: always; empty: never), grouped
    /// by width class, or by height class when that takes fewer.
    var conditions: [TraitCondition]? {
        if self == .all { return nil }
        let classes = [UserInterfaceSizeClass.compact, .regular]
        func grouped(byWidth: Bool) -> [TraitCondition] {
            var out: [TraitCondition] = []
            for a in classes {
                let both = classes.allSatisfy { b in contains(byWidth ? .pair(a, b) : .pair(b, a)) }
                if both {
                    out.append(byWidth ? TraitCondition(horizontalSizeClass: a) : TraitCondition(verticalSizeClass: a))
                    continue
                }
                for b in classes where contains(byWidth ? .pair(a, b) : .pair(b, a)) {
                    out.append(byWidth ? TraitCondition(horizontalSizeClass: a, verticalSizeClass: b)
                                       : TraitCondition(horizontalSizeClass: b, verticalSizeClass: a))
                }
            }
            return out
        }
        let w = grouped(byWidth: true), h = grouped(byWidth: false)
        return h.count < w.count ? h : w
    }
}
