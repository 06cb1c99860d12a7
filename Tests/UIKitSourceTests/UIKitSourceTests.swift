// `import Testing` and `import UIKit` in one file: Swift Testing's cross-import overlay makes the
// compiler load `_Testing_UIKit`, which the UIKit product provides. This target is compiled in the
// Swift 5 language mode, as most UIKit code still is.
import Testing
import UIKit

@MainActor
private func screen(with root: UIView) -> TouchScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(root)
    window.makeKeyAndVisible()
    return TouchScreen(window: window)
}

@Suite("UIKit source compatibility: files written for iOS, driven by TouchScreen")
@MainActor
struct UIKitSourceTests {
    @Test("HIT-8 a pass-through container lets touches reach the view behind it; a round button answers only inside its circle")
    func passThroughAndRoundButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let overlay = PassThroughView(frame: root.bounds)
        let round = RoundButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(behind)
        root.addSubview(overlay)
        overlay.addSubview(round)
        var taps: [String] = []
        behind.addAction(UIAction { _ in taps.append("behind") }, for: .touchUpInside)
        round.addAction(UIAction { _ in taps.append("round") }, for: .touchUpInside)
        let screen = screen(with: root)
        screen.tap(at: CGPoint(x: 150, y: 150))   // the circle's middle
        screen.tap(at: CGPoint(x: 102, y: 102))   // a corner of the square, outside the circle
        screen.tap(at: CGPoint(x: 350, y: 350))   // the overlay itself passes it on
        #expect(taps == ["round", "behind", "behind"])
        #expect(round.layer.cornerRadius == 50, "layoutSubviews ran in the layout pass")
        #expect(round.layer.frame == round.frame)
    }

    @Test("GR-4 Selector(...) actions from iOS code: a pan moves the photo, a double tap resets it")
    func photoEditor() {
        let controller = PhotoEditorViewController()
        let screen = screen(with: controller.view)
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        screen.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 260, y: 240))
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 260, y: 240), taps: 2)
        screen.advance(by: 1)
        #expect(controller.log == ["pan ended at 260,240", "double tap"])
    }

    @Test("GR-3 a long press that sets .failed after it began ends failed, sends no action, and the next press starts clean")
    func failedAfterBegan() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(target)
        var states: [UIGestureRecognizer.State] = []
        let press = LongPressOutsideRecognizer(target: nil, action: nil)
        press.addAction { states.append($0.state) }
        target.addGestureRecognizer(press)
        let screen = screen(with: view)
        let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.5)
        finger.move(to: CGPoint(x: 200, y: 200))
        finger.lift()
        #expect(states == [.began, .changed], "no action for the failure")
        #expect(press.state == .possible, "reset after the event")
        let second = screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.5)
        second.lift()
        #expect(states == [.began, .changed, .began, .ended])
    }

    @Test("GR-3 a tap subclass with its own convenience init()")
    func ownConvenienceInit() {
        let triple = TripleTapRecognizer()
        #expect(triple.numberOfTapsRequired == 3)
    }

    @Test("HIT-1 S1 an image-view subclass that turns interaction on gets its touches; a plain image view passes them on")
    func imageViewSubclass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let sticker = EmojiStickerView(emoji: "😀")
        sticker.center = CGPoint(x: 100, y: 100)
        let plain = UIImageView(image: UIImage(size: CGSize(width: 50, height: 50)))
        plain.center = CGPoint(x: 300, y: 300)
        root.addSubview(sticker)
        root.addSubview(plain)
        let screen = screen(with: root)
        #expect(root.hitTest(CGPoint(x: 300, y: 300), with: nil) === root)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(sticker.touchLog == ["began 😀", "ended 😀"])
        #expect(sticker.isKind(of: UIImageView.self) && !sticker.isMember(of: UIImageView.self))
    }

    @Test("CTL-9 three methods of one target for five events: each registration sends its own method")
    func formButton() {
        let button = FormButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let screen = screen(with: button)
        let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 300, y: 300))   // beyond the tracking margin: drag exit
        finger.move(to: CGPoint(x: 60, y: 60))     // back inside: drag enter
        finger.lift()
        #expect(button.events == ["down", "exit", "down", "up"])
        #expect(button.actions(forTarget: button, forControlEvent: .touchDown)?.count == 1)
    }

    @Test("GR-9 a scroll-view subclass that adopts UIGestureRecognizerDelegate is asked about simultaneous recognition")
    func nestedScrollViews() {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.contentSize = CGSize(width: 400, height: 1200)
        let inner = NestedScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        inner.contentSize = CGSize(width: 400, height: 1200)
        outer.addSubview(inner)
        let screen = screen(with: outer)
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(inner.askedSimultaneous > 0)
        #expect(inner.contentOffset.y > 0 && outer.contentOffset.y > 0, "both scrolled")
    }

    @Test("HIT-1 a label made by a helper outside the main actor takes no touches: the tap reaches the button under it")
    func badgeOnButton() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = BadgeFactory().makeBadge(count: 3)
        button.addSubview(badge)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let screen = screen(with: button)
        screen.tap(at: CGPoint(x: 12, y: 12))
        #expect(taps == 1)
        #expect(badge.clipsToBounds, "layer.masksToBounds is the view's clipsToBounds")
        #expect(badge.intrinsicContentSize.width > 0)
    }

    @Test("DRW-3 a knob that draws with Core Graphics: drawn on appearing, redrawn as the finger turns it, its indicator where the value says")
    func drawingKnob() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let knob = KnobControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(knob)
        var values: [CGFloat] = []
        knob.addAction(UIAction { _ in values.append(knob.value) }, for: .valueChanged)
        let screen = screen(with: root)
        screen.advance(by: 0.01)
        let first = try #require(knob.drawing)
        #expect(first.operations.count == 2 && first.operations.allSatisfy(\.isStroke))
        #expect(first.operations[0].state.lineCap == .round && first.operations[0].color == UIColor.lightGray.cgColor)
        let finger = screen.touchDown(at: CGPoint(x: 150, y: 110))   // straight above the middle
        finger.move(to: CGPoint(x: 190, y: 150))                      // a quarter turn clockwise
        finger.lift()
        screen.advance(by: 0.01)
        #expect(values.count == 1 && abs(values[0] - 1.0 / 3.0) < 1e-9, "a quarter turn of the 270° track")
        let indicator = try #require(knob.drawing?.operations.last?.path?.boundingBoxOfPath)
        let expectedAngle = -CGFloat.pi * 3 / 4 + knob.value * .pi * 3 / 2 - .pi / 2
        #expect(abs(indicator.width - 44 * abs(cos(expectedAngle))) < 1e-6, "the indicator follows the value")
    }

    @Test("DRW-1 a hexagonal button with a shape layer: taps on the hexagon send, taps in the bounds' corners fall through")
    func hexagonButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let behind = UIButton(frame: root.bounds)
        let hexagon = HexagonButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(behind)
        root.addSubview(hexagon)
        var taps: [String] = []
        behind.addAction(UIAction { _ in taps.append("behind") }, for: .touchUpInside)
        hexagon.addAction(UIAction { _ in taps.append("hexagon") }, for: .touchUpInside)
        let screen = screen(with: root)
        screen.tap(at: CGPoint(x: 150, y: 150))
        screen.tap(at: CGPoint(x: 195, y: 150))   // the right corner of the hexagon
        screen.tap(at: CGPoint(x: 105, y: 105))   // the bounds' top left, outside the hexagon
        #expect(taps == ["hexagon", "hexagon", "behind"])
        #expect(hexagon.layer.animationKeys() == nil, "the path was set with actions disabled")
        #expect((hexagon.layer as? CAShapeLayer)?.fillColor == UIColor.systemOrange.cgColor)
    }

    @Test("DRW-4 a rating view filled through a star mask: touches set the rating; the snapshot clips the fill to the stars")
    func starRating() throws {
        final class Listener: StarRatingViewDelegate {
            var ratings: [Int] = []
            func ratingView(_ view: StarRatingView, didChangeRating rating: Int) { ratings.append(rating) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stars = StarRatingView(frame: CGRect(x: 50, y: 50, width: 200, height: 40))
        let listener = Listener()
        stars.delegate = listener
        root.addSubview(stars)
        let screen = screen(with: root)
        screen.tap(at: CGPoint(x: 110, y: 70))   // the second star
        screen.drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 245, y: 70))
        #expect(listener.ratings == [2, 1, 2, 3, 4, 5])
        screen.tap(at: CGPoint(x: 175, y: 70))
        #expect(stars.rating == 4 && listener.ratings.last == 4)
        #expect(stars.layer.animationKeys() == nil && (stars.layer.sublayers ?? []).allSatisfy { $0.animationKeys() == nil })

        let image = UIGraphicsImageRenderer(bounds: stars.bounds).image { stars.layer.render(in: $0.cgContext) }
        let ops = try #require(image.drawing).operations
        #expect(ops.count == 2, "the gray stars, then the yellow fill")
        #expect(ops[0].color == UIColor.systemGray.cgColor && ops[0].state.clip.isEmpty)
        #expect(ops[1].color == UIColor.systemYellow.cgColor)
        #expect(ops[1].path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 160, height: 40), "four stars' width")
        #expect(ops[1].state.clipContains(CGPoint(x: 20, y: 20)), "inside the first star")
        #expect(!ops[1].state.clipContains(CGPoint(x: 40, y: 2)), "between two stars the mask hides the fill")
    }

    @Test("DRW-5 a row snapshotted for dragging: the image carries the row's drawing and follows the finger; the row hides meanwhile")
    func dragSnapshot() throws {
        let list = DragSnapshotList(frame: CGRect(x: 0, y: 0, width: 300, height: 400), titles: ["Alpha", "Beta", "Gamma"])
        let screen = screen(with: list)
        let finger = screen.touchDown(at: CGPoint(x: 100, y: 60))   // on "Beta"
        screen.advance(by: 0.6)
        #expect(list.rows[1].isHidden)
        finger.move(to: CGPoint(x: 120, y: 160))
        #expect(list.snapshotCenter == CGPoint(x: 170, y: 166))
        finger.lift()
        #expect(!list.rows[1].isHidden && list.snapshotCenter == nil)
        let image = try #require(list.lastSnapshotImage)
        #expect(image.size == CGSize(width: 300, height: 44))
        let ops = try #require(image.drawing).operations
        #expect(ops.count == 2)
        #expect(ops[0].isFill && ops[0].color == UIColor.white.cgColor)
        guard case .text(let text, let rect, _, _) = ops[1].kind else {
            Issue.record("the row's label should be in the snapshot, got \(ops[1])")
            return
        }
        #expect(text == "Beta" && rect == CGRect(x: 16, y: 0, width: 268, height: 44))
    }

    @Test("EFX-1 TRT-3 a touch inspector window: a blurred badge follows each finger, in the dark tint when the window is dark, and goes at the lift")
    func touchInspector() {
        let window = TouchInspectorWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .dark
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let finger = screen.touchDown(at: CGPoint(x: 150, y: 150))
        let badge = window.badges.values.first
        #expect(window.badges.count == 1 && badge?.frame == CGRect(x: 128, y: 128, width: 44, height: 44))
        #expect((badge?.effect as? UIBlurEffect)?.style == .systemThinMaterial)
        // The badge's colour was resolved while the window's event ran: the light tint, since the
        // event is not a view's layout or drawing; resolved against the window, it is the dark one.
        #expect(UIColor.inspectorTint.resolvedColor(with: window.traitCollection) == UIColor(hex: 0x64D2FF))
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === button, "the badge takes no touches")
        screen.advance(by: 0.05)
        finger.move(to: CGPoint(x: 160, y: 170))
        #expect(badge?.frame.origin == CGPoint(x: 138, y: 148))
        #expect((badge?.contentView.subviews.first as? UILabel)?.text == "160,170")
        finger.lift()
        #expect(window.badges.isEmpty && badge?.superview == nil && taps == 1)
        #expect(window.history == ["began 150,150", "moved 160,170", "ended 160,170"])
    }

    @Test("SCR-9 SCR-10 a zooming image view: centred by its insets, a double tap zooms to 4× around the finger and back")
    func zoomingImageView() {
        AssetCatalog.register(UIImage(size: CGSize(width: 300, height: 200)), named: "photo")
        let zoomer = ZoomingImageView(image: UIImage(named: "photo"))
        zoomer.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let screen = screen(with: zoomer)
        screen.runLayoutPass()
        #expect(zoomer.adjustedContentInset == UIEdgeInsets(top: 100, left: 50, bottom: 100, right: 50), ".never: the insets alone")
        screen.tap(at: CGPoint(x: 200, y: 200), taps: 2)
        screen.advance(by: 1)
        #expect(zoomer.zoomScale == 4)
        screen.tap(at: CGPoint(x: 200, y: 200), taps: 2)
        screen.advance(by: 1)
        #expect(zoomer.zoomScale == 1)
        #expect(!zoomer.showsVerticalScrollIndicator && zoomer.decelerationRate == .fast)
    }

    @Test("TIM-1 CTL-11 a camera button: a tap takes a photo; held, it records and counts seconds on the application clock")
    func cameraButton() {
        final class Recorder: CameraButtonDelegate {
            var events: [String] = []
            func cameraButtonDidTakePhoto(_ button: CameraButton) { events.append("photo") }
            func cameraButton(_ button: CameraButton, didRecordFor seconds: Int) { events.append("video \(seconds) s") }
        }
        let camera = CameraButton(frame: CGRect(x: 150, y: 300, width: 80, height: 80))
        let recorder = Recorder()
        camera.delegate = recorder
        let screen = screen(with: {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            root.addSubview(camera)
            return root
        }())
        screen.tap(at: CGPoint(x: 190, y: 340))
        #expect(recorder.events == ["photo"])
        let finger = screen.touchDown(at: CGPoint(x: 190, y: 340))
        #expect(camera.currentImage?.name == "record.circle" && camera.currentImage?.size == CGSize(width: 38, height: 38))
        screen.advance(by: 0.3)
        #expect(camera.isRecording && camera.currentTitle == "0")
        screen.advance(by: 2.5)
        #expect(camera.secondsRecorded == 2)
        finger.lift()
        screen.advance(by: 5)
        #expect(recorder.events == ["photo", "video 2 s"] && !camera.isRecording && camera.secondsRecorded == 2)
    }

    @Test("NTF-1 NTF-2 a keyboard observer by selector makes room for the keyboard and gives it back; removeObserver stops it")
    func keyboardObserver() {
        let controller = KeyboardAvoidingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
        #expect(controller.scrollView.contentInset.bottom == 336 && controller.scrollView.verticalScrollIndicatorInsets.bottom == 336)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(controller.scrollView.contentInset.bottom == 0)
        controller.stopObserving()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
        #expect(controller.scrollView.contentInset.bottom == 0)
    }

    @Test("CTL-11 a pressable button: per-state images and colours while pressed, selected after the tap, shrunk only while held")
    func pressableButton() {
        AssetCatalog.register(UIImage(size: CGSize(width: 20, height: 20), name: "plate"), named: "plate")
        let button = PressableButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        button.setTitle("Like", for: .normal)
        let screen = screen(with: {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            root.addSubview(button)
            return root
        }())
        screen.runLayoutPass()
        var seen: [String] = []
        func look() {
            let colour = button.currentTitleColor == .systemPink ? "pink" : button.currentTitleColor == .label ? "label" : "other"
            seen.append("\(button.currentImage?.name ?? "-") \(colour) \(button.transform.a)")
        }
        look()
        let finger = screen.touchDown(at: CGPoint(x: 150, y: 80))
        look()
        finger.lift()
        look()
        #expect(seen == ["heart label 1.0", "heart.fill label 0.95", "heart.fill pink 1.0"])
        #expect(button.isSelected && button.currentBackgroundImage?.capInsets.left == 8)
        #expect(button.titleLabel?.font.pointSize == 17 && button.imageView!.frame.minX == 0, "leading alignment")
        button.isEnabled = false
        #expect(button.currentBackgroundImage?.tintColor == nil, "selected and disabled: no value for that pair, so the normal state's, as in UIKit")
        button.isSelected = false
        #expect(button.currentBackgroundImage?.tintColor == .systemGray && button.currentTitleColor == .tertiaryLabel)
    }

    @Test("LAY-1 LAY-4 LAY-7 a bottom sheet placed by anchors: dragged up by its top constraint, snapped open, and its stacked rows take taps where they land")
    func bottomSheet() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let sheet = BottomSheetView()
        sheet.install(in: window)
        var picked: [String] = []
        for title in ["Share", "Copy", "Delete"] { sheet.addRow(title) { picked.append(title) } }
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(abs(sheet.frame.height - 2279.0 / 3) < 1e-9 && sheet.frame.minY == 600, "90% of 844, on the 3× pixel grid")
        #expect(sheet.rows.frame == CGRect(x: 16, y: 29, width: 358, height: 44 * 3 + 12 * 2))
        #expect(sheet.rows.arrangedSubviews[1].frame == CGRect(x: 0, y: 56, width: 358, height: 44))
        // A tap on "Copy": the sheet's top + rows' top + the row's middle.
        screen.tap(at: CGPoint(x: 100, y: 600 + 29 + 56 + 22))
        screen.advance(by: 0.5)
        #expect(picked == ["Copy"])
        // Drag the grabber up 300 points, slowly: the constraint follows, then snaps open.
        screen.drag(from: CGPoint(x: 195, y: 610), to: CGPoint(x: 195, y: 310), duration: 1, steps: 20)
        screen.advance(by: 0.5)
        #expect(sheet.position == .expanded)
        #expect(abs(sheet.frame.minY - 200) < 1e-9)
        screen.tap(at: CGPoint(x: 100, y: 200 + 29 + 112 + 22))
        screen.advance(by: 0.5)
        #expect(picked == ["Copy", "Delete"], "the rows moved with the sheet, and the next tap found them there")
    }

    /// Hears the onboarding page's button.
    final class OnboardingFlow: OnboardingPageControllerDelegate {
        var continued: [String] = []
        func onboardingPageDidContinue(_ controller: OnboardingPageController) { continued.append(controller.page.title) }
    }

    @Test("LAY-8 LAY-10 an onboarding page made in code: its own initializer with required init?(coder:), content in the root view's margins and safe area, the button tapped where they put it")
    func onboardingPage() {
        let page = OnboardingPageController(page: .init(title: "Welcome", body: "Touches, faithfully.", buttonTitle: "Continue"))
        let flow = OnboardingFlow()
        page.delegate = flow
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = page
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(page.stack.frame.minX == 16 && page.stack.frame.width == 358 && page.stack.frame.minY == 47 + 32,
                "a phone's root view keeps 16 points at the sides; the safe area starts 47 points down")
        #expect(page.continueButton.frame == CGRect(x: 16, y: 844 - 34 - 16 - 50, width: 358, height: 50))
        screen.tap(at: CGPoint(x: 195, y: 844 - 34 - 16 - 25))
        #expect(flow.continued == ["Welcome"])
    }

    @Test("PGV-2 PGV-3 PGV-4 PGV-6 onboarding as a page view controller subclass: Continue turns in code, a swipe turns back, the indicator follows, the last button finishes")
    func onboardingPager() throws {
        let pager = OnboardingPager()
        var finishes = 0
        pager.onFinish = { finishes += 1 }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        let indicator = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(indicator.numberOfPages == 3 && indicator.currentPage == 0)
        screen.tap(pager.pages[0].continueButton)
        screen.settle()
        #expect(pager.viewControllers?.first === pager.pages[1] && pager.children == [pager.pages[1]])
        #expect(indicator.currentPage == 1, "set in code: the data source's presentationIndex is asked again")
        screen.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 330, y: 300), duration: 0.3, steps: 6)
        screen.settle()
        #expect(pager.viewControllers?.first === pager.pages[0] && pager.currentIndex == 0 && indicator.currentPage == 0)
        screen.drag(from: CGPoint(x: 330, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.3, steps: 6)
        screen.settle()
        screen.drag(from: CGPoint(x: 330, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.3, steps: 6)
        screen.settle()
        #expect(pager.viewControllers?.first === pager.pages[2] && indicator.currentPage == 2)
        screen.drag(from: CGPoint(x: 330, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.3, steps: 6)
        screen.settle()
        #expect(pager.viewControllers?.first === pager.pages[2], "no page after the last")
        screen.tap(pager.pages[2].continueButton)
        #expect(finishes == 1 && pager.finished)
    }

    @Test("VC-5 VC-7 TXT-4 TXT-5 a profile editor pushed on a navigation stack: the field takes the keyboard on appearing, typing and return save and pop; Cancel with changes asks first")
    func profileEditor() throws {
        let list = UIViewController()
        list.title = "Settings"
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()

        let editor = ProfileEditorController(name: "Ada")
        navigation.pushViewController(editor, animated: true)
        screen.advance(by: 0.4)
        #expect(editor.events == ["viewWillAppear", "viewDidAppear"] && editor.nameField.isFirstResponder && screen.keyboardFrame?.minY == 508)
        #expect(editor.nameField.frame.minY == CGFloat(47 + 44 + 20), "below the bar, in the safe area")
        try screen.deleteBackward(count: 3)
        try screen.type("Grace\n")
        screen.advance(by: 0.4)
        #expect(editor.savedName == "Grace" && navigation.topViewController === list && screen.keyboardFrame == nil)

        let second = ProfileEditorController(name: "Ada")
        navigation.pushViewController(second, animated: false)
        screen.advance(by: 0.1)
        try screen.type("!")
        let cancel = navigation.navigationBar.itemButtons[0]
        screen.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        screen.advance(by: 0.5)
        let alert = try #require(second.presentedViewController as? UIAlertController)
        screen.runLayoutPass()
        let discard = alert.actionButtons[1]
        #expect(discard.currentTitle == "Discard")
        screen.tap(at: discard.convert(CGPoint(x: discard.bounds.midX, y: discard.bounds.midY), to: nil))
        screen.advance(by: 0.5)
        screen.advance(by: 0.4)
        #expect(navigation.topViewController === list && second.savedName == nil)
    }

    @Test("VC-10 TXT-5 TXT-6 VC-7 NTF-3 a note composer written for iOS: a medium sheet, a text view kept above the keyboard (its observers on the main queue run inside post), a count that follows typing, a rename alert with a text field")
    func noteComposer() throws {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
        let composer = NoteComposerController()
        root.present(composer, animated: true)
        screen.advance(by: 0.5)
        screen.runLayoutPass()
        #expect(composer.view.frame.minY == 422, "the medium detent first")
        #expect(composer.textView.frame == CGRect(x: 0, y: 64, width: 390, height: 422 - 64))

        screen.tap(at: CGPoint(x: 195, y: 600))
        #expect(composer.textView.isFirstResponder && composer.keyboardHeights == [336] && composer.textView.contentInset.bottom == 336)
        try screen.type("Milk\nEggs")
        #expect(composer.countLabel.text == "9" && composer.textView.text == "Milk\nEggs")
        let done = try #require(composer.view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.last)
        screen.tap(at: center(done))
        #expect(!composer.textView.isFirstResponder && composer.keyboardHeights == [336, 0] && composer.textView.contentInset.bottom == 0)

        let rename = try #require(composer.view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.first)
        screen.tap(at: center(rename))
        screen.advance(by: 0.5)
        screen.runLayoutPass()
        let alert = try #require(composer.presentedViewController as? UIAlertController)
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder && field.text == "Untitled")
        let clear = field.clearButtonRect(forBounds: field.bounds)
        screen.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        #expect(field.text == "", "the clear button, shown while editing")
        try screen.type("Groceries")
        screen.tap(at: center(alert.actionButtons[1]))
        screen.advance(by: 0.5)
        #expect(composer.title == "Groceries" && composer.presentedViewController == nil)
    }

    @Test("LST-11 VC-5 SCR-10 a table view controller subclass written for iOS: its overrides are what the table calls; a selection pushes a collection view controller; back again, the selection is cleared")
    func tableViewController() throws {
        let albums = AlbumsTableController()
        let navigation = UINavigationController(rootViewController: albums)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(albums.tableView.dataSource === albums && albums.tableView.delegate === albums && albums.view === albums.tableView)
        #expect(albums.tableView.visibleCells.map { $0.textLabel?.text } == ["Recents", "Favourites", "Holidays", "Screenshots", "Portraits"])
        screen.tap(at: CGPoint(x: 195, y: 91 + 60 + 30))
        screen.advance(by: 0.4)
        let photos = try #require(navigation.topViewController as? PhotoGridController)
        #expect(photos.title == "Favourites" && albums.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        screen.runLayoutPass()
        screen.tap(at: CGPoint(x: 60 + 130, y: 91 + 60))
        #expect(photos.picked == [1] && photos.collectionView.dataSource === photos)
        navigation.popViewController(animated: false)
        screen.advance(by: 0.1)
        #expect(albums.log == ["viewWillAppear selected=0", "didSelect Favourites", "viewWillAppear selected=0"],
                "clearsSelectionOnViewWillAppear deselected the row before the subclass's viewWillAppear ran on")
        #expect(albums.lastOffset == -91 && albums.tableView.adjustedContentInset.top == 91,
                "SCR-10: the short table starts below the bar, and the overridden scrollViewDidScroll heard it move there")
    }

    @Test("LST-23 INT-7 an iOS shopping list: a row dragged down moves through performDropWith, a word dragged in is added, a row dropped on the trash is deleted")
    func shoppingList() throws {
        let list = ShoppingListController()
        let screen = TouchScreen(rootViewController: list)
        let window = screen.window
        list.trash.frame = CGRect(x: 300, y: 700, width: 60, height: 60)
        window.addSubview(list.trash)
        screen.runLayoutPass()
        let top = list.tableView.convert(CGPoint(x: 0, y: 0), to: nil).y
        func row(_ index: Int) -> CGPoint { CGPoint(x: 150, y: top + 44 * CGFloat(index) + 22) }

        // Milk, held and dragged to Butter's row, is moved there by the delegate.
        let finger = screen.touchDown(at: row(0))
        screen.advance(by: 0.6)
        finger.move(to: row(1))
        finger.move(to: row(3))
        #expect(list.tableView.hasActiveDrag && list.tableView.hasActiveDrop)
        finger.lift()
        screen.advance(by: 0.3)
        #expect(list.items == ["Eggs", "Bread", "Butter", "Milk", "Jam"])
        #expect(list.log == ["moved Milk to 3", "drag ended"])

        // A word from a note above the list is added where it is dropped.
        final class Note: UIDragInteractionDelegate {
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
                [UIDragItem(itemProvider: NSItemProvider(object: "Figs" as NSString))]
            }
        }
        let note = Note()
        let noteView = UIView(frame: CGRect(x: 20, y: 700, width: 100, height: 60))
        let drag = UIDragInteraction(delegate: note)
        drag.isEnabled = true
        noteView.addInteraction(drag)
        window.addSubview(noteView)
        let word = screen.touchDown(at: CGPoint(x: 70, y: 730))
        screen.advance(by: 0.6)
        word.move(to: CGPoint(x: 150, y: 400))
        word.move(to: row(1))
        word.lift()
        screen.advance(by: 0.3)
        #expect(list.items == ["Eggs", "Figs", "Bread", "Butter", "Milk", "Jam"])

        // Bread dropped on the trash is deleted.
        let bread = screen.touchDown(at: row(2))
        screen.advance(by: 0.6)
        bread.move(to: CGPoint(x: 250, y: 600))
        bread.move(to: CGPoint(x: 330, y: 730))
        bread.lift()
        screen.advance(by: 0.3)
        #expect(list.items == ["Eggs", "Figs", "Butter", "Milk", "Jam"])
        #expect(list.log == ["moved Milk to 3", "drag ended", "added Figs", "deleted Bread", "drag ended"])
        #expect(list.tableView.visibleCells.map { $0.textLabel?.text } == ["Eggs", "Figs", "Butter", "Milk", "Jam"])
        withExtendedLifetime(note) {}
    }

    @Test("LST-17 LST-18 LST-19 an iOS store front: a featured shelf pages sideways, a product row opens on tap, a swipe deletes it through the diffable data source")
    func storeFront() throws {
        let store = StoreFrontController()
        let screen = TouchScreen(rootViewController: store)
        let collection = try #require(store.collectionView)
        // The shelf: a 44-point header, then 180-point cards 304.3 points wide (0.85 of 390 less the insets).
        let card = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(card.accessibilityLabel == "Featured 1" && abs(card.frame.width - 304.3) < 0.001 && card.frame.height == 180)
        let top = collection.convert(CGPoint(x: 0, y: 44 + 90), to: nil).y
        let restingY = collection.contentOffset.y
        screen.drag(from: CGPoint(x: 300, y: top), to: CGPoint(x: 250, y: top), duration: 0.1, steps: 5)
        screen.advance(by: 2)
        let shelf = try #require(card.superview as? UIScrollView)
        #expect(abs(shelf.contentOffset.x - 314.3) < 0.001, "one card on: its width and the spacing")
        #expect(collection.contentOffset.y == restingY, "the page did not scroll")

        // The products: a header, then rows whose content and accessory came from the registration,
        // as tall as their two lines of text once measured (LST-24): 11 + 21 + 3 + 21 + 11 points.
        let rowFrame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame)
        let row = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell)
        #expect(row.frame == rowFrame && rowFrame.height == 67)
        let point = collection.convert(CGPoint(x: rowFrame.midX, y: rowFrame.midY), to: nil)
        let finger = screen.touchDown(at: point)
        screen.advance(by: 0.2)
        screen.runLayoutPass()
        #expect(row.contentView.alpha == 0.5, "the update handler dims the highlighted row")
        finger.lift()
        screen.runLayoutPass()
        #expect(store.log == ["open Product 2"] && row.contentView.alpha == 1)

        screen.drag(from: CGPoint(x: 350, y: point.y), to: CGPoint(x: 150, y: point.y), duration: 0.3, steps: 6)
        let delete = try #require(findButton(titled: "Delete", in: collection))
        screen.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        screen.runLayoutPass()
        #expect(store.log == ["open Product 2", "delete Product 2"])
        #expect(collection.numberOfItems(inSection: 1) == 11)
    }
}

/// The first button titled `title` under `view`, front to back.
@MainActor
private func findButton(titled title: String, in view: UIView) -> UIButton? {
    if let button = view as? UIButton, button.currentTitle == title { return button }
    for subview in view.subviews.reversed() {
        if let found = findButton(titled: title, in: subview) { return found }
    }
    return nil
}
