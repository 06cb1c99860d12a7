import Foundation
import Testing
@testable import OpenTouch

/// A live touch on `view` as the delivery leaves it after admission, made without any input.
@MainActor
private func trackedTouch(on view: UIView, in window: UIWindow, finger: Int) -> UITouch {
    let touch = UITouch(record: TouchRecord(finger: finger))
    touch.view = view
    touch.window = window
    touch.record.viewDelivery = .delivered
    return touch
}

@Suite("The take-over policy, asked directly (TCH-7, TCH-8, GR-19, CTL-8)")
@MainActor
struct TakeoverPolicyTests {
    @Test("TCH-7 a view without isMultipleTouchEnabled that tracks a touch does not get a second; with it, it does")
    func multipleTouch() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let first = trackedTouch(on: view, in: window, finger: 1)
        let second = trackedTouch(on: view, in: window, finger: 2)
        #expect(TakeoverPolicy.admission(of: second, among: [first, second]) == .withheld(.multipleTouch))
        view.isMultipleTouchEnabled = true
        #expect(TakeoverPolicy.admission(of: second, among: [first, second]) == .delivered)
        first.record.finish()
        view.isMultipleTouchEnabled = false
        #expect(TakeoverPolicy.admission(of: second, among: [first, second]) == .delivered)
    }

    @Test("TCH-8 an exclusive view withholds other views' new touches while it tracks, and is withheld while others track")
    func exclusiveTouch() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let exclusive = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        window.addSubview(exclusive)
        window.addSubview(other)
        let onExclusive = trackedTouch(on: exclusive, in: window, finger: 1)
        let onOther = trackedTouch(on: other, in: window, finger: 2)
        #expect(TakeoverPolicy.admission(of: onOther, among: [onExclusive, onOther]) == .withheld(.exclusiveTouch))
        #expect(TakeoverPolicy.admission(of: onExclusive, among: [onOther, onExclusive]) == .withheld(.exclusiveTouch))
        let recognizer = UIPanGestureRecognizer()
        window.addGestureRecognizer(recognizer)
        #expect(!TakeoverPolicy.exclusiveTouchBlocks(recognizer, from: onOther, among: [onExclusive, onOther]))
        other.addGestureRecognizer(recognizer)
        #expect(TakeoverPolicy.exclusiveTouchBlocks(recognizer, from: onOther, among: [onExclusive, onOther]))
        let nowhere = UITouch(record: TouchRecord(finger: 3))
        #expect(TakeoverPolicy.admission(of: nowhere, among: [nowhere]) == .withheld(.noView))
    }

    @Test("GR-19 a tap never prevents a tap that needs more taps, and prevents any other recognizer")
    func tapPrevention() {
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(!TakeoverPolicy.tap(single, mayPrevent: double))
        #expect(TakeoverPolicy.tap(double, mayPrevent: single))
        #expect(TakeoverPolicy.tap(single, mayPrevent: pan))
        #expect(!single.canPrevent(double) && single.canPrevent(pan))
    }

    @Test("CTL-8 controls keep a one-finger single tap of an ancestor; a tracked slider keeps pans and swipes, a tracked switch horizontal pans")
    func controlsAgainstAncestors() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        let slider = UISlider(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
        let toggle = UISwitch(frame: CGRect(x: 0, y: 100, width: 51, height: 31))
        for control in [button, slider, toggle] as [UIView] { container.addSubview(control) }
        let singleTap = UITapGestureRecognizer(), doubleTap = UITapGestureRecognizer(), twoFingerTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        twoFingerTap.numberOfTouchesRequired = 2
        let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
        for recognizer in [singleTap, doubleTap, twoFingerTap, pan, swipe] { container.addGestureRecognizer(recognizer) }

        #expect(!TakeoverPolicy.control(button, letsBegin: singleTap))
        #expect(!button.gestureRecognizerShouldBegin(singleTap))
        #expect(TakeoverPolicy.control(button, letsBegin: doubleTap))
        #expect(TakeoverPolicy.control(button, letsBegin: twoFingerTap))
        #expect(TakeoverPolicy.control(button, letsBegin: pan))
        let ownTap = UITapGestureRecognizer()
        button.addGestureRecognizer(ownTap)
        #expect(TakeoverPolicy.control(button, letsBegin: ownTap))

        #expect(TakeoverPolicy.control(slider, letsBegin: pan) && TakeoverPolicy.control(slider, letsBegin: singleTap))
        slider.isTracking = true
        #expect(!TakeoverPolicy.control(slider, letsBegin: pan) && !TakeoverPolicy.control(slider, letsBegin: swipe))
        let swipeAcross = UISwipeGestureRecognizer()
        swipeAcross.direction = .up
        container.addGestureRecognizer(swipeAcross)
        #expect(TakeoverPolicy.control(slider, letsBegin: swipeAcross))
        #expect(TakeoverPolicy.control(slider, letsBegin: singleTap))

        #expect(!TakeoverPolicy.control(toggle, letsBegin: singleTap))
        toggle.isTracking = true
        #expect(!TakeoverPolicy.control(toggle, letsBegin: pan))  // no movement yet: not more vertical than horizontal
    }

    @Test("VC-11 a drag on a scroll view in a sheet: down, the content first to its top and the sheet the rest; up, the sheet first to where it rested, or to its highest detent when it expands at the edge")
    func sheetShare() {
        func share(_ delta: CGFloat, above: CGFloat = 0, top: CGFloat = 400, expands: Bool = false) -> CGFloat {
            TakeoverPolicy.sheetShare(ofMove: delta, contentAboveTop: above, sheetTop: top, restingTop: 400, highestTop: 100,
                                      expandsWhenScrolledToEdge: expands)
        }
        #expect(share(30, above: 50) == 0, "the content still has 50 pt to scroll to its top")
        #expect(share(30, above: 10) == 20, "10 pt take the content to its top; the sheet takes 20")
        #expect(share(30, above: -5) == 30, "the content is pulled past its top: the sheet takes it all")
        #expect(share(-30, top: 400) == 0, "at rest, an upward drag scrolls the content")
        #expect(share(-30, top: 420) == -20, "the sheet rises the 20 pt back to where it rested; the content takes 10")
        #expect(share(-30, top: 400, expands: true) == -30, "expanding at the edge, the sheet rises toward its highest detent")
        #expect(share(-30, top: 110, expands: true) == -10)
    }

    @Test("SCR-3 SCR-9 a drag may cancel a content view's touches but a control's; a pinch begins only between differing limits with a view to zoom")
    func scrollViewOwnRules() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(TakeoverPolicy.scrollView(scrollView, mayCancelTouchesOf: UIView()))
        #expect(!TakeoverPolicy.scrollView(scrollView, mayCancelTouchesOf: UIButton()))
        #expect(scrollView.touchesShouldCancel(in: UISlider()) == false && scrollView.touchesShouldCancel(in: UILabel()))
        final class Zooming: NSObject, UIScrollViewDelegate {
            let view = UIView()
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        #expect(!TakeoverPolicy.scrollViewMayZoom(scrollView), "limits 1 and 1, no delegate")
        scrollView.maximumZoomScale = 3
        #expect(!TakeoverPolicy.scrollViewMayZoom(scrollView), "no view to zoom")
        let delegate = Zooming()
        scrollView.delegate = delegate
        #expect(TakeoverPolicy.scrollViewMayZoom(scrollView))
        scrollView.minimumZoomScale = 3
        #expect(!TakeoverPolicy.scrollViewMayZoom(scrollView))
        _ = delegate
    }
}
