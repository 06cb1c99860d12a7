import Foundation
import OpenTouch

/// Scene S2's photo: watches the force in `touchesMoved`, as the seed's author did.
@MainActor
public final class PhotoView: UIView {
    /// The share of `maximumPossibleForce` that counts as a force press.
    public static let forceShare: CGFloat = 0.6
    /// Whether the finger on the photo is pressing hard; set by `touchesMoved`.
    public private(set) var isForcePressed = false
    /// The callbacks the photo got, in order.
    public private(set) var log: [String] = []

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("photo began")
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.maximumPossibleForce > 0 && touch.force >= Self.forceShare * touch.maximumPossibleForce && !isForcePressed {
            isForcePressed = true
            log.append("photo force pressed")
            UIApplication.shared.trace?.note(accessibilityIdentifier ?? "photo", "force pressed: the flag is set")
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("photo ended")
        isForcePressed = false
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("photo cancelled")
        isForcePressed = false
    }
}

/// Scene S2, the collage editor, wired exactly as the seed describes it for UIKit: three
/// containers with a long press and a rearranging pan each, holding photos with pan, pinch and
/// rotation; a force press on a photo (a flag set in `touchesMoved`) lets the container's pan
/// rearrange while the photo's own recognizers and the long press stand aside (GR-7, GR-8),
/// and the photo's recognizers do not delay `touchesEnded` (GR-13).
@MainActor
public final class CollageEditor: OpenTouchScene, UIGestureRecognizerDelegate {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "collage"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "S2: pinch and rotate together, pan a photo, force press to rearrange (GR-7..9, GR-13)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Pinch and rotate a photo with two fingers, pan it with one, or press hard on it (a pen's pressure) to rearrange."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
    /// The containers A, B and C, left to right.
    public private(set) var containers: [UIView] = []
    /// The photos, one per container.
    public private(set) var photos: [PhotoView] = []
    /// The actions sent, in order.
    public private(set) var log: [String] = []

    private var containerPans: [UIPanGestureRecognizer] = []

    /// Builds the scene in its window, shown and key.
    public init() {
        let root = UIView(frame: window.bounds)
        root.accessibilityIdentifier = "root"
        window.addSubview(root)
        for (index, name) in ["A", "B", "C"].enumerated() {
            let container = UIView(frame: CGRect(x: CGFloat(index) * 200, y: 0, width: 200, height: 300))
            container.accessibilityIdentifier = "container\(name)"
            let photo = PhotoView(frame: CGRect(x: 20, y: 20, width: 160, height: 260))
            photo.accessibilityIdentifier = "photo\(name)"
            container.addSubview(photo)
            root.addSubview(container)
            containers.append(container)
            photos.append(photo)

            let press = UILongPressGestureRecognizer(target: self, action: CollageEditor.longPressed)
            press.name = "longPress\(name)"
            press.delegate = self
            container.addGestureRecognizer(press)

            let rearrange = UIPanGestureRecognizer(target: self, action: CollageEditor.rearrange)
            rearrange.name = "rearrange\(name)"
            rearrange.delegate = self
            container.addGestureRecognizer(rearrange)
            containerPans.append(rearrange)

            let pan = UIPanGestureRecognizer(target: self, action: CollageEditor.movePhoto)
            pan.name = "movePhoto\(name)"
            let pinch = UIPinchGestureRecognizer(target: self, action: CollageEditor.scalePhoto)
            pinch.name = "scalePhoto\(name)"
            let rotation = UIRotationGestureRecognizer(target: self, action: CollageEditor.rotatePhoto)
            rotation.name = "rotatePhoto\(name)"
            for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] {
                recognizer.delegate = self
                recognizer.delaysTouchesEnded = false
                photo.addGestureRecognizer(recognizer)
            }
        }
        window.makeKeyAndVisible()
    }

    /// Pinch and rotate the first photo together; pan it and hold (no long press); force press
    /// it and drag it over C to rearrange.
    public func play(on screen: TouchScreen) {
        try? screen.send([TouchSample(finger: 1, phase: .down, location: CGPoint(x: 60, y: 150)),
                          TouchSample(finger: 2, phase: .down, location: CGPoint(x: 140, y: 150))])
        screen.advance(by: 0.05)
        try? screen.send([TouchSample(finger: 1, phase: .move, location: CGPoint(x: 40, y: 130)),
                          TouchSample(finger: 2, phase: .move, location: CGPoint(x: 160, y: 170))])
        try? screen.send([TouchSample(finger: 1, phase: .up, location: CGPoint(x: 40, y: 130)),
                          TouchSample(finger: 2, phase: .up, location: CGPoint(x: 160, y: 170))])
        screen.advance(by: 1)

        let pan = screen.touchDown(at: CGPoint(x: 100, y: 150))
        screen.advance(by: 0.1)
        pan.move(to: CGPoint(x: 130, y: 150))
        screen.advance(by: 1)
        pan.lift()
        screen.advance(by: 1)

        let press = screen.touchDown(at: CGPoint(x: 100, y: 150), force: 1)
        screen.advance(by: 0.1)
        press.move(to: CGPoint(x: 100, y: 150), force: 5)
        screen.advance(by: 0.1)
        press.move(to: CGPoint(x: 160, y: 150), force: 5)
        press.move(to: CGPoint(x: 400, y: 150), force: 5)
        press.lift()
    }

    private func photo(of recognizer: UIGestureRecognizer) -> PhotoView? {
        (recognizer.view as? PhotoView) ?? recognizer.view?.subviews.first as? PhotoView
    }

    // MARK: UIGestureRecognizerDelegate, as the seed's author wrote it

    /// The container's pans begin only on a force-pressed photo; every other recognizer stands aside
    /// while a photo is force-pressed (GR-7).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let forcePressed = photo(of: gestureRecognizer)?.isForcePressed ?? false
        if containerPans.contains(where: { $0 === gestureRecognizer }) { return forcePressed }
        return !forcePressed  // the photo's own recognizers and the old long press stand aside
    }

    /// Pinch and rotation recognize together; nothing else does (GR-9).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer is UIPinchGestureRecognizer && otherGestureRecognizer is UIRotationGestureRecognizer)
            || (gestureRecognizer is UIRotationGestureRecognizer && otherGestureRecognizer is UIPinchGestureRecognizer)
    }

    // MARK: Actions

    private func record(_ sender: UIGestureRecognizer) {
        log.append("\(sender.name!) \(sender.state)")
    }

    func longPressed(_ sender: UILongPressGestureRecognizer) { record(sender) }
    func rearrange(_ sender: UIPanGestureRecognizer) { record(sender) }

    // The edits themselves, as collage editors write them: each change is applied to the photo
    // and the recognizer's value is set back, so the next change is relative to this one.
    func movePhoto(_ sender: UIPanGestureRecognizer) {
        record(sender)
        guard let photo = sender.view, let container = photo.superview else { return }
        let moved = sender.translation(in: container)
        photo.center = CGPoint(x: photo.center.x + moved.x, y: photo.center.y + moved.y)
        sender.setTranslation(.zero, in: container)
    }

    func scalePhoto(_ sender: UIPinchGestureRecognizer) {
        record(sender)
        guard let photo = sender.view else { return }
        photo.transform = photo.transform.scaledBy(x: sender.scale, y: sender.scale)
        sender.scale = 1
    }

    func rotatePhoto(_ sender: UIRotationGestureRecognizer) {
        record(sender)
        guard let photo = sender.view else { return }
        photo.transform = photo.transform.rotated(by: sender.rotation)
        sender.rotation = 0
    }
}
