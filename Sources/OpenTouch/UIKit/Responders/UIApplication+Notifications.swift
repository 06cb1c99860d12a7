import Foundation

/// The application's life-cycle notification names, with UIKit's values (NTF-2, LCH-1, LCH-3):
/// a launch and a screen's life verbs post them (``TouchScreen/sendToBackground()`` and the rest);
/// a test may post them itself to drive code that observes them.
extension UIApplication {
    /// Posted when the application finished launching (LCH-1).
    public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the application became active.
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the application is about to stop being active.
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the application went to the background.
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the application is about to come to the foreground.
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the application is about to end.
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system asks the application to free memory.
    public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
