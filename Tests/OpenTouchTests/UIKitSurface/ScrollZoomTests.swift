import Foundation
import Testing
@testable import OpenTouch

@MainActor
private final class ZoomDelegate: UIScrollViewDelegate {
    let photo: UIView
    var log: [String] = []
    init(photo: UIView) { self.photo = photo }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if log.last != "didZoom" { log.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append(String(format: "didEndZooming at %.2f", scale))
    }
}

@Suite("SCR-8, SCR-9: directional lock and zooming")
@MainActor
struct ScrollZoomTests {
    private func zoomingScene(bouncesZoom: Bool = true) -> (Scene, UIScrollView, UIImageView, ZoomDelegate) {
        let scene = Scene()
        let scrollView = UIScrollView(frame: scene.window.bounds)
        let photo = UIImageView(image: UIImage(size: CGSize(width: 400, height: 400)))
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.bouncesZoom = bouncesZoom
        let delegate = ZoomDelegate(photo: photo)
        scrollView.delegate = delegate
        scene.window.addSubview(scrollView)
        return (scene, scrollView, photo, delegate)
    }

    @Test("SCR-9 no pinch recognizer and no zoom while the limits are equal")
    func noZoomByDefault() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.zoomScale == 1)
    }

    @Test("SCR-9 a pinch scales the zooming view about the fingers; the content size follows; the delegate hears each step")
    func pinchZooms() {
        let (scene, scrollView, photo, delegate) = zoomingScene()
        #expect(scrollView.pinchGestureRecognizer != nil)
        scene.screen.pinch(center: .at(100, 100), from: 100, to: 200)
        #expect(abs(scrollView.zoomScale - 2) < 0.05)
        #expect(isClose(CGRect(origin: .zero, size: scrollView.contentSize), photo.frame))
        // The photo point (100, 100) was under the fingers; at scale 2 it is at 200 in the content,
        // and the fingers are still at 100 on screen, so the content is scrolled by about 100.
        #expect(abs(scrollView.contentOffset.x - 100) < 5 && abs(scrollView.contentOffset.y - 100) < 5)
        #expect(delegate.log.first == "willBeginZooming")
        #expect(delegate.log.contains("didZoom"))
        #expect(delegate.log.last?.hasPrefix("didEndZooming at 2") == true)
    }

    @Test("SCR-9 with bouncesZoom a pinch past the maximum springs back to it; without, it stops there")
    func limits() {
        let (scene, scrollView, _, delegate) = zoomingScene()
        scene.screen.pinch(center: .at(200, 200), from: 50, to: 350)   // 7 times
        #expect(scrollView.zoomScale == 4)
        #expect(delegate.log.last == "didEndZooming at 4.00")
        let (stiffScene, stiff, _, stiffDelegate) = zoomingScene(bouncesZoom: false)
        var seen: [CGFloat] = []
        stiff.pinchGestureRecognizer?.addAction { _ in seen.append(stiff.zoomScale) }
        stiffScene.screen.pinch(center: .at(200, 200), from: 50, to: 350)
        #expect(seen.allSatisfy { $0 <= 4 })
        #expect(stiff.zoomScale == 4)
        #expect(stiffDelegate.log.last == "didEndZooming at 4.00", "the delegate is held weakly: keep it")
    }

    @Test("SCR-9 zoomScale and zoom(to:animated:) stay within the limits and scroll the rectangle into view")
    func zoomToRect() {
        let (scene, scrollView, photo, delegate) = zoomingScene()
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4 && scrollView.contentSize == CGSize(width: 1600, height: 1600))
        scrollView.zoom(to: CGRect(x: 300, y: 300, width: 100, height: 100), animated: true)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentOffset == CGPoint(x: 1200, y: 1200))
        scene.screen.advance(by: 1)
        #expect(delegate.log.last == "didEndZooming at 4.00")
        scrollView.setZoomScale(1, animated: false)
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test("SCR-9 setZoomScale zooms about the middle of what is visible and keeps the offset valid: back at the minimum, the whole content shows")
    func setZoomScaleKeepsTheOffsetValid() {
        let (_, scrollView, photo, delegate) = zoomingScene()
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.contentSize == CGSize(width: 800, height: 800))
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200), "the middle of the photo stays in the middle")
        scrollView.setContentOffset(CGPoint(x: 400, y: 400), animated: false)
        scrollView.setZoomScale(4, animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 1000, y: 1000), "the photo's point (300, 300) stays in the middle")
        scrollView.setZoomScale(1, animated: false)
        #expect(scrollView.contentOffset == .zero)
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(delegate.log == ["didZoom"])
        scrollView.setZoomScale(1, animated: false)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("SCR-8 directional lock: a drag along one axis stays on it; a diagonal drag is not locked")
    func directionalLock() {
        let scene = Scene()
        let scrollView = UIScrollView(frame: scene.window.bounds)
        scrollView.contentSize = CGSize(width: 2000, height: 2000)
        scrollView.isDirectionalLockEnabled = true
        scene.window.addSubview(scrollView)
        scene.screen.runLayoutPass()
        let rest = scrollView.contentOffset.y   // −47: below the status bar (SCR-10)
        var finger = scene.screen.touchDown(at: .at(300, 300))
        finger.move(to: .at(280, 298))   // mostly horizontal: locks to x
        finger.move(to: .at(200, 200))
        finger.lift()
        #expect(scrollView.contentOffset.y == rest && scrollView.contentOffset.x > 0)
        scrollView.setContentOffset(.zero, animated: false)
        scene.screen.advance(by: 5)
        scrollView.setContentOffset(.zero, animated: false)
        finger = scene.screen.touchDown(at: .at(300, 300))
        finger.move(to: .at(290, 290))   // diagonal: no lock
        finger.move(to: .at(200, 250))
        finger.lift()
        #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.y > 0)
    }
}
