import Foundation

#if canImport(Darwin)  // Apple's Core Graphics; on Linux the `CoreGraphics` module is OpenTouch's own
@_exported import CoreGraphics
#else

/// An affine transformation matrix for 2-D geometry, with Core Graphics' API.
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but no `CGAffineTransform`; OpenTouch
/// provides one so that view transforms (HIT-5) and touch locations (TCH-3) read as they do on iOS.
/// A point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`, as in Core Graphics.
///
/// ```swift
/// let t = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
/// CGPoint(x: 1, y: 0).applying(t)   // (0, 2)
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x scale (with rotation): how much x contributes to the new x.
    public var a: CGFloat
    /// How much x contributes to the new y.
    public var b: CGFloat
    /// How much y contributes to the new x.
    public var c: CGFloat
    /// The y scale (with rotation): how much y contributes to the new y.
    public var d: CGFloat
    /// The move along x, added last.
    public var tx: CGFloat
    /// The move along y, added last.
    public var ty: CGFloat

    /// The transform with the six matrix entries given.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform: it leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// A transform that moves points by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` and `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians; positive angles turn clockwise on a y-down screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by `tx`, `ty` followed by this transform (Core Graphics' order).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy` followed by this transform (Core Graphics' order).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` followed by this transform (Core Graphics' order).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; like Core Graphics, a transform that cannot be inverted is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant
        let ic = -c / determinant, id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// This point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size mapped through `t`, ignoring translation (Core Graphics' rule).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of this rectangle mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

#endif
