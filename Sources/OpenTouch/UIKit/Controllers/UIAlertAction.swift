import Foundation

/// A button of an alert or action sheet, and what its tap does once the alert is gone (VC-7).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button reads: plain, the cancel one (bold, last or apart), or destructive (red).
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button takes taps; true by default. Changing it while the alert shows
    /// enables or disables its button at once (an OK greyed out until a field has text).
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    /// The button made for this action, while its alert's view exists.
    weak var button: UIButton?
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// An action with a title, a style and what it does after the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
