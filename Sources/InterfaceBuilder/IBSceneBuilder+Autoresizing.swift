import Layout

extension IBSceneBuilder {
    /// Holds a view that keeps its autoresizing mask at its stored frame, the way its mask
    /// moves it when the superview changes size: a fixed margin stays, a flexible one gives.
    /// Both margins flexible keep the offset from the centre (exact at the stored size, as UIKit's
    /// proportional rule is); a sizable dimension with a flexible margin keeps both margins.
    func pinAutoresizing(_ view: View, _ model: IBView, in parent: View, _ parentModel: IBView, _ layout: IBSceneLayout) {
        guard let stored = model.storedFrame else {
            layout.findings.append("\(model.id) keeps its autoresizing mask but has no stored frame: left free")
            return
        }
        let mask = model.autoresizingMask ?? []
        let parentSize = parentModel.storedFrame?.size ?? stored.size
        // The mask holds the frame; the constraints place the alignment rect inside it.
        let a = view.alignmentRectInsets
        let frame = Rect(x: stored.minX + a.left, y: stored.minY + a.top, width: stored.width - a.left - a.right,
                         height: stored.height - a.top - a.bottom)
        let right = parentSize.width - frame.maxX, bottom = parentSize.height - frame.maxY
        var made: [LayoutConstraint] = []
        func pin(_ a: LayoutAttribute, _ b: LayoutAttribute?, _ constant: Double) {
            made.append(LayoutConstraint(view, a, .equal, b == nil ? nil : parent, b, constant: constant,
                                         label: "\(model.id).autoresizing"))
        }
        switch (mask.contains(.flexibleMinX), mask.contains(.widthSizable), mask.contains(.flexibleMaxX)) {
        case (_, true, _): pin(.left, .left, frame.minX); pin(.right, .right, -right)
        case (true, false, false): pin(.right, .right, -right); pin(.width, nil, frame.width)
        case (true, false, true): pin(.centerX, .centerX, (frame.minX - right) / 2); pin(.width, nil, frame.width)
        default: pin(.left, .left, frame.minX); pin(.width, nil, frame.width)
        }
        switch (mask.contains(.flexibleMinY), mask.contains(.heightSizable), mask.contains(.flexibleMaxY)) {
        case (_, true, _): pin(.top, .top, frame.minY); pin(.bottom, .bottom, -bottom)
        case (true, false, false): pin(.bottom, .bottom, -bottom); pin(.height, nil, frame.height)
        case (true, false, true): pin(.centerY, .centerY, (frame.minY - bottom) / 2); pin(.height, nil, frame.height)
        default: pin(.top, .top, frame.minY); pin(.height, nil, frame.height)
        }
        for c in made {
            do { try c.activate() } catch { layout.findings.append("\(model.id) autoresizing: \(error)") }
        }
    }
}
