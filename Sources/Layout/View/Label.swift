/// A view that shows text, measured by a simple metric: every character is `characterWidth`
/// wide and a line is `lineHeight` high; the baselines sit `descent` above the bottom of the
/// first and the last line.
///
/// The metrics are those of the default text size. With ``adjustsFontForContentSizeCategory``
/// the label follows Dynamic Type: each metric is scaled as UIFontMetrics scales the body
/// style for the engine's content size category (×21/17 at `.extraExtraLarge`), and a
/// category change measures the label again on the next pass.
public final class Label: View {
    public var text: String { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    public var characterWidth: Double { didSet { if characterWidth != oldValue { invalidateIntrinsicContentSize() } } }
    public var lineHeight: Double { didSet { if lineHeight != oldValue { invalidateIntrinsicContentSize() } } }
    public var descent: Double
    /// Lines of text (0: as many as the newlines make).
    public var numberOfLines: Int { didSet { invalidateIntrinsicContentSize() } }

    /// Whether the text follows the content size category (UILabel's property of that name;
    /// off by default, as there).
    public var adjustsFontForContentSizeCategory: Bool {
        get { adjustsForContentSizeCategory }
        set { adjustsForContentSizeCategory = newValue }
    }

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

    /// A metric at the current text size.
    private func scaled(_ value: Double) -> Double {
        guard adjustsForContentSizeCategory, let category = engine?.traitCollection.preferredContentSizeCategory else {
            return value
        }
        return category.scaledValue(for: value)
    }

    /// The widest of the lines shown, in characters, and how many lines are shown; counted in
    /// one pass over the text, without making the lines (a Dynamic Type change measures
    /// every label again).
    private func measure() -> Size {
        var lines = 1, current = 0, widest = 0
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        for character in text {
            if character == "\n" {
                guard lines < limit else { break }
                widest = Swift.max(widest, current)
                current = 0
                lines += 1
            } else {
                current += 1
            }
        }
        widest = Swift.max(widest, current)
        return Size(width: Double(widest) * scaled(characterWidth), height: Double(lines) * scaled(lineHeight))
    }

    override var firstBaselineFromTop: Double? { scaled(lineHeight) - scaled(descent) }
    override var lastBaselineFromBottom: Double { scaled(descent) }
}
