// Written as iOS code is: a button that registers three of its own methods for five events.
// Edits for Linux: `#selector(...)` -> `Selector(FormButton....)`, `@objc` removed.
import UIKit

class FormButton: UIButton {
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: Selector(FormButton.touchDown), for: [.touchDown, .touchDragEnter])
        addTarget(self, action: Selector(FormButton.touchUp), for: [.touchUpInside, .touchUpOutside])
        addTarget(self, action: Selector(FormButton.dragExit), for: .touchDragExit)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func touchDown() { events.append("down") }
    func touchUp() { events.append("up") }
    func dragExit() { events.append("exit") }
}
