// Written as iOS code is: a controller with a pan and a pinch on a photo, and a double tap that
// resets it. Edits for Linux: `#selector(handlePan(_:))` -> `Selector(PhotoEditorViewController.handlePan)`
// (three times), and `@objc` removed from the three action methods.
import UIKit

class PhotoEditorViewController: UIViewController, UIGestureRecognizerDelegate {
    let photoView = UIImageView(image: UIImage(size: CGSize(width: 200, height: 150)))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.isUserInteractionEnabled = true
        photoView.center = CGPoint(x: 200, y: 200)
        view.addSubview(photoView)

        let pan = UIPanGestureRecognizer(target: self, action: Selector(PhotoEditorViewController.handlePan))
        pan.delegate = self
        photoView.addGestureRecognizer(pan)

        let pinch = UIPinchGestureRecognizer(target: self, action: Selector(PhotoEditorViewController.handlePinch))
        pinch.delegate = self
        photoView.addGestureRecognizer(pinch)

        let doubleTap = UITapGestureRecognizer(target: self, action: Selector(PhotoEditorViewController.handleDoubleTap))
        doubleTap.numberOfTapsRequired = 2
        photoView.addGestureRecognizer(doubleTap)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: self.view)
        view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
        gesture.setTranslation(.zero, in: self.view)
        if gesture.state == .ended { log.append("pan ended at \(Int(view.center.x)),\(Int(view.center.y))") }
    }

    func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        guard let view = gesture.view else { return }
        view.transform = view.transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
        if gesture.state == .began { log.append("pinch began") }
    }

    func handleDoubleTap() {
        photoView.transform = .identity
        log.append("double tap")
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
