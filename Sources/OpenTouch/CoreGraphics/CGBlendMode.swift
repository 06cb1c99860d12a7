import Foundation

/// How drawn color combines with what is below; recorded with each operation, since OpenTouch
/// composites nothing. Raw values are Core Graphics'.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}
