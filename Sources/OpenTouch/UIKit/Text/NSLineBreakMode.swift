/// How a line of text that does not fit is wrapped or cut (TXT-2). Raw values are UIKit's.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Lines break between words; a single line is cut at the edge.
    case byWordWrapping = 0
    /// Lines break between characters; a single line is cut at the edge.
    case byCharWrapping = 1
    /// Text that does not fit is cut off at the edge.
    case byClipping = 2
    /// The start is replaced by an ellipsis: "…d of the line".
    case byTruncatingHead = 3
    /// The end is replaced by an ellipsis: "Start of th…". A label's default.
    case byTruncatingTail = 4
    /// The middle is replaced by an ellipsis: "Start…line".
    case byTruncatingMiddle = 5
}
