import Foundation
import Testing
@testable import OpenTouch

/// A view with a fixed intrinsic size.
@MainActor
final class Sized: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

@Suite("UIStackView: arranged views by constraints, and touches on them (LAY-7)")
@MainActor
struct StackViewTests {
    /// A stack pinned to the window at (10, 100), 300 wide, and laid out.
    private func lay(_ stack: UIStackView, width: CGFloat? = 300, height: CGFloat? = nil) -> (UIWindow, TouchScreen) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                           stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        return (window, screen)
    }

    @Test("LAY-7 fill: the view that hugs least takes the extra length; spacing and custom spacing between; centred across; a tap lands on the arranged view")
    func fill() {
        let icon = Sized(24, 24), title = Sized(100, 20), toggle = UIButton(type: .system)
        toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        icon.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [icon, title, toggle])
        toggle.widthAnchor.constraint(equalToConstant: 51).isActive = true
        toggle.heightAnchor.constraint(equalToConstant: 31).isActive = true
        stack.spacing = 8
        stack.setCustomSpacing(16, after: title)
        stack.alignment = .center
        var taps = 0
        toggle.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let (_, screen) = lay(stack)
        // Centred at 3.5 and 5.5, on the 3× pixel grid: 11/3 and 17/3 (LAY-2).
        #expect(isClose(icon.frame, CGRect(x: 0, y: 11.0 / 3, width: 24, height: 24)))
        #expect(isClose(title.frame, CGRect(x: 32, y: 17.0 / 3, width: 201, height: 20)), "300 − 24 − 51 − 8 − 16")
        #expect(toggle.frame == CGRect(x: 249, y: 0, width: 51, height: 31))
        #expect(stack.frame == CGRect(x: 10, y: 100, width: 300, height: 31), "as high as its highest view")
        screen.tap(at: CGPoint(x: 10 + 249 + 25, y: 115))
        #expect(taps == 1)
    }

    @Test("LAY-7 fillEqually and fillProportionally share the length; a hidden view gives its space away")
    func equalAndProportional() {
        let a = Sized(10, 10), b = Sized(30, 10), c = Sized(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 6
        let (_, screen) = lay(stack)
        #expect([a, b, c].map(\.frame.width) == [96, 96, 96] && c.frame.minX == 204)
        stack.distribution = .fillProportionally
        stack.spacing = 0
        screen.runLayoutPass()
        #expect([a, b, c].map(\.frame.width) == [50, 150, 100])
        b.isHidden = true
        screen.runLayoutPass()
        #expect(a.frame.width == 100 && c.frame.width == 200 && c.frame.minX == 100)
    }

    @Test("LAY-7 equalSpacing keeps sizes with equal gaps; equalCentering spaces the centres equally")
    func equalSpacingAndCentering() {
        let a = Sized(20, 10), b = Sized(40, 10), c = Sized(60, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        let (_, screen) = lay(stack)
        #expect([a, b, c].map(\.frame.width) == [20, 40, 60])
        #expect(b.frame.minX - a.frame.maxX == 90 && c.frame.minX - b.frame.maxX == 90)
        stack.distribution = .equalCentering
        screen.runLayoutPass()
        #expect(b.frame.midX - a.frame.midX == c.frame.midX - b.frame.midX && a.frame.minX == 0 && c.frame.maxX == 300)
    }

    @Test("LAY-7 a vertical stack: alignments across, margins, the stack as long as its views when nothing sizes it")
    func verticalStack() {
        let a = Sized(100, 20), b = Sized(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .trailing
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let (_, screen) = lay(stack, width: 200)
        #expect(a.frame == CGRect(x: 95, y: 5, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 135, y: 35, width: 60, height: 30))
        #expect(stack.frame.height == 70)
        stack.alignment = .leading
        screen.runLayoutPass()
        #expect(a.frame.minX == 5 && b.frame.minX == 5)
        stack.removeArrangedSubview(b)
        screen.runLayoutPass()
        #expect(b.superview === stack && stack.arrangedSubviews == [a] && stack.frame.height == 30, "b stays a subview, unplaced")
    }
}
