// Written as iOS code is: onboarding as a page view controller subclass that is its own data
// source and delegate, with the page indicator's two methods, a Continue button on each page that
// turns to the next in code, and a finish when the last page's button is tapped. Edits for Linux:
// none here (the pages' button is the onboarding page's own, see OnboardingPageController.swift).
import UIKit

final class OnboardingPager: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate,
    OnboardingPageControllerDelegate {
    private(set) lazy var pages: [OnboardingPageController] = [
        OnboardingPageController(page: .init(title: "Welcome", body: "Touches, faithfully.", buttonTitle: "Continue")),
        OnboardingPageController(page: .init(title: "Gestures", body: "Recognizers compete as on iOS.", buttonTitle: "Continue")),
        OnboardingPageController(page: .init(title: "Ready", body: "Run your tests on Linux.", buttonTitle: "Start")),
    ]
    private(set) var currentIndex = 0
    private(set) var finished = false
    var onFinish: (() -> Void)?

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        dataSource = self
        delegate = self
        pages.forEach { $0.delegate = self }
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageController, let index = pages.firstIndex(of: page), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageController, let index = pages.firstIndex(of: page), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pages.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        currentIndex
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let page = viewControllers?.first as? OnboardingPageController, let index = pages.firstIndex(of: page) else { return }
        currentIndex = index
    }

    func onboardingPageDidContinue(_ controller: OnboardingPageController) {
        guard let index = pages.firstIndex(of: controller) else { return }
        guard index + 1 < pages.count else {
            finished = true
            onFinish?()
            return
        }
        currentIndex = index + 1
        setViewControllers([pages[index + 1]], direction: .forward, animated: true, completion: nil)
    }
}
