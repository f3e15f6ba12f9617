import LineworkCore
import LineworkImage

/// Argument checks shared by the public metric functions: one channel, matching sizes.
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
}
