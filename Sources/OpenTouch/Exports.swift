// UIKit code uses CGPoint, CGRect, CGFloat, NSCoder and Date without importing Foundation,
// because UIKit re-exports it; OpenTouch does the same.
@_exported import Foundation
