// Written as iOS code is: a form whose scroll view makes room for the keyboard. Edits for Linux:
// the two `#selector`s became `Selector(...)`, and `@objc` went.
import UIKit

final class KeyboardAvoidingController: UIViewController {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.keyboardAvoidingInset = 0
        view.addSubview(scrollView)
        NotificationCenter.default.addObserver(self, selector: Selector(KeyboardAvoidingController.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(KeyboardAvoidingController.keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func stopObserving() {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
        scrollView.keyboardAvoidingInset = max(0, overlap)
    }

    func keyboardWillHide(_ notification: Notification) {
        scrollView.keyboardAvoidingInset = 0
    }
}

extension UIScrollView {
    var keyboardAvoidingInset: CGFloat {
        get { contentInset.bottom }
        set {
            contentInset.bottom = newValue
            verticalScrollIndicatorInsets.bottom = newValue
        }
    }
}
