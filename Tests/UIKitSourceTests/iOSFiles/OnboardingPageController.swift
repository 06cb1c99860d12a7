// Written as iOS code is: an onboarding page controller made in code with its own initializer
// (so the `required init?(coder:)` boilerplate), a title and a body label and a "Continue" button
// in a stack view pinned to the layout margins and the safe area. Edits for Linux:
// `#selector(continueTapped)` became `Selector(OnboardingPageController.continueTapped)`, `@objc` went.
import UIKit

protocol OnboardingPageControllerDelegate: AnyObject {
    func onboardingPageDidContinue(_ controller: OnboardingPageController)
}

final class OnboardingPageController: UIViewController {
    struct Page {
        let title: String
        let body: String
        let buttonTitle: String
    }

    weak var delegate: OnboardingPageControllerDelegate?
    let page: Page

    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    let continueButton = UIButton(type: .system)
    let stack = UIStackView()

    init(page: Page) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = page.title
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.numberOfLines = 0
        bodyLabel.text = page.body
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0

        continueButton.setTitle(page.buttonTitle, for: .normal)
        continueButton.addTarget(self, action: Selector(OnboardingPageController.continueTapped), for: .touchUpInside)

        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        [titleLabel, bodyLabel].forEach(stack.addArrangedSubview)
        view.addSubview(stack)
        continueButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(continueButton)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            continueButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            continueButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            continueButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    func continueTapped() {
        delegate?.onboardingPageDidContinue(self)
    }
}
