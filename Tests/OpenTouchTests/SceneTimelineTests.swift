import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

/// Plays `scene` with tracing on and returns its timeline.
@MainActor
func timeline(of sceneType: any OpenTouchScene.Type) -> String {
    let scene = sceneType.init()
    let screen = TouchScreen(window: scene.window)
    let trace = screen.startTracing()
    scene.play(on: screen)
    return trace.timeline
}

@Suite("Scene timelines: every decision of each scene's script, as text snapshots")
@MainActor
struct SceneTimelineTests {
    // A changed delivery sequence fails here with a line-by-line diff against
    // __Snapshots__/SceneTimelineTests/; delete a file to record it again.

    @Test("S1 emoji picker (SCR-1..4, HIT-7)")
    func emojiPicker() {
        assertTextSnapshot(timeline(of: EmojiPicker.self), named: "emojiPicker.1", suite: "SceneTimelineTests")
    }

    @Test("S2 collage editor (GR-7..9, GR-13)")
    func collage() {
        assertTextSnapshot(timeline(of: CollageEditor.self), named: "collage.1", suite: "SceneTimelineTests")
    }

    @Test("S3 button drag (CTL-3..6)")
    func buttonDrag() {
        assertTextSnapshot(timeline(of: ButtonDragScene.self), named: "buttonDrag.1", suite: "SceneTimelineTests")
    }

    @Test("S4 tap or double tap (TCH-4, GR-10)")
    func tapOrDoubleTap() {
        assertTextSnapshot(timeline(of: TapOrDoubleTapScene.self), named: "tapOrDoubleTap.1", suite: "SceneTimelineTests")
    }

    @Test("delivery rules (HIT, TCH)")
    func deliveryRules() {
        assertTextSnapshot(timeline(of: DeliveryRulesScene.self), named: "deliveryRules.1", suite: "SceneTimelineTests")
    }

    @Test("gesture competition (GR-2, GR-9, GR-10, GR-15)")
    func gestureCompetition() {
        assertTextSnapshot(timeline(of: GestureCompetitionScene.self), named: "gestureCompetition.1", suite: "SceneTimelineTests")
    }

    @Test("S5 settings list (LST-2..8)")
    func settingsList() {
        assertTextSnapshot(timeline(of: SettingsListScene.self), named: "settingsList.1", suite: "SceneTimelineTests")
    }
}
