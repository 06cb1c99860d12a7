import Foundation
import Testing
@testable import OpenTouch

@Suite("What iOS code reaches for beside the large classes: progress views, label widths, placeholders, empty events and animators")
@MainActor
struct SmallerGapsTests {
    @Test("IMG-3 a progress view keeps its progress between 0 and 1, its fill covers that share, and an animated change moves on the clock")
    func progressView() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.intrinsicContentSize.height == 4 && UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
        bar.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
        let screen = phoneScreen(showing: bar)
        bar.progress = 1.5
        #expect(bar.progress == 1 && bar.progressView.frame.width == 200)
        bar.progress = .nan
        #expect(bar.progress == 0 && bar.progressView.frame.width == 0)
        bar.setProgress(0.5, animated: true)
        #expect(bar.progress == 0.5 && bar.progressView.frame.width == 100, "the model value at once")
        screen.advance(by: 0.125)
        let halfway = bar.progressView.layer.presentation()?.frame.width ?? -1
        #expect(halfway > 0 && halfway < 100, "on its way: \(halfway)")
        screen.advance(by: 0.5)
        #expect(bar.progressView.layer.presentation()?.frame.width == 100)
        bar.progressTintColor = .systemRed
        #expect(bar.progressView.backgroundColor == .systemRed && bar.trackView.frame == bar.bounds)
    }

    @Test("IMG-3 a progress view with an observed Progress reads its fraction; the fill follows when the bar lays out")
    func observedProgress() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
        let screen = phoneScreen(showing: bar)
        let download = Progress(totalUnitCount: 4)
        bar.observedProgress = download
        screen.runLayoutPass()
        #expect(bar.progress == 0 && bar.progressView.frame.width == 0)
        download.completedUnitCount = 1
        #expect(bar.progress == 0.25, "read whenever asked")
        bar.setNeedsLayout()
        screen.runLayoutPass()
        #expect(bar.progressView.frame.width == 50)
        download.completedUnitCount = 9
        #expect(bar.progress == 1, "kept to 1")
        bar.observedProgress = nil
        screen.runLayoutPass()
        #expect(bar.progress == 0 && bar.progressView.frame.width == 0, "back to its own value")
    }

    @Test("TXT-3 a label of several lines wraps at preferredMaxLayoutWidth for its intrinsic size")
    func preferredMaxLayoutWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label long enough to wrap over several lines of text"
        let oneLine = label.intrinsicContentSize
        label.preferredMaxLayoutWidth = 100
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 100 && wrapped.height > oneLine.height * 2)
    }

    @Test("TXT-4 attributedPlaceholder and placeholder set each other")
    func attributedPlaceholder() {
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.systemGray])
        #expect(field.placeholder == "Email")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemGray)
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
    }

    @Test("TCH-6 ANI-4 TRN-3 UIEvent() and UIViewPropertyAnimator() as code makes them; a coordinator's animation without a completion")
    func emptyInitializers() {
        let event = UIEvent()
        #expect(event.type == .touches && event.timestamp == 0)
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0 && animator.state == .inactive)

        final class Turning: UIViewController {
            var heard: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in self.heard.append(size) })
            }
        }
        let controller = Turning()
        let screen = TouchScreen(rootViewController: controller)
        screen.setOrientation(.landscape)
        screen.advance(by: 1)
        screen.setOrientation(.portrait)
        #expect(controller.heard == [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)])
    }
}
