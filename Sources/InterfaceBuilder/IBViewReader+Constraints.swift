import Cassowary
import Layout

extension IBViewReader {
    /// The constraint of a `<constraint>` element held by the view `holder` (its first item
    /// when IB omits it); nil for one the reader cannot make sense of (a finding).
    func constraint(_ node: XMLNode, holder: String) -> IBConstraint? {
        guard node.name == "constraint" else {
            findings.append("unsupported element <\(node.name)> in <constraints> of \(holder): skipped")
            return nil
        }
        let id = node["id"] ?? "?"
        func attribute(_ key: String) -> LayoutAttribute?? {
            guard let name = node[key] else { return .some(nil) }
            guard let a = IBConstraint.attribute(named: name) else {
                findings.append("constraint \(id): unsupported \(key) \"\(name)\": skipped")
                return nil
            }
            return .some(a)
        }
        guard let firstOptional = attribute("firstAttribute"), let first = firstOptional,
              let second = attribute("secondAttribute") else {
            if node["firstAttribute"] == nil { findings.append("constraint \(id): no firstAttribute: skipped") }
            return nil
        }
        var c = IBConstraint(id: id, firstItem: node["firstItem"] ?? holder, firstAttribute: first)
        switch node["relation"] {
        case nil: break
        case "greaterThanOrEqual": c.relation = .greaterThanOrEqual
        case "lessThanOrEqual": c.relation = .lessThanOrEqual
        case let other?:
            findings.append("constraint \(id): unsupported relation \"\(other)\": skipped")
            return nil
        }
        if let secondItem = node["secondItem"] {
            c.secondItem = secondItem
            c.secondAttribute = second ?? first
        } else if second != nil {
            // IB writes `firstItem` omitted and `secondItem` given, never the reverse; a second
            // attribute without an item relates to the holder.
            c.secondItem = holder
            c.secondAttribute = second
        }
        if let m = node["multiplier"] {
            guard let value = IBConstraint.multiplier(m) else {
                findings.append("constraint \(id): unsupported multiplier \"\(m)\": skipped")
                return nil
            }
            c.multiplier = value
        }
        c.constant = number(node, "constant")
        if node["priority"] != nil { c.priority = min(1000, max(1, number(node, "priority"))) }
        return c
    }

    /// Applies the view's `<variation>` masks to the constraints it holds: a constraint
    /// excluded from `default` is installed only in the size classes that include it; the more
    /// specific variation wins. A constant variation inside a constraint becomes a second
    /// constraint for those size classes.
    func applyVariations(_ node: XMLNode, to v: inout IBView) {
        var masks: [String: IBSizeClassMask] = [:]
        let variations = node.children.filter { $0.name == "variation" }.compactMap { variation -> (XMLNode, IBSizeClassMask, Int)? in
            guard let key = variation["key"], let parsed = IBSizeClassMask.parse(key) else {
                findings.append("view \(v.id): unsupported variation key \"\(variation["key"] ?? "")\": ignored")
                return nil
            }
            return (variation, parsed.mask, parsed.specificity)
        }.sorted { $0.2 < $1.2 }
        for (variation, mask, _) in variations {
            for m in variation.children where m.name == "mask" {
                guard m["key"] == "constraints" else {
                    findings.append("view \(v.id): variation mask \"\(m["key"] ?? "")\" not supported: every view installed")
                    continue
                }
                for entry in m.children {
                    guard let ref = entry["reference"] else { continue }
                    let current = masks[ref] ?? .all
                    masks[ref] = entry.name == "include" ? current.union(mask) : current.subtracting(mask)
                }
            }
        }
        var out: [IBConstraint] = []
        for var c in v.constraints {
            let installed = masks[c.id] ?? .all
            let cNode = node.child("constraints")?.children.first { $0["id"] == c.id }
            var base = installed
            var variants: [IBConstraint] = []
            for cv in cNode?.children ?? [] where cv.name == "variation" {
                guard let key = cv["key"], let parsed = IBSizeClassMask.parse(key), cv["constant"] != nil else {
                    findings.append("constraint \(c.id): unsupported variation \"\(cv["key"] ?? "")\": ignored")
                    continue
                }
                var variant = c
                variant.id = "\(c.id)@\(key)"
                variant.constant = number(cv, "constant")
                variant.conditions = installed.intersection(parsed.mask).conditions
                variants.append(variant)
                base.subtract(parsed.mask)
            }
            c.conditions = base.conditions
            out.append(c)
            out += variants
        }
        v.constraints = out
    }
}
