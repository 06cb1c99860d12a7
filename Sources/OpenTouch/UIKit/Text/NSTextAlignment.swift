/// How lines of text are aligned; raw values are UIKit's.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}
