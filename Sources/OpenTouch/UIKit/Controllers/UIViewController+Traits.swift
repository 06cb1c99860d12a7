import Foundation

/// A controller is a trait environment, as in UIKit: its `traitCollection` (its view's, TRT-1)
/// and `traitCollectionDidChange(_:)` live in its class body, where subclasses override them.
extension UIViewController: UITraitEnvironment {}
