import XCTest
@testable import Layout

/// Shorthands for the seed's sizes.
func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: w, heightDimension: h)
}

func item(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension, insets: Double = 0) -> CollectionLayoutItem {
    CollectionLayoutItem(layoutSize: size(w, h), contentInsets: .all(insets))
}

/// Every frame of a section, rounded to 1/1000 of a point.
func frames(_ result: CompositionalLayoutResult, _ section: Int = 0) -> [Rect] {
    result.frames(inSection: section).map { $0.rounded() }
}

/// Runs a pass and fails the test on an error.
func pass(_ layout: CompositionalLayout, _ width: Double, _ height: Double, _ counts: [Int],
          measure: CollectionItemMeasure? = nil, file: StaticString = #filePath, line: UInt = #line) -> CompositionalLayoutResult? {
    do {
        return try layout.layout(in: Size(width: width, height: height), itemCounts: counts, measure: measure)
    } catch {
        XCTFail("\(error)", file: file, line: line)
        return nil
    }
}

/// The seed's sections by kind (distinct and adaptive sections).
enum SeedSection: Int {
    case list, grid3, grid5

    func columnCount(for width: Double) -> Int {
        let wideMode = width > 800
        switch self {
        case .list: return wideMode ? 2 : 1
        case .grid3: return wideMode ? 6 : 3
        case .grid5: return wideMode ? 10 : 5
        }
    }
}
