import Layout

/// The device a document was designed for (`<device id="retina6_12" orientation="portrait"/>`):
/// its size in points, pixel scale and the safe-area insets Interface Builder simulates.
///
/// The table holds the ids Xcode writes; docs/interface-builder.md lists the figures and where
/// they come from. An id not in the table is a finding; the scene then takes its root view's
/// stored size, scale 2 and no safe-area insets.
public struct IBDevice: Hashable, Sendable {
    public enum Orientation: String, Sendable, Hashable { case portrait, landscape }
    public enum Idiom: Sendable, Hashable { case phone, pad }

    /// IB's id (`retina4_7`, `ipad12_9rounded`).
    public var id: String
    public var idiom: Idiom
    /// Width and height in portrait.
    public var portraitSize: Size
    /// Pixels per point: frames snap to `1 / scale`.
    public var scale: Double
    /// The safe area's top inset in portrait (the status bar or the sensor housing).
    public var portraitTop: Double
    /// The home indicator's inset (0 on a device with a home button).
    public var homeIndicator: Double
    public var orientation: Orientation

    /// The size in the document's orientation.
    public var size: Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe-area insets of a full-screen view in the document's orientation. A phone in
    /// landscape hides its status bar; a notched phone then insets both sides by its top inset
    /// and keeps 21 for the home indicator.
    public var safeAreaInsets: EdgeInsets {
        switch (orientation, idiom) {
        case (.portrait, _), (.landscape, .pad):
            return EdgeInsets(top: portraitTop, left: 0, bottom: homeIndicator, right: 0)
        case (.landscape, .phone):
            guard homeIndicator > 0 else { return .zero }
            return EdgeInsets(top: 0, left: portraitTop, bottom: 21, right: portraitTop)
        }
    }

    /// The size classes UIKit gives a full-screen window on this device.
    public var traits: TraitCollection {
        switch (idiom, orientation) {
        case (.pad, _): return TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        case (.phone, .portrait): return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        case (.phone, .landscape):
            // The large phones (Plus, Max) are regular wide in landscape.
            let wide = portraitSize.width >= 414
            return TraitCollection(horizontalSizeClass: wide ? .regular : .compact, verticalSizeClass: .compact)
        }
    }

    /// A view controller's minimum leading and trailing margins: 16 in compact width,
    /// 20 in regular width (and on the large phones, whose portrait width is 414 or more).
    public var systemMinimumMargin: Double {
        traits.horizontalSizeClass == .regular || portraitSize.width >= 414 ? 20 : 16
    }

    /// The device of `id`, or nil when the table does not know it.
    public static func named(_ id: String, orientation: Orientation = .portrait) -> IBDevice? {
        guard let entry = table[id.lowercased()] else { return nil }
        return IBDevice(id: id, idiom: entry.idiom, portraitSize: Size(width: entry.width, height: entry.height),
                        scale: entry.scale, portraitTop: entry.top, homeIndicator: entry.home, orientation: orientation)
    }

    private struct Entry {
        var idiom: Idiom, width: Double, height: Double, scale: Double, top: Double, home: Double
    }

    private static let table: [String: Entry] = [
        "retina3_5": Entry(idiom: .phone, width: 320, height: 480, scale: 2, top: 20, home: 0),
        "retina4_0": Entry(idiom: .phone, width: 320, height: 568, scale: 2, top: 20, home: 0),
        "retina4_7": Entry(idiom: .phone, width: 375, height: 667, scale: 2, top: 20, home: 0),
        "retina5_5": Entry(idiom: .phone, width: 414, height: 736, scale: 3, top: 20, home: 0),
        "retina5_9": Entry(idiom: .phone, width: 375, height: 812, scale: 3, top: 44, home: 34),
        "retina5_4": Entry(idiom: .phone, width: 375, height: 812, scale: 3, top: 50, home: 34),
        "retina6_1": Entry(idiom: .phone, width: 414, height: 896, scale: 2, top: 44, home: 34),
        "retina6_5": Entry(idiom: .phone, width: 414, height: 896, scale: 3, top: 44, home: 34),
        "retina6_0": Entry(idiom: .phone, width: 390, height: 844, scale: 3, top: 47, home: 34),
        "retina6_12": Entry(idiom: .phone, width: 393, height: 852, scale: 3, top: 59, home: 34),
        "retina6_7": Entry(idiom: .phone, width: 428, height: 926, scale: 3, top: 47, home: 34),
        "retina6_72": Entry(idiom: .phone, width: 430, height: 932, scale: 3, top: 59, home: 34),
        "ipad9_7": Entry(idiom: .pad, width: 768, height: 1024, scale: 2, top: 20, home: 0),
        "ipad10_2": Entry(idiom: .pad, width: 810, height: 1080, scale: 2, top: 20, home: 0),
        "ipad10_5": Entry(idiom: .pad, width: 834, height: 1112, scale: 2, top: 20, home: 0),
        "ipad10_9rounded": Entry(idiom: .pad, width: 820, height: 1180, scale: 2, top: 24, home: 20),
        "ipad11": Entry(idiom: .pad, width: 834, height: 1194, scale: 2, top: 24, home: 20),
        "ipad12_9": Entry(idiom: .pad, width: 1024, height: 1366, scale: 2, top: 20, home: 0),
        "ipad12_9rounded": Entry(idiom: .pad, width: 1024, height: 1366, scale: 2, top: 24, home: 20),
    ]
}
