import Foundation

/// UIKit's geometry boxed in `NSValue`, as iOS code finds it in a notification's `userInfo`
/// (RUN-4).
///
/// The keyboard notifications carry their frames as `NSValue`s, as on iOS, and both ways of
/// reading them work:
///
/// ```swift
/// let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
/// let same = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
/// ```
///
/// The second works because these types bridge to `NSValue` as they do on iOS: `as? CGRect` on
/// an `NSValue` unboxes it, and `rect as AnyObject` boxes it.
extension NSValue {
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a vector.
    public convenience init(cgVector vector: CGVector) { self.init(doubles: [vector.dx, vector.dy]) }

    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }

    /// A value holding directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// A value holding an offset.
    public convenience init(uiOffset offset: UIOffset) { self.init(doubles: [offset.horizontal, offset.vertical]) }

    /// A value holding an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// The rectangle held; zero when the value holds something else.
    public var cgRectValue: CGRect { holds(NSValue.rectType) ? rectValue : .zero }
    /// The point held; zero when the value holds something else.
    public var cgPointValue: CGPoint { holds(NSValue.pointType) ? pointValue : .zero }
    /// The size held; zero when the value holds something else.
    public var cgSizeValue: CGSize { holds(NSValue.sizeType) ? sizeValue : .zero }

    /// The vector held; zero when the value holds something else.
    public var cgVectorValue: CGVector {
        let d = doubles(2)
        return CGVector(dx: d[0], dy: d[1])
    }

    /// The edge insets held; zero when the value holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(4)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// The directional edge insets held; zero when the value holds something else.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let d = doubles(4)
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }

    /// The offset held; zero when the value holds something else.
    public var uiOffsetValue: UIOffset {
        let d = doubles(2)
        return UIOffset(horizontal: d[0], vertical: d[1])
    }

    /// The affine transform held; all zeros when the value holds something else, as Core
    /// Foundation gives for a mismatched type.
    public var cgAffineTransformValue: CGAffineTransform {
        let d = doubles(6)
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    // Foundation on Linux boxes only its own structures by type; UIKit's are boxed as arrays of
    // doubles, which it stores and compares byte for byte ("[4d]" for insets, "[6d]" for a
    // transform).
    private convenience init(doubles: [CGFloat]) {
        var values = doubles.map(Double.init)
        let type = "[\(values.count)d]"
        self.init(bytes: &values, objCType: type)
    }

    private func doubles(_ count: Int) -> [CGFloat] {
        var values = [Double](repeating: 0, count: count)
        if holds("[\(count)d]") { values.withUnsafeMutableBytes { getValue($0.baseAddress!) } }
        return values.map { CGFloat($0) }
    }

    fileprivate func holds(_ type: String) -> Bool { String(cString: objCType) == type }

    fileprivate static let rectType = String(cString: NSValue(rect: .zero).objCType)
    fileprivate static let pointType = String(cString: NSValue(point: .zero).objCType)
    fileprivate static let sizeType = String(cString: NSValue(size: .zero).objCType)
}

/// Bridging, as on iOS: `value as? CGRect` reads a boxed rectangle, `rect as AnyObject` boxes one.
/// Foundation on Linux bridges its structures to nothing, so these conformances are added here.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.cgRectValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.holds(NSValue.rectType) else { return false }
        result = source.cgRectValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.cgRectValue ?? .zero }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.cgPointValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard source.holds(NSValue.pointType) else { return false }
        result = source.cgPointValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.cgPointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.cgSizeValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard source.holds(NSValue.sizeType) else { return false }
        result = source.cgSizeValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.cgSizeValue ?? .zero }
}
