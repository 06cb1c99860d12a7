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
    /// The identifier the storyboard gives the segue, if any.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination`; subclasses override ``perform()``.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = handler
        super.init()
    }

    /// Shows the destination: the kind's transition for a storyboard's segue, the handler for one
    /// made with a handler; a subclass's own transition when it overrides this.
    open func perform() {
        performHandler?()
    }
}
