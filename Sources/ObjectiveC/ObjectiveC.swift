// `import ObjectiveC` for code written for iOS: the parts of the Objective-C runtime that Swift
// code on iOS calls directly (associated objects, `objc_sync_enter`), which are OpenTouch's,
// re-exported under the module name iOS code imports them from. As on iOS, `import UIKit` gives
// them too.
@_exported import OpenTouch
