import Foundation
import Testing
@testable import opentouch
import OpenTouch

/// A seeded generator, so that a failure reproduces.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return state ^ (state >> 29) }
}

@Suite("The frame reader agrees with JSONDecoder on every message it takes (TCH-2)")
struct FrameReaderTests {
    func decoded(_ text: String) -> (samples: [TouchSample], id: Int?)? {
        guard case .frame(let samples, let id) = try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) else { return nil }
        return (samples, id)
    }

    func fast(_ text: String) -> (samples: [TouchSample], id: Int?)? {
        guard case .frame(let samples, let id) = FrameReader.read(text) else { return nil }
        return (samples, id)
    }

    @Test("TCH-2 frames as the page and the load test write them are read without Codable, to the same samples")
    func commonForms() throws {
        let forms = [
            #"{"type":"frame","id":7,"samples":[{"finger":1,"phase":"down","x":10.5,"y":-2e1,"force":0.25},{"finger":2,"phase":"move","x":0,"y":3}]}"#,
            #"{"type": "frame", "samples": [{"finger": 1, "phase": "up", "x": 1.0, "y": 2.5, "majorRadius": 12}]}"#,
            #" { "samples" : [ ] , "type" : "frame" } "#,
        ]
        for text in forms {
            let read = try #require(fast(text), "\(text)")
            let reference = try #require(decoded(text))
            #expect(read.samples == reference.samples && read.id == reference.id)
        }
    }

    @Test("TCH-2 on random and broken frames the reader either declines or reads what JSONDecoder reads")
    func agreesWithDecoder() {
        var rng = Seeded(state: 17)
        let pieces = [#"{"type":"frame","id":"#, "12", "-0", "01", "1.5", "1e3", "1e999", "null", #","samples":["#,
                      #"{"finger":"#, "3", #","phase":"#, #""down""#, #""move""#, #""hover""#, #","x":"#, #","y":"#,
                      "2.25", "-7", "NaN", #","force":"#, #","majorRadius":"#, #","_":"#, "}", "]", ",", " ", #""\u0066rame""#, "[[1]]"]
        var taken = 0
        for _ in 0..<20_000 {
            var text = #"{"type":"frame","samples":[{"finger":1,"phase":"move","x":1,"y":2}]}"#
            if Bool.random(using: &rng) {
                text = (0..<Int.random(in: 1...24, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            } else {
                var characters = Array(text)
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    let index = Int.random(in: 0..<characters.count, using: &rng)
                    characters.insert(contentsOf: pieces.randomElement(using: &rng)!, at: index)
                }
                text = String(characters)
            }
            guard let read = fast(text) else { continue }
            taken += 1
            let reference = decoded(text)
            #expect(reference != nil && reference!.samples == read.samples && reference!.id == read.id, "\(text)")
        }
        #expect(taken > 1000)
    }
}
