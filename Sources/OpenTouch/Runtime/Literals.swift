/// The types Xcode's literals make in code that imports UIKit (CLR-1, IMG-1):
/// `#colorLiteral(red:green:blue:alpha:)` is a ``UIColor`` and `#imageLiteral(resourceName:)`
/// a ``UIImage``, as on iOS, where UIKit declares the same two names (RUN-5).
public typealias _ColorLiteralType = UIColor

/// The type of `#imageLiteral(resourceName:)` in code that imports UIKit: ``UIImage`` (RUN-5).
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
