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

    @Flag(help: ArgumentHelp(
        "Accept JPEG files that libjpeg reports as corrupt or truncated (the damage decodes as gray).",
        discussion: "By default such files are refused. Scan bombs (more than \(ResourceLimits.defaultMaxScans) scans) are refused either way."))
    var lenient = false

    func validate() throws {
        if let maxPixels, maxPixels < 1 {
            throw LineworkError.invalidOption(name: "--max-pixels", value: "\(maxPixels)", allowed: "must be at least 1")
        }
    }

    /// The decoder configured with `--max-pixels`, else `LINEWORK_MAX_PIXELS`, else the
    /// default, and `--lenient`.
    func decoder() throws -> ImageDecoder {
        let limits = try maxPixels.map { ResourceLimits(maxPixels: $0) }
            ?? ResourceLimits.fromEnvironment(ProcessInfo.processInfo.environment)
        return ImageDecoder(limits: limits, lenient: lenient)
    }
}
