import Foundation
import OpenTouch

/// Reads the message that arrives hundreds of times a second per connection, a frame of plain
/// samples, without going through `Codable`.
///
/// Measured under the load test, `JSONDecoder` spent about 45% of the server's time reading
/// frames (its generic containers look up type metadata for every field); this reader does the
/// same frames in a fraction of it. It takes only what it is sure of: an object with `type`
/// "frame", an optional integer `id` and `samples` whose objects have `finger`, `phase`, `x`,
/// `y` and optionally `force` and `majorRadius`, with plain strings and JSON numbers. Anything
/// else (another key, an escape, `null`, a number that is not finite, a duplicate key) returns
/// nil and goes to `JSONDecoder`, which accepts it or says what is wrong, so the two never
/// disagree on a message.
enum FrameReader {
    static func read(_ text: String) -> ClientMessage? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            guard let message = reader.frame() else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? message : nil
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A string of plain characters (no escapes, which go to the full decoder).
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") || bytes[index] < 0x20 { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        /// The bytes of a JSON number, checked against JSON's grammar; whether it had a fraction or exponent.
        mutating func numberText() -> (text: UnsafeBufferPointer<UInt8>, integral: Bool)? {
            skipSpace()
            let start = index
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let leading = index
            let whole = digits()
            guard whole > 0, whole == 1 || bytes[leading] != UInt8(ascii: "0") else { return nil }
            var integral = true
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return nil }
                integral = false
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return nil }
                integral = false
            }
            guard index - start <= 40 else { return nil }
            return (UnsafeBufferPointer(rebasing: bytes[start..<index]), integral)
        }

        mutating func double() -> Double? {
            guard let (text, _) = numberText() else { return nil }
            let value: Double = withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
                for (offset, byte) in text.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
                buffer[text.count] = 0
                return strtod(buffer.baseAddress!, nil)
            }
            return value.isFinite ? value : nil
        }

        mutating func integer() -> Int? {
            guard let (text, integral) = numberText(), integral else { return nil }
            return Int(String(decoding: text, as: UTF8.self))
        }

        /// `{"key": value, …}`, each key read by `field`, which returns false for what it does not take.
        mutating func object(_ field: (inout Reader, String) -> Bool) -> Bool {
            guard take(UInt8(ascii: "{")) else { return false }
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), field(&self, key) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        }

        mutating func frame() -> ClientMessage? {
            var type: String?, id: Int?, samples: [TouchSample]?
            let read = object { reader, key in
                switch key {
                case "type" where type == nil: type = reader.string(); return type == "frame"
                case "id" where id == nil: id = reader.integer(); return id != nil
                case "samples" where samples == nil: samples = reader.samples(); return samples != nil
                default: return false
                }
            }
            guard read, type == "frame", let samples else { return nil }
            return .frame(samples: samples, id: id)
        }

        mutating func samples() -> [TouchSample]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var samples: [TouchSample] = []
            if take(UInt8(ascii: "]")) { return samples }
            repeat {
                guard let sample = sample() else { return nil }
                samples.append(sample)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? samples : nil
        }

        mutating func sample() -> TouchSample? {
            var finger: Int?, phase: TouchSample.Phase?, x: Double?, y: Double?, force: Double?, radius: Double?
            let read = object { reader, key in
                switch key {
                case "finger" where finger == nil: finger = reader.integer(); return finger != nil
                case "phase" where phase == nil: phase = reader.string().flatMap(TouchSample.Phase.init(rawValue:)); return phase != nil
                case "x" where x == nil: x = reader.double(); return x != nil
                case "y" where y == nil: y = reader.double(); return y != nil
                case "force" where force == nil: force = reader.double(); return force != nil
                case "majorRadius" where radius == nil: radius = reader.double(); return radius != nil
                default: return false
                }
            }
            guard read, let finger, let phase, let x, let y else { return nil }
            return TouchSample(finger: finger, phase: phase, location: CGPoint(x: x, y: y), force: force.map { CGFloat($0) },
                               majorRadius: radius.map { CGFloat($0) } ?? TouchSample.typicalMajorRadius)
        }
    }
}
