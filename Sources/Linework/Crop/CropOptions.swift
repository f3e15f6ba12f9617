import Foundation
import LineworkCodecs
import LineworkCore
import LineworkSaliency

/// What `linework crop` makes of a photo: one crop per aspect ratio, from one saliency map,
/// optionally shrunk to thumbnails, encoded by the output's extension.
public struct CropOptions: Sendable {
    /// The aspect ratios, each once (16:9 and 32:18 are the same); at least one.
    public var aspects: [AspectRatio]
    /// Compose by the rule of thirds (`SaliencyCrop`'s `ruleOfThirds`).
    public var ruleOfThirds = false
    /// The saliency model that finds what to keep.
    public var model: SaliencyModel = .attention
    /// Whether people lead: faces (from the installed face or pose model) are kept whole and
    /// lead attention, and then, with the person-segmentation model installed, the bodies of
    /// the people found are kept as whole as the window allows (`PersonCue`).
    public var usesFaces = true
    /// Shrink each crop so its larger side is at most this many pixels (at least 1), keeping the
    /// ratio exact (`SaliencyCrop.thumbnailSide(ratio:maximumSide:)`); nil keeps the crop's size.
    public var thumbnailSide: Int?
    /// JPEG quality for `.jpg`/`.jpeg` outputs, `JPEGEncoder.qualityRange`.
    public var jpegQuality = JPEGEncoder.defaultQuality

    /// Crops to `aspects`, with the other options at their defaults.
    public init(aspects: [AspectRatio]) {
        self.aspects = aspects
    }

    /// Checks every field.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `aspects`, `thumbnailSide` or `jpegQuality`.
    public func validate() throws {
        let written = aspects.map(\.description)
        guard !aspects.isEmpty, Set(written).count == aspects.count else {
            throw LineworkError.invalidOption(name: "aspects", value: written.joined(separator: ","),
                                              allowed: "at least one ratio, each once (16:9 and 32:18 are the same)")
        }
        guard JPEGEncoder.qualityRange.contains(jpegQuality) else {
            throw LineworkError.invalidOption(name: "jpegQuality", value: "\(jpegQuality)", allowed: "must be 1...100")
        }
        if let thumbnailSide, thumbnailSide < 1 {
            throw LineworkError.invalidOption(name: "thumbnailSide", value: "\(thumbnailSide)", allowed: "must be at least 1")
        }
    }

    /// Where the crop to `ratio` of an output named `path` goes: `path` itself for a single
    /// aspect; with several, `-WxH` before the extension (`photo-16x9.png`).
    public func outputPath(_ path: String, for ratio: AspectRatio) -> String {
        guard aspects.count > 1 else { return path }
        let ext = (path as NSString).pathExtension
        return (path as NSString).deletingPathExtension + "-\(ratio.width)x\(ratio.height)" + (ext.isEmpty ? "" : "." + ext)
    }
}
