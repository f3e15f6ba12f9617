import Foundation
import LineworkCodecs
import LineworkImage
import LineworkExperiment

/// A throw-away experiment in a fresh temporary folder: tiny generated photos (a dark square and
/// a dark disc on white, or a light disc on a dark texture), their exact boundary maps, a few
/// fixations and object masks (the shapes filled), and a spec naming them.
package struct ReportFixture {
    package let folder: String
    package var specPath: String { folder + "/spec.yaml" }
    package var output: String { folder + "/out" }

    package static let stems = ["square", "disc"]

    /// Writes the images of `stems` (see `drawing`), ground truth and `spec` (YAML) into a new folder.
    package init(spec: String = ReportFixture.defaultSpec, groundTruth: Bool = true, stems: [String] = ReportFixture.stems) throws {
        folder = NSTemporaryDirectory() + "linework-report-" + UUID().uuidString
        let manager = FileManager.default
        for sub in ["photos", "gt/boundaries", "gt/fixations", "gt/objects"] {
            try manager.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        for stem in stems {
            let (photo, boundary, fixations, object) = Self.drawing(stem)
            try PNGEncoder.write(photo, to: "\(folder)/photos/\(stem).png")
            if groundTruth {
                try PNGEncoder.write(boundary, to: "\(folder)/gt/boundaries/\(stem).png")
                try PNGEncoder.write(fixations, to: "\(folder)/gt/fixations/\(stem).png")
                try PNGEncoder.write(object, to: "\(folder)/gt/objects/\(stem).png")
            }
        }
        try spec.write(toFile: specPath, atomically: true, encoding: .utf8)
    }

    /// A 96 × 72 photo, its shape's outline (the shape's pixels with a 4-neighbour outside),
    /// three fixations on the shape and its object mask (the shape's pixels); "textured-disc"
    /// is `texturedDisc()`.
    package static func drawing(_ stem: String) -> (GrayImage, GrayImage, GrayImage, GrayImage) {
        if stem == "textured-disc" { return texturedDisc() }
        let (w, h) = (96, 72)
        func inside(_ x: Int, _ y: Int) -> Bool {
            stem == "square" ? (30..<66).contains(x) && (20..<52).contains(y)
                : (x - 48) * (x - 48) + (y - 36) * (y - 36) <= 20 * 20
        }
        var photo = [UInt8](repeating: 240, count: w * h)
        var boundary = [UInt8](repeating: 0, count: w * h)
        var fixations = [UInt8](repeating: 0, count: w * h)
        var object = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w where inside(x, y) {
                photo[y * w + x] = 30
                object[y * w + x] = 255
                if !inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1) {
                    boundary[y * w + x] = 255
                }
            }
        }
        for (x, y) in [(48, 36), (44, 30), (52, 40)] { fixations[y * w + x] = 255 }
        return (GrayImage(validWidth: w, height: h, samples: photo), GrayImage(validWidth: w, height: h, samples: boundary),
                GrayImage(validWidth: w, height: h, samples: fixations), GrayImage(validWidth: w, height: h, samples: object))
    }

    /// A light disc (220, radius 30, centred) on a dark texture (values 45…115) filling a
    /// 160 × 120 photo, with its exact truth: the texture's pixels with a 4-neighbour on the
    /// disc, which is the border the tracer follows when the texture is the foreground (every
    /// setting of adjustment 1 cuts at 128, between the two). That foreground fills the image,
    /// so its outer border is the image's frame — the case where the frame was scored as a
    /// predicted boundary. Fixations on the disc; its object mask is the disc.
    package static func texturedDisc() -> (GrayImage, GrayImage, GrayImage, GrayImage) {
        let (w, h) = (160, 120)
        func onDisc(_ x: Int, _ y: Int) -> Bool { (x - 80) * (x - 80) + (y - 60) * (y - 60) <= 30 * 30 }
        var photo = [UInt8](repeating: 0, count: w * h)
        var boundary = [UInt8](repeating: 0, count: w * h)
        var fixations = [UInt8](repeating: 0, count: w * h)
        var object = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                if onDisc(x, y) {
                    photo[y * w + x] = 220
                    object[y * w + x] = 255
                } else {
                    photo[y * w + x] = UInt8(80 + 35 * sin(Double(x) * 0.9) * sin(Double(y) * 0.7))
                    if onDisc(x - 1, y) || onDisc(x + 1, y) || onDisc(x, y - 1) || onDisc(x, y + 1) {
                        boundary[y * w + x] = 255
                    }
                }
            }
        }
        for (x, y) in [(80, 60), (70, 50), (90, 70)] { fixations[y * w + x] = 255 }
        return (GrayImage(validWidth: w, height: h, samples: photo), GrayImage(validWidth: w, height: h, samples: boundary),
                GrayImage(validWidth: w, height: h, samples: fixations), GrayImage(validWidth: w, height: h, samples: object))
    }

    package static let defaultSpec = """
        title: Fixture experiment
        images: ["photos/*.png"]
        sweep:
          pivots: "0.3:0.7:0.2"
          adjustments: "1.0:3.0:1.0"
        saliency: [attention, spectral-residual]
        groundTruth:
          boundaries: gt/boundaries
          fixations: gt/fixations
          objects: gt/objects
        """

    package func plan() throws -> ReportPlan { try ReportPlan(contentsOf: specPath) }

    /// Runs the experiment into `output` (or another folder) without a progress bar: results
    /// and cache only, no page.
    package func experiment(output: String? = nil, shard: Shard? = nil, merge: Bool = false) throws -> ExperimentRun {
        try ExperimentRunner(plan: plan(), output: output ?? self.output, shard: shard, merge: merge,
                             progress: .silent).run()
    }

    package func page(_ output: String? = nil) throws -> String {
        try String(contentsOfFile: (output ?? self.output) + "/index.html", encoding: .utf8)
    }

    /// The page without its run metadata (date, timings, cache counts).
    package static func stable(_ html: String) -> String {
        html.replacingOccurrences(of: "<!--volatile-->[\\s\\S]*?<!--/volatile-->", with: "", options: .regularExpression)
    }

    package func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
