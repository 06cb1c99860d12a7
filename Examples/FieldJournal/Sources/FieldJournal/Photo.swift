import UIKit

/// A photo of the journal: its title, and its image from the asset catalog.
public struct Photo: Equatable {
    public let title: String
    public let image: UIImage

    public init(title: String) {
        self.title = title
        image = UIImage(named: title) ?? UIImage(systemName: "photo")!
    }

    public static let titles = ["Harbour", "Heron", "Fern", "Lighthouse", "Dunes", "Otter"]
    public static var samples: [Photo] { titles.map(Photo.init(title:)) }
}
