import Foundation

/// The main storyboard an app's `Info.plist` names (NIB-9): `UIMainStoryboardFile` for an app
/// without scenes, the scene configuration's `UISceneStoryboardFile` for one with them. A launch
/// from the app's delegates (LCH-1, LCH-2) loads it as iOS does: a window is made, its root is
/// the storyboard's initial controller, and the delegate's `window` holds it, before the
/// delegate is asked `willFinishLaunching` (or the scene `willConnectTo`); the window becomes key
/// and visible once the delegate has run.
///
/// The `Info.plist` is the first found in the main bundle or the resource bundles beside the
/// program (a SwiftPM target copies it with its resources).
@MainActor
enum MainStoryboard {
    /// The app's `Info.plist`, or nil when it has none.
    static func infoDictionary() -> [String: Any]? {
        guard let url = DocumentBundles.find("Info", extension: "plist", in: nil).url,
              let data = try? Data(contentsOf: url) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }

    /// The storyboard of an app without scenes.
    static func applicationStoryboard() -> String? {
        infoDictionary()?["UIMainStoryboardFile"] as? String
    }

    /// The storyboard of the scene configuration named `name` (the first when nil) for `role`.
    static func sceneStoryboard(configuration name: String?, role: UISceneSession.Role) -> String? {
        let manifest = infoDictionary()?["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = (manifest?["UISceneConfigurations"] as? [String: Any])?[role.rawValue] as? [[String: Any]] ?? []
        let chosen = configurations.first { name == nil || $0["UISceneConfigurationName"] as? String == name } ?? configurations.first
        return chosen?["UISceneStoryboardFile"] as? String
    }

    /// A window showing the initial controller of the storyboard `name`; nil (reported) when the
    /// storyboard has none.
    static func window(storyboard name: String, scene: UIWindowScene?) -> UIWindow? {
        let storyboard = UIStoryboard(name: name, bundle: nil)
        guard let root = storyboard.instantiateInitialViewController() else {
            Diagnostics.report(.invalidArgument, "the main storyboard \(name) has no initial view controller (NIB-9)")
            return nil
        }
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        return window
    }
}
