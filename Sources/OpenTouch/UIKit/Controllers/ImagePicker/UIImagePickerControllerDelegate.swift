import Foundation

/// Told what the user picked in an image picker, or that they cancelled (VC-18). Both methods
/// are optional; the delegate is expected to dismiss the picker.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image: `info` holds its media type and the image, and with editing the
    /// edited image and its crop rectangle.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user tapped Cancel.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Not implemented: the picker dismisses itself, as UIKit's does.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.presentingViewController?.dismiss(animated: true)
    }
    /// Not implemented: the picker dismisses itself, as UIKit's does.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.presentingViewController?.dismiss(animated: true)
    }
}
