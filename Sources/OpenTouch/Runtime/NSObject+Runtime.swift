import Foundation

/// What `NSObject`'s class object answers on iOS, which Foundation on Linux does not (RUN-2).
extension NSObject {
    /// The class's name, as `+[NSObject description]` gives it: `type(of: view).description()`
    /// is `"UIView"` for a UIKit class, and module-qualified for a Swift class, as on iOS
    /// (`"MyApp.Canvas"`) (RUN-2).
    public class func description() -> String {
        bareClassName(self)
    }
}

/// The name of `aClass` as iOS gives it: a UIKit class by its bare name (`"UIView"`, since
/// UIKit's classes are Objective-C classes there), any other Swift class qualified by its module.
func bareClassName(_ aClass: AnyClass) -> String {
    let name = NSStringFromClass(aClass)
    return name.hasPrefix("OpenTouch.") ? String(name.dropFirst("OpenTouch.".count)) : name
}
