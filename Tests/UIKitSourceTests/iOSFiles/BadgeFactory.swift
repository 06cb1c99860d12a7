// Written as iOS code in the Swift 5 language mode often is: a helper that is not isolated to
// the main actor makes views. UIKit's SDK marks its types `@preconcurrency @MainActor`, so this
// compiles there (without strict checking, silently); OpenTouch's types are marked the same way.
// Edits for Linux: none.
import UIKit

final class BadgeFactory {
    func makeBadge(count: Int) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        label.text = "\(count)"
        label.textAlignment = .center
        label.layer.cornerRadius = 12
        label.layer.masksToBounds = true
        return label
    }
}
