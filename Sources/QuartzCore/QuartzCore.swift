// `import QuartzCore` for code written for iOS: `CALayer` and `CACurrentMediaTime()` are
// OpenTouch's, re-exported under the module name iOS code imports them from.
@_exported import OpenTouch
