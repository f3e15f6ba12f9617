import Foundation
import LineworkCore
import LineworkImage

/// The people of a photo as a mask of whole bodies, for the crop search and the objectness boxes:
/// the person mask (`PersonSegmenter`, accurate) kept only where a found person stands.
///
/// The segmentation model is a selfie model: it marks the foreground of any photo as a person
/// (most of a cat or a tray of coins). So its mask is trusted only in the regions that hold a
/// person found by a detector: a face (`FaceCue`'s, given by the caller) or a body joint of the
/// body-pose model. Each connected region of the mask (at least 0.5) that holds such a seed is
/// kept with its probabilities; the rest is cleared.
///
/// ```swift
/// let faces = try FaceCue.faces(in: pixels)
/// if let people = try PersonCue.mask(in: pixels, faces: faces) { … }   // nil: nobody, or no model
/// ```
public enum PersonCue {
    /// Body joints below this confidence do not seed a person: 0.3.
    public static let minimumJointConfidence = 0.3

    /// The people in `pixels`: their mask at the photo's size (values in [0, 1], top row first)
    /// and one box each, or nil when no person is found or the segmentation model is not
    /// installed.
    ///
    /// A person's box holds their detector evidence (the face's box, the confident joints) and
    /// every region of the mask that evidence touches: the selfie model can split a body in two
    /// (a coat below an arm), and the joints join the parts. Boxes of one person found twice (a
    /// face inside a body) are merged.
    ///
    /// - Parameters:
    ///   - pixels: the decoded photo.
    ///   - faces: faces already found in it (they seed people); the body-pose model, when
    ///     installed, adds its people's joints.
    ///   - environment: where to look for the models; the process's by default.
    /// - Throws: `PoseError` when an installed model's files are damaged or its runtime fails (a
    ///   missing model is not an error).
    public static func people(in pixels: PixelBuffer, faces: [FaceBox],
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PersonRegions? {
        var groups = faces.map { [Seed.box($0.boundingBox)] }
        if let files = try? PoseModelFiles.locate(environment: environment) {
            let people = try PoseEstimator(files: files, silencesRuntimeLogs: true).perform(PoseRequest(), on: pixels).people
            for person in people {
                let points = person.joints.values.filter { $0.confidence >= minimumJointConfidence }.map { Seed.point(x: $0.x, y: $0.y) }
                if !points.isEmpty { groups.append(points) }
            }
        }
        guard !groups.isEmpty, let files = try? PoseModelFiles.locateSegmentationModel(.accurate, environment: environment) else {
            return nil
        }
        let probabilities = try PersonSegmenter(files: files, quality: .accurate, silencesRuntimeLogs: true).perform(on: pixels).mask
        return regions(of: probabilities, groups: groups)
    }

    /// The people's mask of `pixels` alone (`people(in:faces:environment:)`'s), or nil.
    public static func mask(in pixels: PixelBuffer, faces: [FaceBox],
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FloatImage? {
        try people(in: pixels, faces: faces, environment: environment)?.mask
    }

    /// Where a person was found, in Vision's normalised lower-left coordinates.
    enum Seed {
        /// A face's box: every mask pixel inside seeds.
        case box(NormalizedRect)
        /// A body joint.
        case point(x: Double, y: Double)
    }

    /// The regions of `mask` (4-neighbours, at least 0.5) that a group of seeds (one person's
    /// evidence) touches, and each group's box: its seeds' extent and its regions; nil when no
    /// region is touched.
    static func regions(of mask: FloatImage, groups: [[Seed]]) -> PersonRegions? {
        let (w, h) = (mask.width, mask.height)
        var owner = [Int32](repeating: -1, count: w * h)   // the last group seeding the pixel
        var extents: [(left: Int, top: Int, right: Int, bottom: Int)] = []
        for (group, seeds) in groups.enumerated() {
            var extent = (left: w, top: h, right: 0, bottom: 0)
            func mark(_ x: Int, _ y: Int) {
                guard x >= 0, y >= 0, x < w, y < h else { return }
                owner[y &* w &+ x] = Int32(group)
                extent = (min(extent.left, x), min(extent.top, y), max(extent.right, x + 1), max(extent.bottom, y + 1))
            }
            for seed in seeds {
                switch seed {
                case .box(let box):
                    let x0 = Int((box.x * Double(w)).rounded(.down)), x1 = Int(((box.x + box.width) * Double(w)).rounded(.up))
                    let y0 = Int(((1 - box.y - box.height) * Double(h)).rounded(.down)), y1 = Int(((1 - box.y) * Double(h)).rounded(.up))
                    for y in max(0, y0)..<max(max(0, y0), min(h, y1)) { for x in max(0, x0)..<max(max(0, x0), min(w, x1)) { mark(x, y) } }
                case .point(let x, let y):
                    mark(Int(x * Double(w)), Int((1 - y) * Double(h)))
                }
            }
            extents.append(extent)
        }
        var out = [Float](repeating: 0, count: w * h)
        var kept = false
        forEachRegion(of: mask) { region in
            var touching = Set<Int32>()
            for index in region where owner[index] >= 0 { touching.insert(owner[index]) }
            guard !touching.isEmpty else { return }
            kept = true
            var (left, top, right, bottom) = (w, h, 0, 0)
            for index in region {
                out[index] = mask.samples[index]
                let (x, y) = (index % w, index / w)
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x + 1), max(bottom, y + 1))
            }
            for group in touching {
                let e = extents[Int(group)]
                extents[Int(group)] = (min(e.left, left), min(e.top, top), max(e.right, right), max(e.bottom, bottom))
            }
        }
        guard kept else { return nil }
        var boxes: [NormalizedRect] = extents.filter { $0.right > $0.left && $0.bottom > $0.top }.map {
            NormalizedRect(left: Double($0.left), top: Double($0.top), right: Double($0.right), bottom: Double($0.bottom),
                           imageWidth: w, imageHeight: h)
        }
        // One person found twice (a face in a body): boxes overlapping by over half the smaller's area merge.
        var merged = true
        while merged {
            merged = false
            outer: for i in boxes.indices {
                for j in boxes.indices where j > i && overlapOfSmaller(boxes[i], boxes[j]) > 0.5 {
                    boxes[i] = boxes[i].union(boxes[j])
                    boxes.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return PersonRegions(mask: FloatImage(validWidth: w, height: h, channels: 1, samples: out),
                             boxes: boxes.sorted { $0.width * $0.height > $1.width * $1.height })
    }

    /// The intersection of `a` and `b` over the smaller one's area.
    private static func overlapOfSmaller(_ a: NormalizedRect, _ b: NormalizedRect) -> Double {
        let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x), h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        let smaller = min(a.width * a.height, b.width * b.height)
        return w > 0 && h > 0 && smaller > 0 ? w * h / smaller : 0
    }

    /// Calls `body` with the pixel indices of each 4-connected region of `mask` at least 0.5,
    /// in scan order of their first pixel (the buffer is reused: copy what must outlive the call).
    private static func forEachRegion(of mask: FloatImage, _ body: ([Int]) -> Void) {
        let (w, h) = (mask.width, mask.height)
        var visited = [Bool](repeating: false, count: w * h)
        var region: [Int] = []
        var stack: [Int] = []
        mask.samples.withUnsafeBufferPointer { samples in
            for start in 0..<(w * h) where !visited[start] {
                visited[start] = true
                guard samples[start] >= 0.5 else { continue }
                region.removeAll(keepingCapacity: true)
                stack.append(start)
                while let index = stack.popLast() {
                    region.append(index)
                    let (x, y) = (index % w, index / w)
                    func visit(_ next: Int) {
                        guard !visited[next] else { return }
                        visited[next] = true
                        if samples[next] >= 0.5 { stack.append(next) }
                    }
                    if x > 0 { visit(index &- 1) }
                    if x + 1 < w { visit(index &+ 1) }
                    if y > 0 { visit(index &- w) }
                    if y + 1 < h { visit(index &+ w) }
                }
                body(region)
            }
        }
    }
}
