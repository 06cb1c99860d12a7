// `import UIKit` for code written for iOS: OpenTouch under UIKit's module name, with Foundation
// (CGPoint, CGRect, CGFloat, NSCoder) re-exported through it, so that such a file needs no edit
// here. Everything lives in OpenTouch; this module only names it. As on iOS, importing UIKit
// also imports QuartzCore and CoreGraphics.
@_exported import OpenTouch
@_exported import QuartzCore
@_exported import CoreGraphics
