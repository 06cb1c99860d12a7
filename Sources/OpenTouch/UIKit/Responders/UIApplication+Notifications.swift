import Foundation

/// The application's life-cycle notification names, with UIKit's values (NTF-2, LCH-1, LCH-3):
/// a launch and a screen's life verbs post them (``TouchScreen/sendToBackground()`` and the rest);
/// a test may post them itself to drive code that observes them.
extension UIApplication {
    public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
