import UIKit

/// The receipt, shown as a sheet, with a Done button that dismisses it.
public final class ReceiptController: UIViewController {
    public let doneButton = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        doneButton.setTitle("Done", for: .normal)
        doneButton.accessibilityIdentifier = "done"
        doneButton.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        doneButton.addTarget(self, action: Selector(ReceiptController.done), for: .touchUpInside)  // edited for Linux: #selector(done)
        view.addSubview(doneButton)
    }

    private func done() {  // edited for Linux: @objc removed
        dismiss(animated: true)
    }
}
