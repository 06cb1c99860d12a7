import OpenTouchScenes

/// A scene as the pages list it: its name, the emoji beside it, its one-line summary, and what to
/// try with it.
struct SceneEntry: Encodable, Sendable {
    var name: String
    var glyph: String
    var summary: String
    var suggestion: String

    /// Every scene, in the catalog's order.
    @MainActor static var all: [SceneEntry] {
        SceneCatalog.all.map { SceneEntry(name: $0.name, glyph: glyph(for: $0.name), summary: $0.summary, suggestion: $0.suggestion) }
    }

    /// The emoji the picker shows beside a scene, so it reads at a glance.
    static func glyph(for scene: String) -> String {
        switch scene {
        case "emoji-picker": "😀"
        case "collage": "🖼️"
        case "button-drag": "🔘"
        case "tap-or-double-tap": "👆"
        case "delivery-rules": "🎯"
        case "gesture-competition": "🤼"
        case "settings-list": "📋"
        case "bottom-sheet": "🗂️"
        case "controllers": "🧭"
        case "photo-shelves": "🏞️"
        case "card-transition": "🃏"
        case "journal": "📔"
        default: "✋"
        }
    }
}
