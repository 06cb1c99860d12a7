import UIKit

/// The shop's application delegate, as Xcode's template writes one (without `@main`, which a
/// library target cannot have; the app target that launches it has it).
public final class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    public private(set) var launched = false

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = true
        return true
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ShopSceneDelegate.self
        return configuration
    }
}

/// The shop's scene delegate: the window shows the cart, in a navigation controller.
public final class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    public private(set) var wentToBackground = 0

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: CartController())
        window.makeKeyAndVisible()
        self.window = window
    }

    public func sceneDidEnterBackground(_ scene: UIScene) {
        wentToBackground += 1
    }
}
