import Foundation
import Testing
import UIKit
import OpenTouch

/// A star rating that activates itself, as custom controls do for VoiceOver.
private final class Rating: UIView {
    var stars = 0
    override func accessibilityActivate() -> Bool {
        stars += 1
        return true
    }
}

/// A player screen: escape closes its panel, the magic tap plays.
private final class PlayerController: UIViewController {
    var log: [String] = []
    let play = UIButton(type: .system)
    let rating = Rating(frame: CGRect(x: 20, y: 300, width: 200, height: 44))
    let panel = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 300))
    let panelButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        play.setTitle("Play", for: .normal)
        play.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        play.addAction(UIAction { [unowned self] _ in log.append("play tapped") }, for: .touchUpInside)
        rating.isAccessibilityElement = true
        rating.accessibilityLabel = "Rating"
        panelButton.setTitle("Close", for: .normal)
        panelButton.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        panel.addSubview(panelButton)
        for view in [play, rating, panel] { self.view.addSubview(view) }
    }

    override func accessibilityPerformEscape() -> Bool {
        guard !panel.isHidden else { return false }
        panel.isHidden = true
        log.append("panel closed")
        return true
    }

    override func accessibilityPerformMagicTap() -> Bool {
        log.append("magic tap: play")
        return true
    }
}

@Suite("VoiceOver's actions: activate, escape, magic tap, and the elements it reads (ACC-5)")
@MainActor
struct VoiceOverActionTests {
    @Test("ACC-5 activating an element that handles it runs its accessibilityActivate; one that does not is tapped at its activation point")
    func activate() {
        let player = PlayerController()
        let screen = phoneScreen(root: player)
        #expect(screen.activate(player.rating) && player.rating.stars == 1 && player.log.isEmpty)
        #expect(!screen.activate(player.play) && player.log == ["play tapped"], "VoiceOver tapped the button's middle")
    }

    @Test("ACC-5 escape and magic tap go up the responder chain from the focused element to whoever handles them")
    func escapeAndMagicTap() {
        let player = PlayerController()
        let screen = phoneScreen(root: player)
        #expect(screen.performEscape(on: player.panelButton) && player.log == ["panel closed"] && player.panel.isHidden)
        #expect(!screen.performEscape(on: player.play), "nothing left to close: nobody handles it")
        #expect(screen.performMagicTap() && player.log == ["panel closed", "magic tap: play"])
    }

    @Test("ACC-5 VoiceOver skips hidden elements and elementsHidden subtrees, and reads only a modal view's elements while it shows")
    func readingOrder() {
        let player = PlayerController()
        let screen = phoneScreen(root: player)
        func labels() -> [String] { screen.accessibilityElements.compactMap { ($0 as? UIView)?.accessibilityLabel } }
        #expect(labels() == ["Play", "Rating", "Close"])
        player.panel.accessibilityElementsHidden = true
        #expect(labels() == ["Play", "Rating"])
        player.panel.accessibilityElementsHidden = false
        player.panel.accessibilityViewIsModal = true
        #expect(labels() == ["Close"], "a modal view: its siblings are not read")
        player.panel.isHidden = true
        #expect(labels() == ["Play", "Rating"], "hidden, it is neither read nor modal")
    }
}
