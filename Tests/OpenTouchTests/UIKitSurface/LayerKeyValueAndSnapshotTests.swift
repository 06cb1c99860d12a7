import Foundation
import Testing
@testable import OpenTouch

@Suite("Layers by key, snapshots of views, the status bar's frame (LYR-9, DRW-6, VC-15)")
@MainActor
struct LayerKeyValueAndSnapshotTests {
    private final class RadiusLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool { key == "radius" || super.needsDisplay(forKey: key) }
        override class func defaultValue(forKey key: String) -> Any? { key == "radius" ? CGFloat(8) : super.defaultValue(forKey: key) }
        var displays = 0
        override func display() { displays += 1 }
    }

    @Test("LYR-9 a layer's properties by name, any other key kept, its class's default and needsDisplay(forKey:) obeyed")
    func keyValueCoding() {
        let layer = RadiusLayer()
        layer.setValue(CGPoint(x: 10, y: 20), forKey: "position")
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.position == CGPoint(x: 10, y: 20) && layer.opacity == 0.5)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 10, y: 20))
        #expect(layer.value(forKey: "radius") as? CGFloat == 8, "the class's default")
        layer.setValue(CGFloat(20), forKey: "radius")
        #expect(layer.value(forKey: "radius") as? CGFloat == 20 && layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.displays == 1)
        layer.setValue("tag", forKey: "custom")
        #expect(layer.value(forKey: "custom") as? String == "tag" && !layer.needsDisplay())
    }

    @Test("DRW-6 a snapshot view is the bounds' size at the origin, shows the drawing of that moment, and does not follow later changes")
    func snapshotView() throws {
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
        card.backgroundColor = .systemRed
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        let image = try #require(snapshot.image)
        #expect(image.size == CGSize(width: 120, height: 80))
        card.frame.size = CGSize(width: 10, height: 10)
        card.backgroundColor = .systemBlue
        #expect(snapshot.frame.size == CGSize(width: 120, height: 80) && snapshot.image === image)
        let part = try #require(card.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 5, height: 4), afterScreenUpdates: true, withCapInsets: .zero))
        #expect(part.frame == CGRect(x: 0, y: 0, width: 5, height: 4))
    }

    @Test("VC-15 UIApplication.statusBarFrame is the key window's scene's status bar")
    @available(*, deprecated)
    func statusBarFrame() {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        let application = root.view.window!.application!
        #expect(application.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        _ = screen
    }
}
