import LineworkCore

/// Where an encoder's bytes go as it makes them: a file being written (`AtomicFile.Stream`) or
/// memory (`VideoBytes`).
public protocol VideoOutput: AnyObject {
    /// Bytes appended so far.
    var count: Int { get }
    /// Appends `bytes`.
    ///
    /// - Throws: `LineworkError.cannotWrite` when the bytes cannot be stored.
    func write(_ bytes: [UInt8]) throws
    /// Writes `bytes` over earlier bytes at `offset` (a header's frame count, known at the end).
    ///
    /// - Throws: `LineworkError.cannotWrite` when the range was not written yet.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws
}

extension AtomicFile.Stream: VideoOutput {}

/// A video kept in memory: for short clips a caller wants as bytes, and for tests.
public final class VideoBytes: VideoOutput {
    /// The bytes written.
    public private(set) var bytes: [UInt8] = []

    /// An empty output.
    public init() {}

    public var count: Int { bytes.count }

    public func write(_ bytes: [UInt8]) throws {
        self.bytes += bytes
    }

    public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        guard offset >= 0, offset + bytes.count <= self.bytes.count else {
            throw LineworkError.cannotWrite(path: "memory", reason: "cannot rewrite bytes \(offset)… that were not written")
        }
        self.bytes.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }
}
