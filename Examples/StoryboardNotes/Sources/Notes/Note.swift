import Foundation

struct Note: Equatable {
    var title: String
    var body: String
}

final class NoteStore {
    static let shared = NoteStore()
    var notes: [Note] = []
}
