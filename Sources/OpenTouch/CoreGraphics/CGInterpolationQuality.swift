import Foundation

/// How images are scaled when drawn; recorded in the drawing state. Raw values are Core Graphics'.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, high, medium
}
