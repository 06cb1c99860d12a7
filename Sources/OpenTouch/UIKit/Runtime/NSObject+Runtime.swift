import Foundation

/// What `NSObject`'s class object answers on iOS, which Foundation on Linux does not (RUN-2).
extension NSObject {
    /// The class's name, as `+[NSObject description]` gives it: `type(of: view).description()`
    /// is `"UIView"` for a UIKit class, and module-qualified for a Swift class, as on iOS
    /// (`"MyApp.Canvas"`) (RUN-2).
    public class func description() -> String {
        NSStringFromClass(self)
    }
}
