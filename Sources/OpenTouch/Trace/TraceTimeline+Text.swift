import Foundation

extension TraceTimeline.Sequence: CustomStringConvertible {
    /// The sequence as text: its span, then one line a lane (its kind and name, then each mark
    /// as its time in milliseconds from the sequence's start and its label), for reading in a
    /// test's output and for snapshots that diff line by line.
    public var description: String {
        let span = String(format: "sequence %.3f–%.3f s", start, end)
        let width = lanes.map { $0.kind.rawValue.count + 1 + $0.name.count }.max() ?? 0
        let lines = lanes.map { lane -> String in
            let title = "\(lane.kind.rawValue) \(lane.name)"
            let marks = lane.marks.map { mark in
                "\(Int(((mark.time - start) * 1000).rounded())) \(mark.label.isEmpty ? mark.style.rawValue : mark.label)"
            }
            return title.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + marks.joined(separator: " · ")
        }
        return ([span] + lines).joined(separator: "\n")
    }
}
