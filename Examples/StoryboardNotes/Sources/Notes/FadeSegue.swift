import UIKit

/// A custom segue: pushes without the slide, and counts itself, so the tests can see it ran.
class FadeSegue: UIStoryboardSegue {
    static var performed = 0

    override func perform() {
        FadeSegue.performed += 1
        source.navigationController?.pushViewController(destination, animated: false)
    }
}
