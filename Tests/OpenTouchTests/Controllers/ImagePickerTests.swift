import Foundation
import Testing
import UIKit
@testable import OpenTouch

/// A controller written as for iOS that presents a picker and keeps what was picked.
private final class JournalEntryController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var log: [String] = []
    var picked: UIImage?
    var info: [UIImagePickerController.InfoKey: Any] = [:]

    func choosePhoto(editing: Bool = false) {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = editing
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        log.append("didFinishPicking \(info[.mediaType] as? String ?? "?")")
        self.info = info
        picked = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
        dismiss(animated: true) { self.log.append("dismissed") }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        log.append("didCancel")
        dismiss(animated: true) { self.log.append("dismissed") }
    }
}

/// A delegate that implements neither method.
private final class SilentDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

@Suite("The image picker: the library a test supplies, a tap that picks, Cancel, editing, and no camera (VC-18)")
@MainActor
struct ImagePickerTests {
    private let photos = [UIImage(size: CGSize(width: 400, height: 300), name: "beach"),
                          UIImage(size: CGSize(width: 300, height: 500), name: "cat"),
                          UIImage(size: CGSize(width: 200, height: 200), name: "cake")]

    private func scene() -> (JournalEntryController, TouchScreen) {
        let entry = JournalEntryController()
        let screen = phoneScreen(root: entry)
        screen.photoLibrary = photos
        return (entry, screen)
    }

    @Test("VC-18 the library shows the supplied photos four a row; a tap on one hands it to the delegate, which dismisses the picker")
    func pickAPhoto() throws {
        let (entry, screen) = scene()
        entry.choosePhoto()
        screen.advance(by: 1)
        let picker = try #require(entry.presentedViewController as? UIImagePickerController)
        #expect(picker.topViewController?.title == "Photos")
        let second = try #require(screen.find(label: "Photo 2"))
        // 390 points, four columns 2 points apart: 96-point squares.
        #expect(second.bounds.size == CGSize(width: 96, height: 96))
        screen.tap(second)
        screen.advance(by: 1)
        #expect(entry.log == ["didFinishPicking public.image", "dismissed"])
        #expect(entry.picked === photos[1] && entry.info[.originalImage] as? UIImage === photos[1] && entry.info[.editedImage] == nil)
        #expect(entry.presentedViewController == nil)
    }

    @Test("VC-18 Cancel tells the delegate; a delegate that implements neither method has the picker dismiss itself")
    func cancel() throws {
        let (entry, screen) = scene()
        entry.choosePhoto()
        screen.advance(by: 1)
        screen.tap(try #require(screen.find(label: "Cancel")))
        screen.advance(by: 1)
        #expect(entry.log == ["didCancel", "dismissed"] && entry.presentedViewController == nil)

        let silent = SilentDelegate()
        let picker = UIImagePickerController()
        picker.delegate = silent
        entry.present(picker, animated: true)
        screen.advance(by: 1)
        screen.tap(try #require(screen.find(label: "Photo 3")))
        screen.advance(by: 1)
        #expect(entry.presentedViewController == nil, "dismissed by itself")
    }

    @Test("VC-18 with editing, a picked photo is shown to move and scale: Cancel goes back to the library, Choose hands over the centred square")
    func editing() throws {
        let (entry, screen) = scene()
        entry.choosePhoto(editing: true)
        screen.advance(by: 1)
        let picker = try #require(entry.presentedViewController as? UIImagePickerController)
        screen.tap(try #require(screen.find(label: "Photo 2")))
        screen.advance(by: 1)
        #expect(picker.viewControllers.count == 2 && entry.log.isEmpty)
        screen.tap(try #require(screen.find(label: "Cancel")))
        screen.advance(by: 1)
        #expect(picker.viewControllers.count == 1 && entry.log.isEmpty)

        screen.tap(try #require(screen.find(label: "Photo 2")))
        screen.advance(by: 1)
        screen.tap(try #require(screen.find(label: "Choose")))
        screen.advance(by: 1)
        #expect(entry.log == ["didFinishPicking public.image", "dismissed"])
        #expect(entry.info[.originalImage] as? UIImage === photos[1])
        #expect(entry.picked?.size == CGSize(width: 300, height: 300))
        #expect((entry.info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 100, width: 300, height: 300))
    }

    @Test("VC-18 there is no camera: it is not available, asking for it is reported and refused; a picker without a delegate is dismissed as soon as it is shown")
    func noCamera() throws {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary) && UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        let picker = UIImagePickerController()
        let reported = reports { picker.sourceType = .camera }
        #expect(reported.map(\.message) == ["Source type 1 not available (VC-18)"])
        #expect(picker.sourceType == .photoLibrary)

        let (entry, screen) = scene()
        entry.present(UIImagePickerController(), animated: true)
        screen.advance(by: 2)
        #expect(entry.presentedViewController == nil)
    }
}
