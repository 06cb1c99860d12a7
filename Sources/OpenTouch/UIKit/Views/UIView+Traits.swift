import Foundation

extension UIView: UITraitEnvironment {
    /// The style this view itself imposes on its subtree: its own override, else its controller's.
    var ownStyleOverride: UIUserInterfaceStyle {
        let own = extras?.overrideUserInterfaceStyle ?? .unspecified
        if own != .unspecified { return own }
        return viewController?.overrideUserInterfaceStyle ?? .unspecified
    }

    /// The traits in effect, as a value: the root window's screen's (the main screen's for a view
    /// in no window [chosen]), under the nearest style override on the way up (TRT-2).
    var traitValues: TraitValues {
        var style = UIUserInterfaceStyle.unspecified
        var node: UIView? = self
        var root: UIView = self
        while let view = node {
            if style == .unspecified { style = view.ownStyleOverride }
            root = view
            node = view.superview
        }
        var values = (root as? UIWindow)?.screen.traitValues ?? .defaultScreen
        if style != .unspecified { values.userInterfaceStyle = style }
        return values
    }

    /// Runs `body` with the view's traits as ``UITraitCollection/current``, as UIKit does around
    /// `layoutSubviews` and `draw(_:)` (TRT-3), so colours resolved there are the view's. Until
    /// some view or controller sets a style override, every view's colours resolve as the main
    /// screen's, and this costs nothing.
    func withTraitsCurrent<Result>(_ body: () -> Result) -> Result {
        guard TraitValues.styleOverridesSet else { return body() }
        return UITraitCollection.$scoped.withValue(UITraitCollection(values: traitValues), operation: body)
    }

    /// Tells the view (and its controller first) and then its subtree that their traits changed,
    /// where they did, with the new collection current during each call (TRT-2).
    func notifyTraitChange(from old: TraitValues, to new: TraitValues) {
        // A subview's traits are its parent's with its own override applied to both, so where
        // the parent's did not change, nothing below did: the walk stops.
        guard old != new else { return }
        let previous = UITraitCollection(values: old)
        UITraitCollection.$scoped.withValue(UITraitCollection(values: new)) {
            if old.preferredContentSizeCategory != new.preferredContentSizeCategory { contentSizeCategoryDidChange() }
            viewController?.traitCollectionDidChange(previous)
            traitCollectionDidChange(previous)
        }
        for subview in subviews {
            let style = subview.ownStyleOverride
            var subOld = old, subNew = new
            if style != .unspecified { subOld.userInterfaceStyle = style; subNew.userInterfaceStyle = style }
            subview.notifyTraitChange(from: subOld, to: subNew)
        }
    }

    /// The direction content with `attribute` runs in the application's interface (TRT-4):
    /// playback, spatial and forced left-to-right content never flips. The interface here is
    /// left to right (the main screen's traits), so only `.forceRightToLeft` runs right to left.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether any view in `window` can have a safe area: it is in a window whose screen has
    /// insets, or some controller adds its own. Else every view's safe area is empty.
    static func safeAreasPossible(in window: UIWindow?) -> Bool {
        guard let window else { return false }
        return UIViewController.controllersAddingSafeArea > 0 || window.screen.hasSafeArea
    }

    /// The view's frame in the screen's coordinates (its window's, the window being placed on the screen).
    var screenFrame: CGRect {
        convert(bounds, to: (window?.screen ?? .main).coordinateSpace)
    }
}
