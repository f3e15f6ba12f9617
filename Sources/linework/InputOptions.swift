import ArgumentParser
import Foundation
import LineworkCodecs
import LineworkCore

/// Options shared by every command that reads images.
struct InputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Refuse images with more pixels than this (decompression-bomb guard).",
        discussion: "Default \(ResourceLimits.defaultMaxPixels), or LINEWORK_MAX_PIXELS when set."))
    var maxPixels: Int?

    func validate() throws {
        if let maxPixels, maxPixels < 1 {
            throw LineworkError.invalidOption(name: "--max-pixels", value: "\(maxPixels)", allowed: "must be at least 1")
        }
    }

    /// The decoder configured with `--max-pixels`, else `LINEWORK_MAX_PIXELS`, else the default.
    func decoder() throws -> ImageDecoder {
        if let maxPixels { return ImageDecoder(limits: ResourceLimits(maxPixels: maxPixels)) }
        return ImageDecoder(limits: try ResourceLimits.fromEnvironment(ProcessInfo.processInfo.environment))
    }
}
