import Foundation

/// The room a compositional layout section has (LST-17).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size minus ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets the container keeps clear; none here (the section's own insets apply inside).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect, ``contentInsets`` with the safe area; none here.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The room the section is laid out in.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits, for sections that differ by size class.
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout hands its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
    }
}
