import Layout
import XCTest
@testable import InterfaceBuilder

final class IBDeviceTests: XCTestCase {
    func testPortraitAndLandscape() throws {
        let portrait = try XCTUnwrap(IBDevice.named("retina6_12"))
        XCTAssertEqual(portrait.size, Size(width: 393, height: 852))
        XCTAssertEqual(portrait.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(portrait.traits, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        XCTAssertEqual(portrait.systemMinimumMargin, 16)
        let landscape = try XCTUnwrap(IBDevice.named("retina6_12", orientation: .landscape))
        XCTAssertEqual(landscape.size, Size(width: 852, height: 393))
        XCTAssertEqual(landscape.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(landscape.traits.verticalSizeClass, .compact)
    }

    func testHomeButtonPhonesAndPads() throws {
        let phone = try XCTUnwrap(IBDevice.named("retina5_5", orientation: .landscape))
        XCTAssertEqual(phone.safeAreaInsets, .zero)
        XCTAssertEqual(phone.traits.horizontalSizeClass, .regular)
        let pad = try XCTUnwrap(IBDevice.named("iPad12_9rounded"))
        XCTAssertEqual(pad.traits, TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        XCTAssertEqual(pad.safeAreaInsets, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(pad.systemMinimumMargin, 20)
        XCTAssertNil(IBDevice.named("retina9_9"))
    }
}
