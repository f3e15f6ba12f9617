import ArgumentParser
import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage

/// `linework info IMAGE [--json FILE]`: what an image is, after EXIF orientation.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Decode an image and report its upright size, channels, depth, format and orientation.")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @Option(help: "Write the report as JSON to FILE ('-' for standard output).")
    var json: String?

    @OptionGroup var input: InputOptions

    /// The contract's `info` JSON object.
    struct Report: Encodable {
        let width: Int
        let height: Int
        let channels: Int
        let bitDepth: Int
        let format: ImageFormat
        let orientation: Int
    }

    func run() throws {
        try json.output?.checkWritable()
        try OutputPlan(inputs: [image], outputs: [("--json", json)]).check()
        let decoded = try input.decoder().decode(path: image)
        let report = Report(
            width: decoded.width, height: decoded.height, channels: decoded.sourceChannels,
            bitDepth: decoded.sourceBitDepth, format: decoded.format, orientation: decoded.orientation.rawValue)
        if let output = json.output {
            let batch = AtomicFile.Batch()
            try output.write(try JSONText.encode(report), into: batch)
            try OutputFile.commit(batch)
        }
        if json.output?.isStandardOutput != true {
            print("\(image): \(report.format.rawValue.uppercased()) \(report.width)×\(report.height), "
                + "\(report.channels) channel\(report.channels == 1 ? "" : "s"), \(report.bitDepth)-bit, "
                + "orientation \(report.orientation)")
        }
    }
}
