/// A view that shows text, measured by a simple metric: every character is `characterWidth`
/// wide and a line is `lineHeight` high; the baselines sit `descent` above the bottom of the
/// first and the last line.
public final class Label: View {
    public var text: String { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    public var characterWidth: Double
    public var lineHeight: Double
    public var descent: Double
    /// Lines of text (0: as many as the newlines make).
    public var numberOfLines: Int { didSet { invalidateIntrinsicContentSize() } }

    public init(name: String = "", text: String, characterWidth: Double = 8, lineHeight: Double = 20,
                descent: Double = 4, numberOfLines: Int = 1) {
        self.text = text
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        self.descent = descent
        self.numberOfLines = numberOfLines
        super.init(name: name)
        horizontalHugging = 251
        verticalHugging = 251
        intrinsicSizeProvider = { [unowned self] in self.measure() }
    }

    private func measure() -> Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let count = numberOfLines > 0 ? Swift.min(numberOfLines, lines.count) : lines.count
        let widest = lines.prefix(count).map(\.count).max() ?? 0
        return Size(width: Double(widest) * characterWidth, height: Double(Swift.max(count, 1)) * lineHeight)
    }

    override var firstBaselineFromTop: Double? { lineHeight - descent }
    override var lastBaselineFromBottom: Double { descent }
}
