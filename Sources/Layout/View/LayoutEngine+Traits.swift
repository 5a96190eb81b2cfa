/// The constraints of one trait condition (``TraitCondition``), and whether it holds now.
struct ConditionGroup {
    let condition: TraitCondition
    var isMatched: Bool
    /// The installed constraints with this condition (each knows its place here).
    var members: [LayoutConstraint] = []
}

extension LayoutEngine {
    // MARK: Condition groups

    /// Puts a constraint with a condition into its condition's group.
    /// - Returns: whether the condition holds under the current traits.
    /// - Complexity: O(g) for g groups (a handful: one per distinct condition).
    func joinGroup(_ c: LayoutConstraint) -> Bool {
        guard let condition = c.condition else { return true }
        let g: Int
        if let found = conditionGroups.firstIndex(where: { $0.condition == condition }) {
            g = found
        } else {
            g = conditionGroups.count
            conditionGroups.append(ConditionGroup(condition: condition, isMatched: condition.matches(traitCollection)))
        }
        c.groupIndex = Int32(g)
        c.memberIndex = Int32(conditionGroups[g].members.count)
        conditionGroups[g].members.append(c)
        return conditionGroups[g].isMatched
    }

    /// Takes a constraint out of its condition group.
    func leaveGroup(_ c: LayoutConstraint) {
        let g = Int(c.groupIndex), i = Int(c.memberIndex)
        c.groupIndex = -1
        c.memberIndex = -1
        guard g < conditionGroups.count, i < conditionGroups[g].members.count, conditionGroups[g].members[i] === c else { return }
        let last = conditionGroups[g].members.removeLast()
        if last !== c {
            conditionGroups[g].members[i] = last
            last.memberIndex = Int32(i)
        }
    }

    // MARK: Trait changes

    /// Switches the groups whose condition flipped, rebuilds what the direction decides,
    /// measures again the views that follow Dynamic Type, and calls the handlers.
    func traitCollectionChanged(from old: TraitCollection) {
        for g in conditionGroups.indices {
            let matched = conditionGroups[g].condition.matches(traitCollection)
            guard matched != conditionGroups[g].isMatched else { continue }
            conditionGroups[g].isMatched = matched
            for c in conditionGroups[g].members {
                if matched { makeActive(c) } else { makeInactive(c) }
            }
        }
        let changed = traitCollection.changedTraits(from: old)
        if changed.contains(.layoutDirection) { directionChanged() }
        guard !traitViews.isEmpty else { return }
        // Handlers may add or remove views: go through the list as it was.
        let views = traitViews
        for v in views where v.engine === self {
            if changed.contains(.preferredContentSizeCategory) && v.adjustsForContentSizeCategory {
                holdIntrinsicSizeInEditVariables(of: v)
                v.invalidateIntrinsicContentSize()
            }
            for h in v.traitHandlers where !h.traits.isDisjoint(with: changed) { h.handler(v, old) }
        }
    }

    /// The constraints with a condition, and how many of them are active now.
    public var conditionalConstraintCounts: (installed: Int, active: Int) {
        var installed = 0, activeCount = 0
        for g in conditionGroups {
            installed += g.members.count
            if g.isMatched { activeCount += g.members.count }
        }
        return (installed, activeCount)
    }

    // MARK: Views that follow the traits

    /// A view started or stopped following the traits (Dynamic Type, handlers).
    func traitDependenceChanged(of view: View) {
        if view.followsTraits {
            guard view.traitListIndex < 0 else { return }
            view.traitListIndex = Int32(traitViews.count)
            traitViews.append(view)
        } else if view.traitListIndex >= 0 {
            removeTraitView(view)
        }
    }

    func removeTraitView(_ view: View) {
        let i = Int(view.traitListIndex)
        view.traitListIndex = -1
        guard i < traitViews.count, traitViews[i] === view else { return }
        let last = traitViews.removeLast()
        if last !== view {
            traitViews[i] = last
            last.traitListIndex = Int32(i)
        }
    }
}
