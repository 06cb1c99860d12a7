// `import CoreGraphics` for code written for iOS: `CGPath`, `CGContext`, `CGColor`, `CGImage` and
// the rest are OpenTouch's, re-exported under the module name iOS code imports them from.
//
// The module exists for a second reason: packages that switch on `canImport(UIKit)` (such as
// swift-property-based's colour generators) also use Core Graphics under `canImport(CoreGraphics)`.
// The `UIKit` module depends on this one, so wherever `canImport(UIKit)` is true, this is too.
@_exported import OpenTouch
