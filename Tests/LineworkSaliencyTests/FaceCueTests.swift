import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkSaliency

/// The attention model's face cue and face-keeping crops, on the face composites of
/// Scripts/make-face-fixtures (faces pasted into clutter at 64–176 px on 256 × 256) with the faces
/// mediapipe found there, which Linework's `FaceDetector` reproduces exactly (FaceDetectorTests).
/// The faces come from the fixture, so these tests need no model.
struct FaceCueTests {
    struct Manifest: Decodable {
        struct Face: Decodable { let score: Double; let box: [Double] }
        struct Case: Decodable { let image: String; let bundled: Bool; let pasted: [Int]?; let faces: [Face] }
        let cases: [Case]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LineworkPoseTests/Fixtures/faces")
    static let manifest: Manifest = try! JSONDecoder().decode(
        Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("mediapipe-faces.json")))

    /// Composites where mediapipe found the face: the image, the faces (lower-left boxes) and
    /// the pasted square (pixels, top-left origin).
    static func composites() throws -> [(pixels: PixelBuffer, faces: [FaceBox], pasted: [Int])] {
        try manifest.cases.filter { !$0.bundled && !$0.faces.isEmpty }.map { fixture in
            let decoded = try ImageDecoder().decode(path: folder.appendingPathComponent(fixture.image).path)
            let faces = fixture.faces.map { face in
                FaceBox(boundingBox: NormalizedRect(x: face.box[0], y: 1 - face.box[1] - face.box[3], width: face.box[2],
                                                    height: face.box[3]),
                        confidence: face.score)
            }
            return (decoded.pixels, faces, fixture.pasted ?? [])
        }
    }

    /// Each composite's attention without and with its faces (computed once for all tests: a
    /// debug build takes about a second per map).
    static let observations: [(plain: SaliencyObservation, cued: SaliencyObservation)] = try! composites().map { composite in
        var request = try SaliencyRequest(model: .attention)
        let plain = request.perform(on: composite.pixels)
        request.faces = composite.faces
        return (plain, request.perform(on: composite.pixels))
    }

    /// Where the 68 × 68 heatmap peaks, in pixels of a `side`-pixel square image.
    static func peak(_ heatmap: FloatImage, side: Int) -> (x: Double, y: Double) {
        let index = heatmap.samples.indices.max { heatmap.samples[$0] < heatmap.samples[$1] }!
        let scale = Double(side) / Double(heatmap.width)
        return ((Double(index % heatmap.width) + 0.5) * scale, (Double(index / heatmap.width) + 0.5) * scale)
    }

    @Test func attentionPeaksOnTheFaceInComposites() throws {
        var withFaces = 0, without = 0
        let cases = try Self.composites()
        for (composite, (plain, cued)) in zip(cases, Self.observations) {
            func onFace(_ p: (x: Double, y: Double)) -> Bool {
                let (x, y, side) = (Double(composite.pasted[0]), Double(composite.pasted[1]), Double(composite.pasted[2]))
                return p.x >= x && p.x <= x + side && p.y >= y && p.y <= y + side
            }
            if onFace(Self.peak(cued.heatmap, side: composite.pixels.width)) { withFaces += 1 }
            if onFace(Self.peak(plain.heatmap, side: composite.pixels.width)) { without += 1 }
            #expect(cued.heatmap.range.max == 1 && cued.heatmap.range.min >= 0)
        }
        print("attention peak on the face: \(withFaces)/\(cases.count) with the face cue, \(without)/\(cases.count) without")
        #expect(cases.count >= 12)
        #expect(Double(withFaces) >= 0.8 * Double(cases.count))
    }

    /// A narrow portrait crop (1:2, 128 × 256) of each composite keeps the face whole when the
    /// face fits in it, wherever the clutter's saliency lies.
    @Test func cropsKeepEveryFaceWholeThatFits() throws {
        var kept = 0, fitting = 0
        for (composite, observations) in zip(try Self.composites(), Self.observations) {
            let map = observations.cued.map
            let (w, h) = (composite.pixels.width, composite.pixels.height)
            let window = try SaliencyCrop(imageWidth: w, imageHeight: h, aspect: AspectRatio(width: 1, height: 2), map: map,
                                          faces: composite.faces)
            for face in composite.faces.map(\.boundingBox) {
                let (left, right) = (face.x * Double(w), (face.x + face.width) * Double(w))
                let (top, bottom) = ((1 - face.y - face.height) * Double(h), (1 - face.y) * Double(h))
                guard right - left <= Double(window.width) - 2, left >= 0, right <= Double(w), top >= 0, bottom <= Double(h) else { continue }
                fitting += 1
                if left >= Double(window.x) && right <= Double(window.x + window.width)
                    && top >= Double(window.y) && bottom <= Double(window.y + window.height) { kept += 1 }
            }
        }
        #expect(fitting >= 10 && kept == fitting, "\(kept) of \(fitting) faces kept whole")
    }

    /// Without faces the model is exactly the model-free one.
    @Test func noFacesChangesNothing() throws {
        let pixels = try Self.composites()[0].pixels
        var request = try SaliencyRequest(model: .attention)
        request.faces = []
        #expect(request.perform(on: pixels).heatmap == Self.observations[0].plain.heatmap)
    }
}
