import Foundation

/// A transition between two controllers that a storyboard describes (NIB-7).
///
/// A storyboard's segues are made when they are triggered (a tap on the control, the cell or the
/// recognizer the document connects, or ``UIViewController/performSegue(withIdentifier:sender:)``):
/// the source is asked ``UIViewController/shouldPerformSegue(withIdentifier:sender:)`` (for a
/// triggered segue), the destination is made, the source hears
/// ``UIViewController/prepare(for:sender:)``, then ``perform()`` shows the destination as the
/// segue's kind says. A custom segue (a subclass) overrides ``perform()``.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController
    /// What ``perform()`` runs for a segue made with a handler, or a storyboard segue of a kind.
    var performHandler: (@MainActor () -> Void)?

    /// The identifier the storyboard gives the segue, if any.
    open var identifier: String? { storedIdentifier }
    /// The controller the segue starts from.
    open var source: UIViewController { storedSource }
    /// The controller the segue shows.
    open var destination: UIViewController { storedDestination }

    /// A segue from `source` to `destination`; subclasses override ``perform()``.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination: the kind's transition for a storyboard's segue, the handler for one
    /// made with a handler; a subclass's own transition when it overrides this.
    open func perform() {
        performHandler?()
    }
}
