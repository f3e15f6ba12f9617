import ArgumentParser
import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkSaliency

/// `linework crop IMAGE --aspect W:H --output FILE`: saliency-aware cropping to an exact aspect
/// ratio; with a folder as IMAGE and `--output-dir`, a batch of thumbnails.
struct CropCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crop",
        abstract: "Crop to an exact aspect ratio keeping the most salient content (PNG or JPEG output).")

    @Argument(help: "A PNG or JPEG file, or a folder of them (with --output-dir).")
    var image: String

    @Option(help: ArgumentHelp("The aspect ratio W:H, positive integers (16:9, 1:1 …), or several separated by commas.",
                               discussion: "With several (1:1,4:5,16:9), each crop goes to the output's name with -WxH added (photo-16x9.png), all from one saliency map."))
    var aspect: String

    @Flag(help: "Compose by the rule of thirds: move the salient subject towards a thirds intersection of the crop when that loses little of it.")
    var thirds = false

    @Option(help: "The saliency model: \(SaliencyModel.namesList).")
    var model = SaliencyModel.attention.rawValue

    @Option(help: "Write the crop to FILE: .png (lossless, 16-bit kept) or .jpg/.jpeg (8-bit, see --quality).")
    var output: String?

    /// JPEG quality for .jpg/.jpeg outputs; default `JPEGEncoder.defaultQuality` (92): blocking is
    /// invisible at 100 % zoom from about 90 up, at a third of the size of quality 100.
    @Option(help: "JPEG quality 1...100 for a .jpg/.jpeg --output (default \(JPEGEncoder.defaultQuality)).")
    var quality = JPEGEncoder.defaultQuality

    @Option(help: "For a folder IMAGE: write one crop per image to DIR/<name>.png.")
    var outputDir: String?

    @Option(help: "Scale each crop down so its larger side is at most N pixels (thumbnails), keeping the ratio exact.")
    var size: Int?


    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Use faces when the face model (or the pose model) is installed: attention gains a face cue and crops keep every face whole that fits.",
                             discussion: "Models from Scripts/install-pose-model; without them nothing changes."))
    var faces = true

    @OptionGroup var input: InputOptions

    func run() throws {
        let ratios = try aspect.split(separator: ",", omittingEmptySubsequences: false).map {
            try AspectRatio(parsing: $0.trimmingCharacters(in: .whitespaces))
        }
        guard Set(ratios.map(\.description)).count == ratios.count else {
            throw LineworkError.invalidOption(name: "--aspect", value: aspect, allowed: "each ratio once (16:9 and 32:18 are the same)")
        }
        // One aspect writes the output as named; several add -WxH before the extension.
        func named(_ path: String, _ ratio: AspectRatio) -> String {
            guard ratios.count > 1 else { return path }
            let ext = (path as NSString).pathExtension
            return (path as NSString).deletingPathExtension + "-\(ratio.width)x\(ratio.height)" + (ext.isEmpty ? "" : "." + ext)
        }
        let request = try SaliencyRequest(model: SaliencyModel.parse(model))
        guard JPEGEncoder.qualityRange.contains(quality) else {
            throw LineworkError.invalidOption(name: "--quality", value: "\(quality)", allowed: "must be 1...100")
        }
        if let size, size < 1 {
            throw LineworkError.invalidOption(name: "--size", value: "\(size)", allowed: "must be at least 1")
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: image, isDirectory: &isFolder)
        if exists && isFolder.boolValue {
            guard let outputDir, output == nil else {
                throw LineworkError.invalidOption(name: "--output-dir", value: outputDir ?? "",
                                                  allowed: "a folder IMAGE needs --output-dir DIR (and no --output)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: image).filter {
                ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased())
            }.sorted()
            let jobs = names.map { name in
                ("\(image)/\(name)", ratios.map { ($0, named("\(outputDir)/\((name as NSString).deletingPathExtension).png", $0)) })
            }
            var sources: [String: String] = [:]
            for (source, destinations) in jobs {
                for (_, destination) in destinations {
                    if let other = sources.updateValue(source, forKey: destination) {
                        throw LineworkError.invalidOption(name: "--output-dir", value: destination,
                            allowed: "both '\(oneLine(other))' and '\(oneLine(source))' would be cropped to this file; move one of them to another folder")
                    }
                }
            }
            try jobs.flatMap(\.1).forEach { try AtomicFile.checkWritable($0.1) }
            try OutputPlan(inputs: jobs.map(\.0), outputs: jobs.flatMap(\.1).map { ("--output-dir", $0.1) }).check()
            // All or nothing: one bad photo in the folder leaves every existing crop as it was.
            let batch = AtomicFile.Batch()
            for (source, destinations) in jobs {
                try crop(source, to: destinations, request: request, into: batch)
            }
            try OutputFile.commit(batch)
        } else {
            guard let output, outputDir == nil else {
                throw LineworkError.invalidOption(name: "--output", value: output ?? "",
                                                  allowed: "a file IMAGE needs --output FILE.png (--output-dir is for folders)")
            }
            guard ["png", "jpg", "jpeg"].contains((output as NSString).pathExtension.lowercased()) else {
                throw LineworkError.invalidOption(name: "--output", value: output,
                                                  allowed: "supported output formats: .png, .jpg, .jpeg")
            }
            let destinations = ratios.map { ($0, named(output, $0)) }
            try destinations.forEach { try AtomicFile.checkWritable($0.1) }
            try OutputPlan(inputs: [image], outputs: destinations.map { ("--output", $0.1) }).check()
            let batch = AtomicFile.Batch()
            try crop(image, to: destinations, request: request, into: batch)
            try OutputFile.commit(batch)
        }
    }

    /// Crops `source` once per aspect in `destinations`, all from one saliency map.
    private func crop(_ source: String, to destinations: [(AspectRatio, String)], request: SaliencyRequest,
                      into batch: AtomicFile.Batch) throws {
        let decoded = try input.decoder().decode(path: source)
        var request = request
        request.faces = faces ? try poseStep { try FaceCue.faces(in: decoded.pixels) } : []
        let observation = request.perform(on: decoded.pixels)
        for (ratio, destination) in destinations {
            let window = try SaliencyCrop(imageWidth: decoded.width, imageHeight: decoded.height, aspect: ratio,
                                          map: observation.map, faces: request.faces, ruleOfThirds: thirds)
            try write(window.apply(to: decoded.pixels), ratio: ratio, to: destination, into: batch)
        }
    }

    /// The cut pixels, shrunk to `--size` keeping the ratio exact, encoded by the extension.
    private func write(_ cut: PixelBuffer, ratio: AspectRatio, to destination: String, into batch: AtomicFile.Batch) throws {
        var pixels = cut
        let longer = max(cut.width, cut.height)
        if let size, longer > size {
            // The largest multiple of the reduced ratio that fits: the thumbnail stays exact.
            let k = max(1, size / max(ratio.width, ratio.height))
            let side = k * max(ratio.width, ratio.height)
            switch pixels {
            case .uint8(let image): pixels = .uint8(image.downscaled(toMaximumDimension: side))
            case .uint16(let image): pixels = .uint16(image.downscaled(toMaximumDimension: side))
            }
        }
        let bytes: [UInt8]
        switch (pixels, ["jpg", "jpeg"].contains((destination as NSString).pathExtension.lowercased())) {
        case (_, true): bytes = try JPEGEncoder.encode(pixels, quality: quality)
        case (.uint8(let image), false): bytes = try PNGEncoder.encode(image)
        case (.uint16(let image), false): bytes = try PNGEncoder.encode(image)
        }
        try batch.add(bytes, to: destination)
    }
}
