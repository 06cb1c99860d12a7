// Written as iOS code is: a shutter button that takes a photo on a tap and records while held,
// counting seconds with a timer. Edits for Linux: the three `#selector`s became `Selector(...)`,
// and `@objc` went.
import UIKit

protocol CameraButtonDelegate: AnyObject {
    func cameraButtonDidTakePhoto(_ button: CameraButton)
    func cameraButton(_ button: CameraButton, didRecordFor seconds: Int)
}

final class CameraButton: UIButton {
    weak var delegate: CameraButtonDelegate?
    private var holdTimer: Timer?
    private var tickTimer: Timer?
    private(set) var isRecording = false
    private(set) var secondsRecorded = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let config = UIImage.SymbolConfiguration(pointSize: 32, weight: .bold)
        setImage(UIImage(systemName: "circle", withConfiguration: config), for: .normal)
        setImage(UIImage(systemName: "record.circle", withConfiguration: config), for: .highlighted)
        tintColor = .white
        addTarget(self, action: Selector(CameraButton.touchDown), for: .touchDown)
        addTarget(self, action: Selector(CameraButton.touchUp), for: [.touchUpInside, .touchUpOutside, .touchCancel])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func touchDown() {
        holdTimer = Timer.scheduledTimer(timeInterval: 0.3, target: self, selector: Selector(CameraButton.startRecording),
                                         userInfo: nil, repeats: false)
    }

    func startRecording() {
        isRecording = true
        secondsRecorded = 0
        setTitle("0", for: .normal)
        tickTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector(CameraButton.tick(_:)),
                                         userInfo: ["started": CACurrentMediaTime()], repeats: true)
    }

    func tick(_ timer: Timer) {
        secondsRecorded += 1
        setTitle("\(secondsRecorded)", for: .normal)
    }

    func touchUp() {
        holdTimer?.invalidate()
        holdTimer = nil
        if isRecording {
            tickTimer?.invalidate()
            tickTimer = nil
            isRecording = false
            delegate?.cameraButton(self, didRecordFor: secondsRecorded)
        } else {
            delegate?.cameraButtonDidTakePhoto(self)
        }
    }
}
