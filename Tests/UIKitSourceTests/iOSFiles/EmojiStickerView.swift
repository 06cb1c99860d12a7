// Written as iOS code is: the seed's emoji view is an image view that turns interaction on.
// Edits for Linux: none.
import UIKit

class EmojiStickerView: UIImageView {
    let emoji: String
    var touchLog: [String] = []

    init(emoji: String) {
        self.emoji = emoji
        super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        isUserInteractionEnabled = true
        contentMode = .scaleAspectFit
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append("began \(emoji)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append("ended \(emoji)")
    }
}
