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

    func run() throws {
        try json.output?.checkWritable()
        try OutputPlan(inputs: [image], outputs: [("--json", json)]).check()
        let info = ImageInfo(try input.decoder().decode(path: image))
        if let output = json.output {
            let batch = AtomicFile.Batch()
            try output.write(try info.jsonText(), into: batch)
            try OutputFile.commit(batch)
        }
        if json.output?.isStandardOutput != true {
            print(info.summary(of: image))
        }
    }
}
