import XCTest
@testable import Layout

/// The login form of the BoxView seed, in about as many lines as there.
final class BoxViewTests: XCTestCase {
    func testLoginForm() throws {
        let engine = makeEngine()
        let boxView = BoxView(name: "box")
        engine.root.addSubview(boxView)
        try boxView.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        let titleLabel = Label(name: "title", text: "Login")
        let nameImageView = View(name: "nameImage", intrinsicSize: Size(width: 24, height: 24))
        let nameField = View(name: "nameField", intrinsicSize: Size(width: View.noIntrinsicMetric, height: 30))
        let passwordImageView = View(name: "passwordImage", intrinsicSize: Size(width: 24, height: 24))
        let passwordField = View(name: "passwordField", intrinsicSize: Size(width: View.noIntrinsicMetric, height: 30))
        let forgotButton = Label(name: "forgot", text: "Forgot password?")
        let loginButton = View(name: "login", intrinsicSize: Size(width: 60, height: 44))
        let nameBoxView = BoxView(name: "nameBox", axis: .x), passwordBoxView = BoxView(name: "passwordBox", axis: .x)

        // The seed's lines:
        nameBoxView.items = [nameImageView.boxed.centerY(), nameField.boxed]
        passwordBoxView.items = [passwordImageView.boxed.centerY(), passwordField.boxed]
        boxView.insets = .all(16.0)
        boxView.spacing = 20.0
        boxView.items = [
            titleLabel.boxed.centerX(padding: 30.0).bottom(20.0),
            nameBoxView.boxed,
            passwordBoxView.boxed,
            forgotButton.boxed.left(>=0.0),
            loginButton.boxed.top(30.0).left(50.0).right(50.0),
        ]
        layout(engine)

        assertFrame(boxView, rect(0, 0, 320, 266))
        assertFrame(titleLabel, rect(140, 16, 40, 20))
        assertFrame(nameBoxView, rect(16, 56, 288, 30))
        assertFrame(nameImageView, rect(0, 3, 24, 24))
        assertFrame(nameField, rect(24, 0, 264, 30))
        assertFrame(passwordBoxView, rect(16, 106, 288, 30))
        assertFrame(passwordField, rect(24, 0, 264, 30))
        assertFrame(forgotButton, rect(176, 156, 128, 20))
        assertFrame(loginButton, rect(50, 206, 220, 44))
        XCTAssertTrue(engine.diagnose().isEmpty, engine.diagnose().description)

        // An error message inserted under the name field; nothing else is rewritten.
        let errorLabel = Label(name: "error", text: "Required")
        boxView.insertItem(errorLabel.boxed.top(-boxView.spacing + 24).left(40), after: nameBoxView)
        layout(engine)
        assertFrame(errorLabel, rect(40, 90, 264, 20))
        assertFrame(passwordBoxView, rect(16, 130, 288, 30))
        boxView.removeItem(of: errorLabel)
        layout(engine)
        assertFrame(passwordBoxView, rect(16, 106, 288, 30))
    }

    func testRelativeAndAbsoluteSizes() throws {
        let engine = makeEngine()
        let box = BoxView(name: "box", axis: .y, spacing: 10, insets: .all(10))
        engine.root.addSubview(box)
        try box.snp.makeConstraints { $0.edges.equalToSuperview() }
        let a = View(name: "a"), b = View(name: "b")
        box.items = [a.boxed.relativeWidth(0.5).centerX().height(100), b.boxed.height(>=50.0)]
        layout(engine)
        assertFrame(a, rect(80, 10, 160, 100))
        assertFrame(b, rect(10, 120, 300, 350))
    }
}
