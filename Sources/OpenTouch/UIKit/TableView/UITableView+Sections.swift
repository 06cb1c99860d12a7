import Foundation

/// Section headers and footers (LST-12): their heights, their views (the delegate's, or ones the
/// table makes from the data source's titles, reused as sections scroll), their rectangles, and,
/// in a plain table, headers that stay at the top while their section scrolls under them.
extension UITableView {
    /// The reuse identifier of the headers and footers the table makes for titles.
    private static let titleViewIdentifier = "OpenTouch.sectionTitle"

    /// Where `section` ends: the next one's top, or the last row's end.
    func sectionEnd(_ section: Int) -> CGFloat {
        section + 1 < sectionTops.count ? sectionTops[section + 1] : lastSectionEnd(section)
    }

    /// The end of the last section: its rows', then its footer.
    private func lastSectionEnd(_ section: Int) -> CGFloat {
        let rows = numberOfRows(inSection: section)
        let lastRowEnd = rows > 0 ? rectForRow(at: IndexPath(row: rows - 1, section: section)).maxY : sectionTops[section] + headerPaddings[section] + headerHeights[section]
        return lastRowEnd + footerHeights[section]
    }

    /// The height of a section's header or footer: the delegate's, else the table's; an automatic
    /// one is ``defaultSectionHeaderHeight`` when there is a title or a view, else nothing.
    func sectionViewHeight(in section: Int, header: Bool) -> CGFloat {
        let given = header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if given.isFinite, given >= 0 { return given }
        let view = delegateView(in: section, header: header)
        // LST-12: self-sizing, unless the estimate is 0: a view whose constraints give it a
        // height at the table's width takes that height.
        let estimate = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if estimate != 0, let view {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            if fitted > 0 { return fitted }
        }
        return title(in: section, header: header) != nil || view != nil ? Self.defaultSectionHeaderHeight : 0
    }

    private func title(in section: Int, header: Bool) -> String? {
        header ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
    }

    private func delegateView(in section: Int, header: Bool) -> UIView? {
        header ? tableDelegate?.tableView(self, viewForHeaderInSection: section) : tableDelegate?.tableView(self, viewForFooterInSection: section)
    }

    /// The view for a section's header or footer: the delegate's, else one made for its title.
    private func makeSectionView(in section: Int, header: Bool) -> UIView {
        if let view = delegateView(in: section, header: header) { return view }
        if !sectionViews.isRegistered(Self.titleViewIdentifier) {
            sectionViews.register(Self.titleViewIdentifier) { UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier) }
        }
        let view = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier) ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title(in: section, header: header)
        return view
    }

    /// Puts on screen the headers and footers the bounds show, over the rows; in a plain table a
    /// header stays at the top of the visible area while its section is under it, and a footer at
    /// the bottom (LST-12).
    func layOutSectionViews() {
        // Most tables have none: a scroll frame then costs one pass over the heights.
        guard !sectionViews.visible.isEmpty || headerHeights.contains(where: { $0 > 0 }) || footerHeights.contains(where: { $0 > 0 }) else { return }
        var wanted: [(IndexPath, CGRect)] = []
        let visibleTop = bounds.minY + adjustedContentInset.top, visibleBottom = bounds.maxY - adjustedContentInset.bottom
        for section in sectionTops.indices where headerHeights[section] > 0 || footerHeights[section] > 0 {
            let whole = rect(forSection: section)
            if headerHeights[section] > 0 {
                var frame = rectForHeader(inSection: section)
                if style == .plain { frame.origin.y = min(max(frame.minY, visibleTop), whole.maxY - frame.height) }
                if frame.intersects(bounds) { wanted.append((IndexPath(row: 0, section: section), frame)) }
            }
            if footerHeights[section] > 0 {
                var frame = rectForFooter(inSection: section)
                if style == .plain { frame.origin.y = max(min(frame.minY, visibleBottom - frame.height), whole.minY + headerPaddings[section] + headerHeights[section]) }
                if frame.intersects(bounds) { wanted.append((IndexPath(row: 1, section: section), frame)) }
            }
        }
        sectionViews.show(wanted, in: self, inFront: true, make: { [unowned self] indexPath in
            makeSectionView(in: indexPath.section, header: indexPath.row == 0)
        }, shown: { [unowned self] view, indexPath in
            if indexPath.row == 0 {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: indexPath.section)
            } else {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: indexPath.section)
            }
        }, hidden: { [unowned self] view, indexPath in
            if indexPath.row == 0 {
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: indexPath.section)
            } else {
                tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: indexPath.section)
            }
        })
        // Pinned headers float over rows that came in after them.
        for view in sectionViews.visible.keys.sorted().compactMap({ sectionViews.visible[$0] }) where view.superview === self {
            bringSubviewToFront(view)
        }
    }
}
