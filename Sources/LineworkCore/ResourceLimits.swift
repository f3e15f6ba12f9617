/// Limits that protect the machine from hostile or accidental inputs.
///
/// Decoders compare an image's *declared* size (read from its header) against `maxPixels`
/// before allocating any pixel memory, so a 200000×200000 "decompression bomb" header is
/// refused at once instead of asking for 120 GB.
public struct ResourceLimits: Sendable, Equatable {
    /// The largest image, in pixels (width × height), that decoders accept.
    public var maxPixels: Int

    /// The default pixel limit: 100 megapixels.
    ///
    /// Why: above every consumer camera sensor (61 MP full frame, 200 MP phone sensors
    /// bin to 12–50 MP on output) yet small enough that the decoded RGB buffer (300 MB at
    /// 8 bits) and the working copies fit comfortably on a laptop. Pillow's bomb warning sits
    /// at 89 MP for the same reason.
    public static let defaultMaxPixels = 100_000_000

    /// The most scans a JPEG may have; more is refused as a scan bomb.
    public var maxScans: Int

    /// The default scan limit: 1,000, as libjpeg-turbo recommends for its tools' `-maxscans`.
    ///
    /// Why: a progressive JPEG needs a few scans per component (libjpeg's standard script
    /// writes 10), and even a hand-tuned one stays far below a hundred; but every scan passes
    /// over the whole image, so a 683 KB file of 20,000 tiny scans took 291 s to decode.
    public static let defaultMaxScans = 1_000

    /// The environment variable that overrides `defaultMaxPixels`.
    public static let environmentVariable = "LINEWORK_MAX_PIXELS"

    /// Creates limits of `maxPixels` pixels and `maxScans` JPEG scans; the defaults ignore `LINEWORK_MAX_PIXELS`.
    public init(maxPixels: Int = ResourceLimits.defaultMaxPixels, maxScans: Int = ResourceLimits.defaultMaxScans) {
        self.maxPixels = maxPixels
        self.maxScans = maxScans
    }

    /// The default limits, with `LINEWORK_MAX_PIXELS` applied when it holds a positive integer.
    ///
    /// - Throws: `LineworkError.invalidOption` when the variable is set but not a positive integer.
    public static func fromEnvironment(_ environment: [String: String]) throws -> ResourceLimits {
        guard let text = environment[environmentVariable] else { return ResourceLimits() }
        guard let value = Int(text), value > 0 else {
            throw LineworkError.invalidOption(
                name: environmentVariable, value: text, allowed: "must be a positive integer (pixels)")
        }
        return ResourceLimits(maxPixels: value)
    }

    /// Checks a declared size against the limit.
    ///
    /// - Throws: `LineworkError.emptyImage` for a zero side, `.imageTooLarge` above the limit.
    public func check(width: Int, height: Int, path: String) throws {
        guard width > 0, height > 0 else { throw LineworkError.emptyImage(path: path) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw LineworkError.imageTooLarge(path: path, width: width, height: height, limit: maxPixels)
        }
    }
}
