import Foundation

/// The view that shows a ``UIListContentConfiguration`` (LST-19): an image view and two labels,
/// placed as the configuration's arrangement says. Like every label they take no touches, so a
/// touch on the text is the cell's.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    /// Nil: a list content view is made from its configuration, not decoded.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The configuration shown; a configuration of another kind is ignored, as UIKit's view does.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Diagnostics.report(.invalidArgument, "UIListContentView was given a \(type(of: newValue)); it shows only UIListContentConfiguration (LST-19)")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a ``UIListContentConfiguration``, the only kind it shows.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The labels' text, read by tests as a user reads the row.
    var shownText: String? { textLabel.text }
    var shownSecondaryText: String? { secondaryTextLabel.text }

    private func apply() {
        let configuration = listConfiguration
        if let image = configuration.image, image.isSymbolImage, let symbol = configuration.imageProperties.preferredSymbolConfiguration {
            imageView.image = image.withConfiguration(symbol)
        } else {
            imageView.image = configuration.image
        }
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        style(textLabel, configuration.shown(configuration.text, configuration.textProperties), configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.shown(configuration.secondaryText, configuration.secondaryTextProperties),
              configuration.secondaryAttributedText, configuration.secondaryTextProperties)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties) {
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment
        label.isHidden = (label.text ?? "").isEmpty
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var leading = margins.leading
        let inner = CGRect(x: 0, y: margins.top, width: bounds.width, height: max(0, bounds.height - margins.top - margins.bottom))
        if configuration.image != nil {
            var size = imageView.intrinsicContentSize
            let maximum = configuration.imageProperties.maximumSize
            if maximum.width > 0 { size.width = min(size.width, maximum.width) }
            if maximum.height > 0 { size.height = min(size.height, maximum.height) }
            imageView.frame = CGRect(x: leading, y: inner.midY - size.height / 2, width: size.width, height: size.height)
            leading += size.width + configuration.imageToTextPadding
        }
        let width = max(0, bounds.width - leading - margins.trailing)
        let text = textLabel.intrinsicContentSize, secondary = secondaryTextLabel.intrinsicContentSize
        switch configuration.arrangement {
        case .row, .subtitle:
            let gap = secondaryTextLabel.isHidden ? 0 : configuration.textToSecondaryTextVerticalPadding
            let total = text.height + gap + (secondaryTextLabel.isHidden ? 0 : secondary.height)
            textLabel.frame = CGRect(x: leading, y: inner.midY - total / 2, width: width, height: text.height)
            secondaryTextLabel.frame = CGRect(x: leading, y: textLabel.frame.maxY + gap, width: width, height: secondary.height)
        case .value:
            let secondaryWidth = min(secondary.width, width / 2)
            secondaryTextLabel.frame = CGRect(x: bounds.width - margins.trailing - secondaryWidth, y: inner.midY - secondary.height / 2,
                                              width: secondaryWidth, height: secondary.height)
            textLabel.frame = CGRect(x: leading, y: inner.midY - text.height / 2,
                                     width: max(0, width - secondaryWidth - configuration.textToSecondaryTextHorizontalPadding), height: text.height)
        }
    }

    open override var intrinsicContentSize: CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let text = textLabel.intrinsicContentSize.height
        let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.intrinsicContentSize.height
        let body = listConfiguration.arrangement == .value ? max(text, secondary)
            : text + (secondary > 0 ? listConfiguration.textToSecondaryTextVerticalPadding + secondary : 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: margins.top + body + margins.bottom)
    }
}
