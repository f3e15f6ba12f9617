#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension AtomicFile {
    /// An output written piece by piece as it is made (a video's frames), so that memory holds
    /// one piece at a time however long the file, and still appears at its destination whole
    /// or not at all: it goes into a temporary file beside the destination, which the batch's
    /// `commit` renames into place (`Batch.stream(to:)`).
    ///
    /// A device or stream destination (`/dev/stdout`, a FIFO) cannot take a rename: its
    /// temporary file is made in the system's temporary folder and copied into it at `commit`.
    public final class Stream {
        /// The destination, as given.
        public let path: String
        /// The temporary file being written. Another program may write it instead (ffmpeg is
        /// given this path); call `close()` once it has finished.
        public let temporaryPath: String
        /// How the batch puts the file in place.
        let destination: Destination
        private var fd: Int32
        /// Bytes written so far through `write(_:)`.
        public private(set) var count = 0

        init(path: String, destination: Destination) throws {
            self.path = path
            self.destination = destination
            let folder: String
            switch destination {
            case .file(let real, _):
                folder = AtomicFile.parentFolder(of: real)
                // Leftovers of a killed run that wrote here before: this run's start removes them.
                AtomicFile.removeStaleTemporaries(in: folder)
            case .stream, .special:
                folder = FileManager.default.temporaryDirectory.path
            }
            (temporaryPath, fd) = try AtomicFile.createTemporary(in: folder, path: path)
        }

        deinit { discard() }

        /// Appends `bytes` to the file.
        ///
        /// - Throws: `LineworkError.cannotWrite` naming the destination (a full disk …).
        public func write(_ bytes: UnsafeRawBufferPointer) throws {
            guard fd >= 0 else { throw LineworkError.cannotWrite(path: path, reason: "the output was already closed") }
            try AtomicFile.writeAll(bytes, to: fd, path: path)
            count += bytes.count
        }

        /// Appends `bytes` to the file.
        public func write(_ bytes: [UInt8]) throws {
            try bytes.withUnsafeBytes { try write($0) }
        }

        /// Writes `bytes` over what was written at `offset` (a header whose counts are known only
        /// at the end), without moving the end of the file.
        ///
        /// - Throws: `LineworkError.cannotWrite` when the range was not written yet, or the system's reason.
        public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
            guard fd >= 0, offset >= 0, offset + bytes.count <= count else {
                throw LineworkError.cannotWrite(path: path, reason: "cannot rewrite bytes \(offset)… that were not written")
            }
            var done = 0
            while done < bytes.count {
                let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done)) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFile.failure(path)
                }
                done += written
            }
        }

        /// Ends writing: the file gets its destination's permissions and is flushed to disk.
        /// Nothing is visible at `path` until the batch commits.
        ///
        /// - Throws: `LineworkError.cannotWrite`.
        public func close() throws {
            guard fd >= 0 else { return }
            let descriptor = fd
            fd = -1
            if case .file(_, let existing) = destination {
                try AtomicFile.seal(descriptor, keeping: existing, path: path)
            } else {
                try AtomicFile.seal(descriptor, keeping: nil, path: path)
            }
        }

        /// Puts the finished file at its destination: renamed over it, or copied into a device.
        func commit() throws {
            try close()
            switch destination {
            case .file(let real, _):
                guard rename(temporaryPath, real) == 0 else { throw AtomicFile.failure(path) }
                TemporaryFiles.unregister(temporaryPath)
            case .stream, .special:
                defer { discard() }
                let bytes = try InputFile.readRegularFile(temporaryPath, maximumBytes: InputFile.maxBytes)
                try bytes.withUnsafeBytes { try AtomicFile.writeDirectly($0, to: path) }
            }
        }

        /// Removes the temporary file (nothing is written to the destination).
        func discard() {
            if fd >= 0 {
                Glibc.close(fd)
                fd = -1
            }
            if TemporaryFiles.registered.contains(temporaryPath) {
                unlink(temporaryPath)
                TemporaryFiles.unregister(temporaryPath)
            }
        }
    }
}

extension AtomicFile.Batch {
    /// A file for `path` to write piece by piece (see `AtomicFile.Stream`), put in place with
    /// the batch's other files at `commit`, or removed by `discard`.
    ///
    /// - Throws: `LineworkError.cannotWrite` naming the path and the system's reason.
    public func stream(to path: String) throws -> AtomicFile.Stream {
        let stream = try AtomicFile.Stream(path: path, destination: try AtomicFile.destination(of: path))
        add(stream)
        return stream
    }
}
