import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes
import SnapshotTesting

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
    // A changed delivery sequence fails here with swift-snapshot-testing's line diff against
    // __Snapshots__/SceneTimelineTests/; delete a file (or set `SNAPSHOT_TESTING_RECORD=failed`)
    // to record it again.

    @Test("S1 emoji picker (SCR-1..4, HIT-7)")
    func emojiPicker() {
        assertSnapshot(of: timeline(of: EmojiPicker.self), as: .lines)
    }

    @Test("S2 collage editor (GR-7..9, GR-13)")
    func collage() {
        assertSnapshot(of: timeline(of: CollageEditor.self), as: .lines)
    }

    @Test("S3 button drag (CTL-3..6)")
    func buttonDrag() {
        assertSnapshot(of: timeline(of: ButtonDragScene.self), as: .lines)
    }

    @Test("S4 tap or double tap (TCH-4, GR-10)")
    func tapOrDoubleTap() {
        assertSnapshot(of: timeline(of: TapOrDoubleTapScene.self), as: .lines)
    }

    @Test("delivery rules (HIT, TCH)")
    func deliveryRules() {
        assertSnapshot(of: timeline(of: DeliveryRulesScene.self), as: .lines)
    }

    @Test("gesture competition (GR-2, GR-9, GR-10, GR-15)")
    func gestureCompetition() {
        assertSnapshot(of: timeline(of: GestureCompetitionScene.self), as: .lines)
    }

    @Test("S5 settings list (LST-2..8)")
    func settingsList() {
        assertSnapshot(of: timeline(of: SettingsListScene.self), as: .lines)
    }

    @Test("bottom sheet placed by constraints (LAY-4, LAY-7, LAY-11)")
    func bottomSheet() {
        assertSnapshot(of: timeline(of: BottomSheetScene.self), as: .lines)
    }

    @Test("controllers: push, type, a sheet scrolled then dragged away, swipe back (VC-4..13, TXT-4, TXT-5)")
    func controllers() {
        assertSnapshot(of: timeline(of: ControllersScene.self), as: .lines)
    }

    @Test("journal: a pager swiped and turned by its toolbar, a picker spun, a search typed and ended (PGV, PKR, SRC, BAR-1)")
    func journal() {
        assertSnapshot(of: timeline(of: JournalScene.self), as: .lines)
    }

    @Test("photo shelves: a shelf that pages sideways, a context menu, an album dragged into place (LST-17, LST-22, INT-2)")
    func photoShelves() {
        assertSnapshot(of: timeline(of: PhotoShelvesScene.self), as: .lines)
    }
}
