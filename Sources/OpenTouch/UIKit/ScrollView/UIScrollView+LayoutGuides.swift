import Foundation

extension UIScrollView {
    /// The scroll view's content area for Auto Layout: constraints between it (or the scroll
    /// view's own edges, seen from inside) and the content define ``contentSize`` (LAY-12).
    ///
    /// ```swift
    /// form.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
    /// form.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)
    /// form.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
    /// ```
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

    /// The scroll view's own frame for Auto Layout, in its content's coordinates: its width and
    /// height are the scroll view's (LAY-12).
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
}
