import LineworkPose
import Testing

@Suite struct DetectionDecoderTests {
    /// One unit anchor at the input's centre; offsets are in 224-pixel input units.
    let decoder = DetectionDecoder(anchors: [SSDAnchor(xCenter: 0.5, yCenter: 0.5, width: 1, height: 1)])

    func decode(_ raw: [Float], logit: Float, minimumScore: Float = 0.5) -> [PoseDetection] {
        var decoder = decoder
        decoder.minimumScore = minimumScore
        return raw.withUnsafeBufferPointer { boxes in
            [logit].withUnsafeBufferPointer { logits in decoder.decode(boxes: boxes, logits: logits) }
        }
    }

    @Test func decodesCentreSizeAndKeypointsRelativeToTheAnchor() throws {
        let raw: [Float] = [22.4, -22.4, 44.8, 89.6, 0, 44.8, 0, -11.2, 22.4, 22.4, -22.4, 0]
        let detection = try #require(decode(raw, logit: 0).first)
        #expect(detection.score == 0.5)
        #expect(abs(detection.xMin - 0.5) < 1e-6 && abs(detection.yMin - 0.2) < 1e-6)
        #expect(abs(detection.xMax - 0.7) < 1e-6 && abs(detection.yMax - 0.6) < 1e-6)
        let expected: [(Float, Float)] = [(0.5, 0.7), (0.5, 0.45), (0.6, 0.6), (0.4, 0.5)]
        #expect(detection.keypoints.count == 4)
        for (point, (x, y)) in zip(detection.keypoints, expected) {
            #expect(abs(point.x - x) < 1e-6 && abs(point.y - y) < 1e-6)
        }
    }

    @Test func dropsLowScoresAndEmptyBoxes() {
        let raw: [Float] = [0, 0, 10, 10, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(decode(raw, logit: -0.1).isEmpty)
        #expect(decode(raw, logit: -0.1, minimumScore: 0.4).count == 1)
        var flat = raw
        flat[3] = 0
        #expect(decode(flat, logit: 5).isEmpty)
    }

    @Test func clipsHugeLogitsInsteadOfOverflowing() throws {
        let raw: [Float] = [0, 0, 10, 10, 0, 0, 0, 0, 0, 0, 0, 0]
        let detection = try #require(decode(raw, logit: 1e30).first)
        #expect(detection.score == 1)
        #expect(decode(raw, logit: -1e30).isEmpty)
    }
}
