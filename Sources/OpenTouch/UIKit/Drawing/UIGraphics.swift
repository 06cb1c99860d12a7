import Foundation

/// The stack of current drawing contexts behind `UIGraphicsGetCurrentContext()` (DRW-2).
///
/// UIKit pushes a context before it calls `draw(_:)` and pops it after; image contexts and
/// renderers push theirs too. As in UIKit, each thread has its own stack: an image drawn on a
/// background queue neither sees nor disturbs the main thread's `draw(_:)` (RUN-6).
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// The image contexts begun with `UIGraphicsBeginImageContextWithOptions`, innermost last.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []
    /// Set by `UIView.draw(_:)` itself: how OpenTouch learns that a class does not draw.
    var baseDrawReached = false

    /// The main actor's stack, reached without a thread-dictionary lookup since views draw there.
    nonisolated(unsafe) private static let main = GraphicsContextStack()
    private static let key = "OpenTouch.GraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        if MainActorContext.isCurrent { return main }
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The context drawing goes to now: inside `draw(_:)`, an image context or an image renderer's
/// actions; nil elsewhere, as in UIKit.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current one until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Begins an image context of `size` points and makes it current; `scale` 0 means the main
/// screen's scale. `opaque` is accepted and has no effect on a recording.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.defaultScale
    let context = CGContext(size: size, scale: scale)
    GraphicsContextStack.current.imageContexts.append((context, scale))
    UIGraphicsPushContext(context)
}

/// Begins an image context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds: its size, scale and recorded drawing; nil
/// when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = GraphicsContextStack.current.contexts.last,
          let image = GraphicsContextStack.current.imageContexts.last, image.context === current else { return nil }
    return UIImage(drawing: current.drawing, scale: image.scale)
}

/// Ends the innermost image context and pops it.
public func UIGraphicsEndImageContext() {
    guard let image = GraphicsContextStack.current.imageContexts.popLast() else { return }
    if let index = GraphicsContextStack.current.contexts.lastIndex(where: { $0 === image.context }) {
        GraphicsContextStack.current.contexts.remove(at: index)
    }
}

/// Fills `rect` with the current fill color.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame inside `rect` with the current fill color, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1), CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
                  CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2))])
}

/// Intersects the current clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
