import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The window of a launch without scenes: the main storyboard's (UIMainStoryboardFile).
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NoteStore.shared.notes = [
            Note(title: "Groceries", body: "Milk, eggs, rye bread"),
            Note(title: "Call the plumber", body: "The tap in the kitchen drips"),
        ]
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard made the window; nothing else to do, as in Xcode's template.
        guard let _ = (scene as? UIWindowScene) else { return }
    }
}
