import Foundation
import InterfaceDocuments

/// What each UIKit view class reads from its element, beyond what every view has (NIB-2).
@MainActor
enum DocumentViewKinds {
    /// The attributes each tag's class applies, for reporting the rest.
    static let attributes: [String: Set<String>] = [
        "label": ["text", "textAlignment", "numberOfLines", "enabled", "adjustsFontSizeToFit", "minimumScaleFactor", "preferredMaxLayoutWidth"],
        "button": ["enabled", "selected", "title"],
        "textField": ["text", "placeholder", "textAlignment", "borderStyle", "enabled", "clearButtonMode", "secureTextEntry"],
        "textView": scrollAttributes.union(["text", "textAlignment", "editable"]),
        "imageView": ["image", "highlightedImage", "catalog"],
        "switch": ["on", "enabled"],
        "slider": ["value", "minValue", "maxValue", "enabled", "continuous"],
        "stepper": ["value", "minimumValue", "maximumValue", "stepValue", "enabled", "continuous", "wraps", "autorepeat"],
        "segmentedControl": ["selectedSegmentIndex", "segmentControlStyle", "enabled"],
        "stackView": ["axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement"],
        "scrollView": scrollAttributes, "tableView": scrollAttributes.union(["rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "allowsSelection", "allowsMultipleSelection"]),
        "collectionView": scrollAttributes.union(["allowsSelection", "allowsMultipleSelection"]),
        "activityIndicatorView": ["hidesWhenStopped", "animating"],
        "progressView": ["progress"],
        "pageControl": ["numberOfPages", "currentPage", "enabled"],
        "datePicker": ["datePickerMode", "minuteInterval", "preferredDatePickerStyle"],
        "searchBar": ["placeholder", "text", "prompt"],
        "refreshControl": ["enabled"],
        "tableViewCell": ["accessoryType", "editingAccessoryType", "textLabel", "detailTextLabel", "imageView", "rowHeight"],
    ]

    static let scrollAttributes: Set<String> = [
        "pagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "scrollEnabled",
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "keyboardDismissMode",
        "minimumZoomScale", "maximumZoomScale", "bouncesZoom", "delaysContentTouches", "canCancelContentTouches",
        "contentInsetAdjustmentBehavior",
    ]

    static func apply(_ element: InterfaceElement, to view: UIView, graph: NibObjectGraph) {
        let flag = { (name: String) in DocumentValues.flag(element[name]) }
        let number = { (name: String) in DocumentValues.number(element[name]) }
        if let control = view as? UIControl {
            if let enabled = flag("enabled") { control.isEnabled = enabled }
            if let selected = flag("selected") { control.isSelected = selected }
        }
        switch view {
        case let label as UILabel:
            if let text = DocumentProperties.text("text", of: element) { label.text = text }
            if let alignment = element["textAlignment"].flatMap({ DocumentValues.textAlignments[$0] }) { label.textAlignment = alignment }
            if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
            if let enabled = flag("enabled") { label.isEnabled = enabled }
            if let font = element.child("fontDescription", key: "fontDescription") { label.font = DocumentValues.font(font) }
            if let color = DocumentProperties.color("textColor", of: element, graph: graph) { label.textColor = color }
            if let fits = flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
            if let scale = number("minimumScaleFactor") { label.minimumScaleFactor = scale }
            if let width = number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        case let button as UIButton:
            for state in element.children where state.name == "state" {
                guard let controlState = state.key.flatMap({ DocumentValues.controlStates[$0] }) else { continue }
                if let title = state["title"] { button.setTitle(title, for: controlState) }
                if let image = DocumentValues.image(state["image"], of: state) { button.setImage(image, for: controlState) }
                if let color = state.child("color", key: "titleColor").flatMap({ DocumentValues.color($0, in: graph.document) }) {
                    button.setTitleColor(color, for: controlState)
                }
            }
            if let configuration = element.child("buttonConfiguration", key: "configuration") {
                if let title = configuration["title"] { button.setTitle(title, for: .normal) }
                if let image = DocumentValues.image(configuration["image"], of: configuration) { button.setImage(image, for: .normal) }
            }
            if let font = element.child("fontDescription", key: "fontDescription") { button.titleLabel?.font = DocumentValues.font(font) }
        case let field as UITextField:
            if let text = DocumentProperties.text("text", of: element) { field.text = text }
            if let placeholder = element["placeholder"] { field.placeholder = placeholder }
            if let alignment = element["textAlignment"].flatMap({ DocumentValues.textAlignments[$0] }) { field.textAlignment = alignment }
            let styles: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
            if let style = element["borderStyle"].flatMap({ styles[$0] }) { field.borderStyle = style }
            if let font = element.child("fontDescription", key: "fontDescription") { field.font = DocumentValues.font(font) }
            if let color = DocumentProperties.color("textColor", of: element, graph: graph) { field.textColor = color }
            if let traits = element.child("textInputTraits", key: "textInputTraits"), traits["secureTextEntry"] == "YES" { field.isSecureTextEntry = true }
        case let textView as UITextView:
            if let text = DocumentProperties.text("text", of: element) { textView.text = text }
            if let editable = flag("editable") { textView.isEditable = editable }
            if let font = element.child("fontDescription", key: "fontDescription") { textView.font = DocumentValues.font(font) }
            if let alignment = element["textAlignment"].flatMap({ DocumentValues.textAlignments[$0] }) { textView.textAlignment = alignment }
        case let imageView as UIImageView:
            if let image = DocumentValues.image(element["image"], of: element) { imageView.image = image }
            if let image = DocumentValues.image(element["highlightedImage"], of: element) { imageView.highlightedImage = image }
        case let toggle as UISwitch:
            if let on = flag("on") { toggle.isOn = on }
        case let slider as UISlider:
            if let minimum = number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = number("value") { slider.value = Float(value) }
            if let continuous = flag("continuous") { slider.isContinuous = continuous }
        case let stepper as UIStepper:
            if let minimum = number("minimumValue") { stepper.minimumValue = Double(minimum) }
            if let maximum = number("maximumValue") { stepper.maximumValue = Double(maximum) }
            if let step = number("stepValue") { stepper.stepValue = Double(step) }
            if let value = number("value") { stepper.value = Double(value) }
        case let segmented as UISegmentedControl:
            for (index, segment) in (element.child("segments")?.children ?? []).enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap(Int.init) { segmented.selectedSegmentIndex = selected }
        case let stack as UIStackView:
            if element["axis"] == "vertical" { stack.axis = .vertical }
            let distributions: [String: UIStackView.Distribution] = ["fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                                                                      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering]
            if let distribution = element["distribution"].flatMap({ distributions[$0] }) { stack.distribution = distribution }
            let alignments: [String: UIStackView.Alignment] = ["fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline,
                                                                "center": .center, "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline]
            if let alignment = element["alignment"].flatMap({ alignments[$0] }) { stack.alignment = alignment }
            if let spacing = number("spacing") { stack.spacing = spacing }
        case let activity as UIActivityIndicatorView:
            if let hides = flag("hidesWhenStopped") { activity.hidesWhenStopped = hides }
            if flag("animating") == true { activity.startAnimating() }
        case let progress as UIProgressView:
            if let value = number("progress") { progress.progress = Float(value) }
        case let pages as UIPageControl:
            if let count = element["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
            if let current = element["currentPage"].flatMap(Int.init) { pages.currentPage = current }
        case let picker as UIDatePicker:
            let modes: [String: UIDatePicker.Mode] = ["time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer]
            if let mode = element["datePickerMode"].flatMap({ modes[$0] }) { picker.datePickerMode = mode }
            if let interval = element["minuteInterval"].flatMap(Int.init) { picker.minuteInterval = interval }
        case let bar as UINavigationBar:
            // A navigation bar placed on its own carries its items.
            let items = (element.child("items")?.children ?? []).filter { $0.name == "navigationItem" }.map { itemElement in
                let item = UINavigationItem(title: itemElement["title"] ?? "")
                StoryboardScenes.decodeItem(itemElement, into: item, graph: graph)
                return item
            }
            if !items.isEmpty { bar.setItems(items, animated: false) }
        case let search as UISearchBar:
            if let placeholder = element["placeholder"] { search.placeholder = placeholder }
            if let text = element["text"] { search.text = text }
            if let prompt = element["prompt"] { search.prompt = prompt }
        default:
            break
        }
        if let scroll = view as? UIScrollView { applyScrolling(element, to: scroll, graph: graph) }
        if let table = view as? UITableView { DocumentLists.apply(element, to: table, graph: graph) }
        if let collection = view as? UICollectionView { DocumentLists.apply(element, to: collection, graph: graph) }
    }

    private static func applyScrolling(_ element: InterfaceElement, to scroll: UIScrollView, graph: NibObjectGraph) {
        // Constraints name the scroll view's content and frame guides by id.
        if let id = element.child("viewLayoutGuide", key: "contentLayoutGuide")?.id { graph.registerGuide(scroll.contentLayoutGuide, id: id) }
        if let id = element.child("viewLayoutGuide", key: "frameLayoutGuide")?.id { graph.registerGuide(scroll.frameLayoutGuide, id: id) }
        let behaviors: [String: UIScrollView.ContentInsetAdjustmentBehavior] = ["automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always]
        if let behavior = element["contentInsetAdjustmentBehavior"].flatMap({ behaviors[$0] }) { scroll.contentInsetAdjustmentBehavior = behavior }
        let flag = { (name: String) in DocumentValues.flag(element[name]) }
        if let value = flag("pagingEnabled") { scroll.isPagingEnabled = value }
        if let value = flag("bounces") { scroll.bounces = value }
        if let value = flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = value }
        if let value = flag("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = value }
        if let value = flag("scrollEnabled") { scroll.isScrollEnabled = value }
        if let value = flag("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = value }
        if let value = flag("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = value }
        if let value = flag("delaysContentTouches") { scroll.delaysContentTouches = value }
        if let value = flag("canCancelContentTouches") { scroll.canCancelContentTouches = value }
        if let value = flag("bouncesZoom") { scroll.bouncesZoom = value }
        if let value = DocumentValues.number(element["minimumZoomScale"]) { scroll.minimumZoomScale = value }
        if let value = DocumentValues.number(element["maximumZoomScale"]) { scroll.maximumZoomScale = value }
        let modes: [String: UIScrollView.KeyboardDismissMode] = ["none": .none, "onDrag": .onDrag, "interactive": .interactive]
        if let mode = element["keyboardDismissMode"].flatMap({ modes[$0] }) { scroll.keyboardDismissMode = mode }
    }
}
