import Foundation

/// A presented controller whose view covers only part of its container, and which lets touches
/// elsewhere reach the presenter behind it (SRC-3): a search controller, whose bar stays in the
/// presenting controller's view while the search is presented over it.
@MainActor
protocol LetsTouchesThroughAroundItsView: UIViewController {}
