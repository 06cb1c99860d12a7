import Foundation
import OpenTouch

/// One of the scenes of the behaviour reference (S1..S5, the catalog's Scenes article): a
/// view hierarchy written as a UIKit developer would write it, and a scripted interaction that
/// shows its point. The command, the tests and the playground share them.
///
/// ```swift
/// let scene = EmojiPicker()
/// let screen = TouchScreen(window: scene.window)
/// let trace = screen.startTracing()
/// scene.play(on: screen)
/// print(trace.timeline)
/// ```
@MainActor
public protocol OpenTouchScene: AnyObject {
    /// The name the command and the playground know the scene by.
    nonisolated static var name: String { get }
    /// One line on what the scene shows.
    nonisolated static var summary: String { get }
    /// One line on what to try with it in the playground.
    nonisolated static var suggestion: String { get }
    /// Builds the scene in a window that is shown and key.
    init()
    /// The scene's window.
    var window: UIWindow { get }
    /// The scripted interaction, on the screen's clock.
    func play(on screen: TouchScreen)
}

/// Every scene, in the order the command lists them.
@MainActor
public enum SceneCatalog {
    /// The scenes: S1 to S4, the walk-throughs of the core rules, S5, then Auto Layout's, the controllers', the modern lists', the custom transition's and the journal's (pager, picker, search, toolbar).
    public static let all: [any OpenTouchScene.Type] = [
        EmojiPicker.self, CollageEditor.self, ButtonDragScene.self, TapOrDoubleTapScene.self,
        DeliveryRulesScene.self, GestureCompetitionScene.self, SettingsListScene.self, BottomSheetScene.self,
        ControllersScene.self, PhotoShelvesScene.self, CardTransitionScene.self, JournalScene.self,
    ]

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> (any OpenTouchScene.Type)? {
        all.first { $0.name == name }
    }
}

extension UIApplication {
    /// Adds a line to the trace of the application delivering the current event, if tracing.
    static func note(_ subject: String, _ text: String) {
        shared.trace?.note(subject, text)
    }
}
