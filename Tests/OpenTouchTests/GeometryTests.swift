import Foundation
import Testing
@testable import OpenTouch

@Suite("Geometry: CGAffineTransform as in Core Graphics")
struct GeometryTests {
    @Test("rotation turns clockwise on a y-down screen")
    func rotation() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(p, .at(0, 1)))
    }

    @Test("scaledBy and translatedBy apply before the receiver, as in Core Graphics")
    func prependedOperations() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(isClose(CGPoint(x: 1, y: 1).applying(t), .at(12, 3)))
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(isClose(CGPoint(x: 0, y: 0).applying(u), .at(10, 0)))
    }

    @Test("concatenating applies the receiver first")
    func concatenation() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(isClose(CGPoint(x: 3, y: 4).applying(t), .at(7, 9)))
    }

    @Test("inverted undoes the transform; a singular transform comes back unchanged")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let p = CGPoint(x: 13, y: -8)
        #expect(isClose(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test("CGRect.applying gives the bounding box of the transformed corners")
    func rectApplying() {
        let r = CGRect(x: 0, y: 0, width: 20, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(r, CGRect(x: -10, y: 0, width: 10, height: 20)))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
