import LineworkPose
import Testing

@Suite struct LandmarkDecoderTests {
    let shape = LandmarkDecoder.HeatmapShape(rows: 64, columns: 64, channels: 39)

    /// Raw output with every point at input pixel (x, y) and the given logits.
    func raw(x: Float, y: Float, visibility: Float = 0, presence: Float = 0) -> [Float] {
        (0..<39).flatMap { _ in [x, y, 12.8, visibility, presence] }
    }

    func decode(_ raw: [Float], heatmap: [Float]?, region: RegionOfInterest) -> [PoseLandmark] {
        raw.withUnsafeBufferPointer { raw in
            if let heatmap {
                return heatmap.withUnsafeBufferPointer {
                    LandmarkDecoder().decode(raw: raw, heatmap: $0, heatmapShape: shape, region: region)
                }
            }
            return LandmarkDecoder().decode(raw: raw, heatmap: nil, heatmapShape: shape, region: region)
        }
    }

    @Test func projectsInputPixelsThroughTheRegion() throws {
        // A 512-pixel square crop centred at (300, 200): input pixel (128, 64) is its (0.5, 0.25).
        let region = RegionOfInterest(centerX: 300, centerY: 200, width: 512, height: 512)
        let landmarks = decode(raw(x: 128, y: 64, visibility: 0, presence: 100), heatmap: nil, region: region)
        #expect(landmarks.count == 33)
        let nose = try #require(landmarks.first)
        #expect(abs(nose.x - 300) < 1e-4 && abs(nose.y - 72) < 1e-4)
        #expect(abs(nose.z - 25.6) < 1e-4)
        #expect(nose.visibility == 0.5 && nose.presence == 1)
    }

    @Test func heatmapRefinesToTheConfidentPeakNearby() throws {
        var heatmap = [Float](repeating: -20, count: 64 * 64 * 39)
        heatmap[(10 * 64 + 20) * 39] = 20  // channel 0 (nose), row 10, column 20
        let region = RegionOfInterest.wholeImage(width: 256, height: 256)
        // Regressed at heatmap cell (21, 11): the peak is inside the 7 × 7 window.
        let landmarks = decode(raw(x: 84, y: 44), heatmap: heatmap, region: region)
        let nose = try #require(landmarks.first)
        #expect(abs(nose.x - 80) < 1e-3 && abs(nose.y - 40) < 1e-3)
        // Channel 1 has no confident cell: left as regressed.
        #expect(abs(landmarks[1].x - 84) < 1e-4 && abs(landmarks[1].y - 44) < 1e-4)
    }

    @Test func pointsOutsideTheHeatmapAreNotRefined() {
        let heatmap = [Float](repeating: 20, count: 64 * 64 * 39)
        let region = RegionOfInterest.wholeImage(width: 256, height: 256)
        let landmarks = decode(raw(x: -10, y: 40), heatmap: heatmap, region: region)
        #expect(abs(landmarks[0].x + 10) < 1e-4 && abs(landmarks[0].y - 40) < 1e-4)
    }
}
