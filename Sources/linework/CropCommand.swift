import ArgumentParser
import Foundation
import Linework
import LineworkCodecs
import LineworkCore
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
          help: ArgumentHelp("Use people when the models are installed: attention gains a face cue, crops keep every face whole that fits, then as much of each person's body as fits.",
                             discussion: "Models from Scripts/install-pose-model; without them nothing changes."))
    var faces = true

    @OptionGroup var input: InputOptions

    func run() throws {
        let aspects = try aspect.split(separator: ",", omittingEmptySubsequences: false).map {
            try AspectRatio(parsing: $0.trimmingCharacters(in: .whitespaces))
        }
        var options = CropOptions(aspects: aspects)
        options.ruleOfThirds = thirds
        options.model = try SaliencyModel.parse(model)
        options.usesFaces = faces
        options.thumbnailSide = size
        options.jpegQuality = quality
        let cropper = try PhotoCropper(options: options, decoder: try input.decoder())
        var isFolder: ObjCBool = false
        let jobs: [PhotoCropper.Job]
        if FileManager.default.fileExists(atPath: image, isDirectory: &isFolder) && isFolder.boolValue {
            guard let outputDir, output == nil else {
                throw LineworkError.invalidOption(name: "--output-dir", value: outputDir ?? "",
                                                  allowed: "a folder IMAGE needs --output-dir DIR (and no --output)")
            }
            jobs = try cropper.jobs(folder: image, outputFolder: outputDir)
        } else {
            guard let output, outputDir == nil else {
                throw LineworkError.invalidOption(name: "--output", value: output ?? "",
                                                  allowed: "a file IMAGE needs --output FILE.png (--output-dir is for folders)")
            }
            jobs = [try cropper.job(image: image, output: output)]
        }
        let flag = outputDir == nil ? "--output" : "--output-dir"
        try jobs.flatMap(\.outputs).forEach { try AtomicFile.checkWritable($0.path) }
        try OutputPlan(inputs: jobs.map(\.source), outputs: jobs.flatMap(\.outputs).map { (flag, $0.path) }).check()
        // All or nothing: one bad photo in the folder leaves every existing crop as it was.
        let batch = AtomicFile.Batch()
        for job in jobs {
            for crop in try cropper.crops(ofImageAt: job.source, outputs: job.outputs) {
                try batch.add(crop.bytes, to: crop.path)
            }
        }
        try OutputFile.commit(batch)
    }
}
