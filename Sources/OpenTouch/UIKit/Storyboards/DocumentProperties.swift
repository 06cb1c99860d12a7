import Foundation
import InterfaceDocuments

/// Applies what a document writes about a view to the view being made: its frame and masks,
/// colours and fonts, its class's own properties, then its subviews (NIB-2).
///
/// Called from `UIView`'s `init?(coder:)`, as UIKit's `initWithCoder:` decodes the view there: an
/// app's `init?(coder:)` that sets a property after `super.init(coder:)` wins over the document.
/// An attribute or element with no effect here is reported once (``Diagnostics``), not guessed.
@MainActor
enum DocumentProperties {
    /// Attributes every element may carry that say nothing about the object at run time (Xcode's
    /// bookkeeping), or that are read where the object is made.
    static let bookkeeping: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "fixedFrame", "misplaced", "ambiguous",
        "opaque", "clearsContextBeforeDrawing", "userLabel", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "lineBreakMode", "baselineAdjustment", "adjustsLetterSpacingToFitWidth", "minimumFontSize",
        "adjustsFontForContentSizeCategory", "semanticContentAttribute", "insetsLayoutMarginsFromSafeArea",
        "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth", "contentHorizontalAlignment",
        "contentVerticalAlignment", "buttonType", "style", "reuseIdentifier", "sceneMemberID", "dataMode",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "sectionIndexMinimumDisplayRowCount",
        "showsSelectionImmediatelyOnTouchBegin", "indentationWidth", "selectionStyle", "textLabel", "role",
        "translatesAutoresizingMaskIntoConstraints", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "lineBreakStrategy", "prefetchingEnabled", "catalog", "directionalLockEnabled",
        "interactionMode", "preferredBehavioralStyle", "selectable", "usesAttributedText", "highlighted",
        "springLoaded", "pointerInteraction", "changesSelectionAsPrimaryAction", "showsMenuAsPrimaryAction",
        "largeContentSizeImage", "automaticallyAdjustsScrollIndicatorInsets",
    ]

    /// Elements inside a view that hold no object: Xcode's own, or read by another step.
    static let bookkeepingElements: Set<String> = [
        "rect", "autoresizingMask", "color", "fontDescription", "subviews", "constraints", "connections",
        "userDefinedRuntimeAttributes", "viewLayoutGuide", "point", "size", "state", "string", "nil",
        "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "accessibility", "textInputTraits",
        "inset", "edgeInsets", "directionalEdgeInsets", "variation", "mask", "prototypes", "segments",
        "tableViewCellContentView", "collectionViewCellContentView", "collectionViewLayout",
        "collectionViewFlowLayout", "integer", "real", "date", "locale", "imageReference", "preferredSymbolConfiguration",
        "buttonConfiguration", "backgroundConfiguration", "attributedString", "paragraphStyle",
        "layoutGuides", "navigationItem", "tabBarItem", "size", "extendedEdge", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedStatusBarMetrics", "simulatedScreenMetrics",
        "animations", "sections", "cells", "collectionReusableView", "gestureRecognizers", "items",
    ]

    /// The view's own part of its element: everything but its subviews' elements.
    static func decode(_ view: UIView, from element: InterfaceElement, graph: NibObjectGraph) {
        graph.register(view, for: element)
        applyCommon(element, to: view, graph: graph)
        DocumentViewKinds.apply(element, to: view, graph: graph)
        addSubviews(of: element, to: view, graph: graph)
        graph.constrainLater(element, view)
        reportUnknown(element, graph: graph)
    }

    /// The view-level properties every view has.
    static func applyCommon(_ element: InterfaceElement, to view: UIView, graph: NibObjectGraph) {
        if let frame = element.child("rect", key: "frame") { view.frame = DocumentValues.rect(frame) }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") { view.autoresizingMask = DocumentValues.autoresizingMask(mask) }
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" { view.translatesAutoresizingMaskIntoConstraints = false }
        if let mode = element["contentMode"].flatMap({ DocumentValues.contentModes[$0] }) { view.contentMode = mode }
        if let flag = DocumentValues.flag(element["userInteractionEnabled"]) { view.isUserInteractionEnabled = flag }
        if let flag = DocumentValues.flag(element["multipleTouchEnabled"]) { view.isMultipleTouchEnabled = flag }
        if let flag = DocumentValues.flag(element["exclusiveTouch"]) { view.isExclusiveTouch = flag }
        if let flag = DocumentValues.flag(element["hidden"]) { view.isHidden = flag }
        if let flag = DocumentValues.flag(element["clipsSubviews"]) { view.clipsToBounds = flag }
        if let alpha = DocumentValues.number(element["alpha"]) { view.alpha = alpha }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        for (attribute, axis) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal), ("verticalHuggingPriority", .vertical)] {
            if let value = DocumentValues.number(element[attribute]) { view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis) }
        }
        for (attribute, axis) in [("horizontalCompressionResistancePriority", NSLayoutConstraint.Axis.horizontal), ("verticalCompressionResistancePriority", .vertical)] {
            if let value = DocumentValues.number(element[attribute]) { view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis) }
        }
        if let color = color("backgroundColor", of: element, graph: graph) { view.backgroundColor = color }
        if let color = color("tintColor", of: element, graph: graph) { view.tintColor = color }
        if let guide = element.child("viewLayoutGuide", key: "safeArea")?.id { graph.registerGuide(view.safeAreaLayoutGuide, id: guide) }
        if let guide = element.child("viewLayoutGuide", key: "layoutMargins")?.id { graph.registerGuide(view.layoutMarginsGuide, id: guide) }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let label = accessibility["label"] { view.accessibilityLabel = label }
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let hint = accessibility["hint"] { view.accessibilityHint = hint }
        }
    }

    /// The `<color key=…>` child named `key`.
    static func color(_ key: String, of element: InterfaceElement, graph: NibObjectGraph) -> UIColor? {
        element.child("color", key: key).flatMap { DocumentValues.color($0, in: graph.document) }
    }

    /// The element's text: its attribute, or a `<string key="text">` child for text of several lines.
    static func text(_ key: String, of element: InterfaceElement) -> String? {
        element[key] ?? element.child("string", key: key)?.text
    }

    /// Makes the views of `<subviews>` and adds them; a stack view arranges them.
    static func addSubviews(of element: InterfaceElement, to view: UIView, graph: NibObjectGraph) {
        add(element.child("subviews")?.children ?? [], to: view, graph: graph)
    }

    /// Makes the views of `elements` and adds them to `view` in order; a stack view arranges them.
    static func add(_ elements: [InterfaceElement], to view: UIView, graph: NibObjectGraph) {
        for child in elements {
            guard let base = DocumentClasses.views[child.name] else {
                graph.fail(child, "OpenTouch cannot make a <\(child.name)> as a subview")
                return
            }
            do {
                let subview = try graph.makeView(child, base: base)
                if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
            } catch {
                graph.fail(with: error)
                return
            }
        }
    }

    /// Applies a recognizer's element: taps, touches, directions, durations.
    static func apply(_ element: InterfaceElement, to recognizer: UIGestureRecognizer, graph: NibObjectGraph) {
        if let flag = DocumentValues.flag(element["cancelsTouchesInView"]) { recognizer.cancelsTouchesInView = flag }
        if let flag = DocumentValues.flag(element["delaysTouchesBegan"]) { recognizer.delaysTouchesBegan = flag }
        if let flag = DocumentValues.flag(element["delaysTouchesEnded"]) { recognizer.delaysTouchesEnded = flag }
        if let flag = DocumentValues.flag(element["enabled"]) { recognizer.isEnabled = flag }
        if let tap = recognizer as? UITapGestureRecognizer {
            if let taps = element["numberOfTapsRequired"].flatMap(Int.init) { tap.numberOfTapsRequired = taps }
            if let touches = element["numberOfTouchesRequired"].flatMap(Int.init) { tap.numberOfTouchesRequired = touches }
        }
        if let press = recognizer as? UILongPressGestureRecognizer, let duration = DocumentValues.number(element["minimumPressDuration"]) {
            press.minimumPressDuration = TimeInterval(duration)
        }
        if let swipe = recognizer as? UISwipeGestureRecognizer, let direction = element.child("swipeGestureRecognizerDirection", key: "direction") {
            var directions: UISwipeGestureRecognizer.Direction = []
            for (name, part) in [("right", UISwipeGestureRecognizer.Direction.right), ("left", .left), ("up", .up), ("down", .down)] where direction[name] == "YES" {
                directions.insert(part)
            }
            swipe.direction = directions
        }
        if let pan = recognizer as? UIPanGestureRecognizer {
            if let touches = element["minimumNumberOfTouches"].flatMap(Int.init) { pan.minimumNumberOfTouches = touches }
            if let touches = element["maximumNumberOfTouches"].flatMap(Int.init) { pan.maximumNumberOfTouches = touches }
        }
    }

    /// Reports, once each, the attributes and child elements of `element` that nothing applied.
    static func reportUnknown(_ element: InterfaceElement, graph: NibObjectGraph) {
        let applied = DocumentViewKinds.attributes[element.name, default: []].union(commonAttributes)
        for name in element.attributes.keys.sorted() where !applied.contains(name) && !bookkeeping.contains(name) {
            graph.reportNotApplied(element, "attribute \(name)=\"\(element[name] ?? "")\"")
        }
        // A cell's content view is the cell's to decode, whatever its tag (`<view key="contentView">`
        // in older documents).
        for child in element.children where !bookkeepingElements.contains(child.name) && !decodedByKey.contains(child.key ?? "") {
            graph.reportNotApplied(element, "element <\(child.name)>")
        }
    }

    /// Children a class decodes by their role, whatever their tag.
    static let decodedByKey: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView", "refreshControl"]

    static let commonAttributes: Set<String> = [
        "contentMode", "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch", "hidden", "clipsSubviews",
        "alpha", "tag", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]
}
