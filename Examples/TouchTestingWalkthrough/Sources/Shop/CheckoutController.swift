import UIKit

/// The checkout screen: the order's details in a scroll view, and a Buy button at the end that
/// shows the receipt as a sheet.
public final class CheckoutController: UIViewController {
    public let scrollView = UIScrollView()
    public let buyButton = UIButton(type: .system)
    public private(set) var purchases = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1400)
        view.addSubview(scrollView)

        let details = UILabel(frame: CGRect(x: 20, y: 20, width: view.bounds.width - 40, height: 900))
        details.numberOfLines = 0
        details.text = "Three notebooks, one fountain pen, a bottle of ink."
        scrollView.addSubview(details)

        buyButton.setTitle("Buy", for: .normal)
        buyButton.accessibilityIdentifier = "buy"
        buyButton.frame = CGRect(x: 20, y: 360, width: view.bounds.width - 40, height: 50)
        buyButton.addTarget(self, action: Selector(CheckoutController.buy), for: .touchUpInside)  // edited for Linux: #selector(buy)
        scrollView.addSubview(buyButton)
    }

    private func buy() {  // edited for Linux: @objc removed
        purchases += 1
        present(ReceiptController(), animated: true)
    }
}
