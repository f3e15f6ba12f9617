#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// Several outputs written all or nothing: each `add` writes its file in full to a temporary
    /// file beside the destination (flushed to disk), and `commit` renames them all into place
    /// only once every one has been written. A batch dropped without `commit` — an error thrown
    /// while computing or rendering a later output — removes its temporary files, so existing
    /// outputs stay exactly as they were.
    ///
    /// Devices, FIFOs and the process's own streams (`/dev/stdout` …) cannot be replaced
    /// atomically; their bytes are held and written into them at `commit`, before the renames.
    /// A rename failing during `commit` (which needs a file system error between two renames in
    /// folders already written to) leaves the outputs renamed before it in place.
    public final class Batch {
        private enum Staged {
            case file(temporary: String, real: String, path: String)
            case direct(bytes: [UInt8], path: String)
            case stream(AtomicFile.Stream)
        }

        private var staged: [Staged] = []

        /// Creates an empty batch.
        public init() {}

        deinit { discard() }

        /// Writes `bytes` for `path` to a temporary file now (or holds them, for a device or
        /// stream); nothing is visible at `path` until `commit`.
        ///
        /// - Throws: `LineworkError.cannotWrite` naming the path and the system's reason; the
        ///   batch's other files are kept for `commit` or `discard`.
        public func add(_ bytes: [UInt8], to path: String) throws {
            try bytes.withUnsafeBufferPointer { try add(UnsafeRawBufferPointer($0), to: path) }
        }

        /// Adds UTF-8 text (see `add(_:to:)`).
        public func add(_ text: String, to path: String) throws {
            try add(Array(text.utf8), to: path)
        }

        /// Adds raw bytes (see `add(_:to:)`).
        public func add(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
            switch try AtomicFile.destination(of: path) {
            case .stream, .special:
                staged.append(.direct(bytes: Array(buffer), path: path))
            case .file(let real, let existing):
                let temporary = try AtomicFile.writeTemporary(beside: real, buffer, keeping: existing, path: path)
                staged.append(.file(temporary: temporary, real: real, path: path))
            }
        }

        /// Puts every added output in place: writes the held bytes into devices and streams,
        /// then renames each temporary file over its destination, in the order added. The
        /// batch is empty afterwards.
        ///
        /// - Throws: `LineworkError.cannotWrite`; temporary files not yet renamed are removed.
        public func commit() throws {
            defer { discard() }
            for case .direct(let bytes, let path) in staged {
                try bytes.withUnsafeBytes { try AtomicFile.writeDirectly($0, to: path) }
            }
            while let item = staged.first {
                switch item {
                case .file(let temporary, let real, let path):
                    guard rename(temporary, real) == 0 else { throw AtomicFile.failure(path) }
                    TemporaryFiles.unregister(temporary)
                case .stream(let stream):
                    try stream.commit()
                case .direct:
                    break
                }
                staged.removeFirst()
            }
        }

        /// Adds a stream made by `stream(to:)`.
        func add(_ stream: AtomicFile.Stream) {
            staged.append(.stream(stream))
        }

        /// Removes every temporary file not yet renamed; the batch is empty afterwards.
        public func discard() {
            for item in staged {
                switch item {
                case .file(let temporary, _, _):
                    unlink(temporary)
                    TemporaryFiles.unregister(temporary)
                case .stream(let stream):
                    stream.discard()
                case .direct:
                    break
                }
            }
            staged = []
        }
    }
}
