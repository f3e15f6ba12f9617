import Foundation
import LineworkCodecs
import LineworkImage

/// The researcher's own models for a fixture (spec key `models:`): folders of maps made from
/// the fixture's shapes, one of each kind and size the report must read.
extension ReportFixture {
    /// The default spec with own models beside one built-in model: `mynet` (8-bit saliency at
    /// the image's size), `bignet` (16-bit saliency at 160 × 120, another size and aspect),
    /// `hed` (a soft boundary map at the truth's size), `u2` (an 8-bit object map at half size)
    /// and the pattern `sweep-net` over two folders (`lr0.1_bs8`, `lr0.01_bs8`).
    package static let ownModelsSpec = """
        title: Own models
        images: ["photos/*.png"]
        sweep:
          pivots: "0.3:0.7:0.2"
          adjustments: "1.0:3.0:1.0"
        saliency: [spectral-residual]
        groundTruth:
          boundaries: gt/boundaries
          fixations: gt/fixations
          objects: gt/objects
        models:
          mynet: {kind: saliency, maps: own/mynet}
          bignet: {kind: saliency, maps: own/bignet}
          hed: {kind: boundary, maps: own/hed}
          u2: {kind: object, maps: own/u2}
          sweep-net: {kind: saliency, maps: "own/runs/lr{lr}_bs{bs}/maps"}
        """

    /// The folders of `ownModelsSpec`, relative to the fixture's folder, with each model's name.
    package static let ownModelFolders: [(name: String, kind: String, folder: String)] = [
        ("mynet", "saliency", "own/mynet"), ("bignet", "saliency", "own/bignet"), ("hed", "boundary", "own/hed"),
        ("u2", "object", "own/u2"), ("sweep-net[lr=0.01,bs=8]", "saliency", "own/runs/lr0.01_bs8/maps"),
        ("sweep-net[lr=0.1,bs=8]", "saliency", "own/runs/lr0.1_bs8/maps"),
    ]

    /// Writes the maps of `ownModelsSpec` for `stems` (all of them by default).
    package func writeOwnMaps(stems: [String] = ReportFixture.stems) throws {
        for (_, _, folder) in Self.ownModelFolders {
            try FileManager.default.createDirectory(atPath: self.folder + "/" + folder, withIntermediateDirectories: true)
        }
        for stem in stems {
            let (_, boundary, _, object) = Self.drawing(stem)
            try write(Self.blob(width: 96, height: 72, cx: 46, cy: 35, sigma: 14), "own/mynet", stem)
            try write16(Self.blob(width: 160, height: 120, cx: 84, cy: 58, sigma: 30), "own/bignet", stem)
            try write(Self.soft(boundary), "own/hed", stem)
            try write(Self.halved(object), "own/u2", stem)
            try write(Self.blob(width: 96, height: 72, cx: 50, cy: 38, sigma: 8), "own/runs/lr0.01_bs8/maps", stem)
            try write(Self.blob(width: 96, height: 72, cx: 30, cy: 20, sigma: 20), "own/runs/lr0.1_bs8/maps", stem)
        }
    }

    private func write(_ image: GrayImage, _ folder: String, _ stem: String) throws {
        try PNGEncoder.write(image, to: "\(self.folder)/\(folder)/\(stem).png")
    }

    private func write16(_ image: GrayImage, _ folder: String, _ stem: String) throws {
        // Spread to 16 bits with an odd low byte, so that the file is not an 8-bit map in disguise.
        let wide = Image(validWidth: image.width, height: image.height, samples: image.samples.map { UInt16($0) * 257 ^ 0x35 })
        try Data(try PNGEncoder.encode(wide)).write(to: URL(fileURLWithPath: "\(self.folder)/\(folder)/\(stem).png"))
    }

    /// A Gaussian blob, 255 at its centre.
    package static func blob(width: Int, height: Int, cx: Double, cy: Double, sigma: Double) -> GrayImage {
        var samples = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let d = (Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)
                samples[y * width + x] = UInt8((255 * exp(-d / (2 * sigma * sigma))).rounded())
            }
        }
        return GrayImage(validWidth: width, height: height, samples: samples)
    }

    /// A soft boundary map: the truth at 200 (its every other row at 120), a fainter copy (90)
    /// two pixels to the right, and a few stray pixels (40): precision falls and recall rises as
    /// the threshold falls, so every sweep score is defined.
    private static func soft(_ truth: GrayImage) -> GrayImage {
        var out = GrayImage(validWidth: truth.width, height: truth.height, repeating: 0)
        for y in 0..<truth.height {
            for x in 0..<truth.width where truth.samples[y * truth.width + x] > 0 {
                out.samples[y * truth.width + x] = y % 2 == 0 ? 200 : 120
            }
        }
        for y in 0..<truth.height {
            for x in 0..<truth.width where truth.samples[y * truth.width + x] > 0 {
                if x + 2 < truth.width, out.samples[y * truth.width + x + 2] == 0 { out.samples[y * truth.width + x + 2] = 90 }
            }
        }
        for (x, y) in [(5, 5), (80, 60), (10, 66)] { out.samples[y * truth.width + x] = 40 }
        return out
    }

    /// A map at half the size: each 2 × 2 block's mean.
    private static func halved(_ image: GrayImage) -> GrayImage {
        let (w, h) = (image.width / 2, image.height / 2)
        var samples = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let sum = [(0, 0), (1, 0), (0, 1), (1, 1)].reduce(0) { $0 + Int(image.samples[(2 * y + $1.1) * image.width + 2 * x + $1.0]) }
                samples[y * w + x] = UInt8(sum / 4)
            }
        }
        return GrayImage(validWidth: w, height: h, samples: samples)
    }
}
