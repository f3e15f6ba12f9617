import LineworkCore
import LineworkImage

/// Argument checks shared by the public metric functions (one channel, matching sizes), and the
/// scan that turns a binary map into pixel indices.
enum MapChecks {
    /// - Throws: `LineworkError.invalidOption` unless `image` has one channel.
    static func requireGray<Sample>(_ image: Image<Sample>, _ name: String) throws {
        guard image.channels == 1 else {
            throw LineworkError.invalidOption(
                name: name, value: "\(image.channels) channels", allowed: "must be a one-channel (gray) map")
        }
    }

    /// - Throws: `LineworkError.invalidOption` unless the two sizes are equal.
    static func requireSameSize(
        _ name: String, _ size: (width: Int, height: Int), as truthName: String, _ truth: (width: Int, height: Int)
    ) throws {
        guard size == truth else {
            throw LineworkError.invalidOption(
                name: name, value: "\(size.width)×\(size.height)",
                allowed: "must be the size of the \(truthName), \(truth.width)×\(truth.height)")
        }
    }

    /// Indices `y · width + x` of the non-zero samples of a one-channel map, ascending.
    @_specialize(exported: true, where Sample == UInt8)
    @_specialize(exported: true, where Sample == Float)
    static func nonZeroIndices<Sample: PixelSample>(_ image: Image<Sample>) -> [Int] {
        var found: [Int] = []
        image.samples.withUnsafeBufferPointer { samples in
            for i in 0..<samples.count where samples[i].floatValue != 0 { found.append(i) }
        }
        return found
    }
}
