import Foundation

/// The system's photo picker (VC-18): a navigation controller showing the photo library as a grid
/// of the images a test supplied (``TouchScreen/photoLibrary``); a tap on one picks it and tells
/// the delegate, Cancel tells it the user changed their mind.
///
/// ```swift
/// guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
/// let picker = UIImagePickerController()
/// picker.delegate = self            // a UIImagePickerControllerDelegate & UINavigationControllerDelegate
/// present(picker, animated: true)
/// // in a test: screen.photoLibrary = [photo]; screen.tap(screen.find(label: "Photo 1")!)
/// ```
///
/// There is no camera on Linux: ``isSourceTypeAvailable(_:)`` says so, and asking for it is
/// reported as UIKit raises. With ``allowsEditing`` a picked image is shown to move and scale
/// (here: to choose, the crop a centred square) before it is handed over.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes its media from; UIKit's raw values.
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }
    /// Which camera; none is available here.
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// What the camera captures.
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// The camera's flash.
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// The quality movies are recorded or exported at.
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of what the delegate is told a pick holds (VC-18).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The picked media's type, `public.image` for a photo (VC-18).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked image as it was, a `UIImage` (VC-18).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user cropped it, when `allowsEditing` (VC-18).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop, in the original image's pixels, as an `NSValue` of a `CGRect`, when `allowsEditing`.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file of a picked movie; not given here, where only photos are picked.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset-library URL of the pick (deprecated in UIKit); not given here.
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a photo just taken with the camera; not given here, where there is no camera.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The file of the picked image; not given here, where images are not written to files.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The Photos asset of the pick (deprecated in UIKit); not given here.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The Live Photo picked; not given here.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    }

    /// The uniform type of still images, the only media the library holds here.
    static let imageType = "public.image"

    /// Whether the device can pick from `sourceType`: the library and the saved photos album,
    /// never the camera (there is none).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: still images from the library; nil for the camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }

    /// Whether a camera is there: never.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether a camera's flash is there: never.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// Where media come from; the photo library by default. A source that is not available is
    /// refused and reported, as UIKit raises.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            Diagnostics.report(.invalidArgument, "Source type \(sourceType.rawValue) not available (VC-18)")
            sourceType = oldValue
        }
    }
    /// The media types shown; still images by default.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether a picked image is shown to move and scale before it is handed over; false by default.
    open var allowsEditing = false
    /// Recorded: there is no camera.
    open var cameraDevice: CameraDevice = .rear
    /// Recorded: there is no camera.
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// Recorded: there is no camera.
    open var cameraFlashMode: CameraFlashMode = .auto
    /// Recorded: there is no camera.
    open var showsCameraControls = true
    /// Recorded: there is no camera.
    open var cameraOverlayView: UIView?
    /// Recorded: no movie is recorded or exported.
    open var videoQuality: QualityType = .typeMedium
    /// Recorded: no movie is recorded.
    open var videoMaximumDuration: TimeInterval = 600

    /// The grid of the library, the picker's root.
    private let grid = PhotoGridController()

    /// A picker of the photo library.
    public init() {
        super.init(rootViewController: grid)
        grid.picker = self
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init()
    }

    /// An image picker from a storyboard or nib, showing its grid of the library's photos (VC-18).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setViewControllers([grid], animated: false)
        grid.picker = self
    }

    /// The camera's controls are not there to take a picture with.
    open func takePicture() {
        Diagnostics.report(.invalidArgument, "takePicture() needs the camera source type, which is not available (VC-18)")
    }

    /// As UIKit documents: without a delegate, the picker is dismissed as soon as it is shown.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if pickerDelegate == nil { presentingViewController?.dismiss(animated: true) }
    }

    /// The delegate as the picker's: ``delegate`` is typed as the navigation controller's here
    /// (Swift cannot narrow an inherited property's type, as Objective-C's import does).
    var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    // MARK: What the user does

    /// The user tapped an image in the grid: handed over, or first shown to move and scale.
    func userPicked(_ image: UIImage) {
        guard allowsEditing else { return finish(with: [.mediaType: Self.imageType, .originalImage: image]) }
        pushViewController(PhotoCropController(image: image, picker: self), animated: true)
    }

    /// The user chose the crop of `image`: the centred square the move-and-scale frame shows.
    func userChose(_ image: UIImage) {
        let side = min(image.size.width, image.size.height)
        let crop = CGRect(x: (image.size.width - side) / 2, y: (image.size.height - side) / 2, width: side, height: side)
        let edited = UIImage(size: CGSize(width: side, height: side), scale: image.scale)
        finish(with: [.mediaType: Self.imageType, .originalImage: image, .editedImage: edited,
                      .cropRect: NSValue(cgRect: CGRect(x: crop.minX * image.scale, y: crop.minY * image.scale, width: side * image.scale, height: side * image.scale))])
    }

    private func finish(with info: [InfoKey: Any]) {
        trace?.recordController(self, "picked an image", reason: "a tap in the photo library (VC-18)")
        guard let pickerDelegate else { return }
        pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The user tapped Cancel.
    func userCancelled() {
        trace?.recordController(self, "cancelled", reason: "Cancel was tapped (VC-18)")
        guard let pickerDelegate else { return }
        pickerDelegate.imagePickerControllerDidCancel(self)
    }
}
