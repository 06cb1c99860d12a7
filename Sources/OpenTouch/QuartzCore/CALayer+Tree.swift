import Foundation

/// One sublayer of a layer: a subview (whose layer is made only when read) or a layer of its own.
enum SublayerEntry {
    case view(any LayerOwner)
    case layer(CALayer)

    @MainActor var layer: CALayer {
        switch self {
        case .view(let view): view.layer
        case .layer(let layer): layer
        }
    }

    func holds(_ view: any LayerOwner) -> Bool {
        if case .view(let v) = self { return v === view }
        return false
    }

    func holds(_ layer: CALayer) -> Bool {
        if case .layer(let l) = self { return l === layer }
        return false
    }
}

/// The layer tree (LYR-1): sublayers, superlayer, and the edits that keep a view's layer's
/// sublayers in step with its subviews.
///
/// A view's layer lists its subviews' layers where the subviews are, and layers added to it by
/// hand where they were added: `addSubview` puts the new view's layer on top of every sublayer,
/// an insertion below a sibling view puts it just below that view's layer. Moving a view's layer
/// by hand (`addSublayer(view.layer)`, `view.layer.removeFromSuperlayer()`) would leave the view
/// tree and the layer tree out of step, as it does in UIKit; OpenTouch refuses it with a report
/// (``Diagnostics``) and leaves both trees as they were [chosen].
extension CALayer {
    /// The entries, listing a view's subviews the first time they are asked for.
    var materializedEntries: [SublayerEntry] {
        if let entries { return entries }
        let made = owningView?.sublayerOwners.map(SublayerEntry.view) ?? []
        entries = made
        return made
    }

    func insert(_ layer: CALayer, relativeTo sibling: CALayer?, offset: Int, fallback: Int) {
        guard let sibling, sibling.superlayer === self, sibling !== layer else {
            insert(layer, at: fallback)
            return
        }
        // Out of the list first, so that the sibling's index is the one after the move.
        if layer.superlayerStorage === self { layer.removeFromSuperlayer() }
        let index = materializedEntries.firstIndex { $0.layer === sibling }! + offset
        insert(layer, at: index)
    }

    func insert(_ layer: CALayer, at index: Int) {
        if let view = layer.owningView {
            Diagnostics.report(.invalidArgument, "adding the layer of \(type(of: view)) as a sublayer: add the view with addSubview(_:), which adds its layer (LYR-1)")
            return
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                Diagnostics.report(.invalidArgument, "a layer can't be a sublayer of itself or of one of its sublayers")
                return
            }
            ancestor = current.superlayer
        }
        layer.removeFromSuperlayer()
        var list = materializedEntries
        list.insert(.layer(layer), at: min(max(0, index), list.count))
        entries = list
        layer.superlayerStorage = self
        if let host { layer.enqueuePendingDisplay(in: host) }
        setNeedsLayout()
    }

    // MARK: Kept in step with the view tree (called by UIView)

    /// `view` was inserted among, or moved within, the owning view's subviews.
    func subviewWasPlaced(_ view: any LayerOwner) {
        guard entries != nil, let owner = owningView else { return }
        entries!.removeAll { $0.holds(view) }
        let subviews = owner.sublayerOwners
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        if index == subviews.count - 1 {
            entries!.append(.view(view))
        } else {
            let next = subviews[index + 1]
            let position = entries!.firstIndex { $0.holds(next) } ?? entries!.count
            entries!.insert(.view(view), at: position)
        }
    }

    /// `view` left the owning view's subviews.
    func subviewWasRemoved(_ view: any LayerOwner) {
        entries?.removeAll { $0.holds(view) }
    }

    /// Two subviews swapped places.
    func subviewsWereExchanged(_ a: any LayerOwner, _ b: any LayerOwner) {
        guard var list = entries, let i = list.firstIndex(where: { $0.holds(a) }), let j = list.firstIndex(where: { $0.holds(b) }) else { return }
        list.swapAt(i, j)
        entries = list
    }
}
