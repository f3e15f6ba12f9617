#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files whole, with errors that say what is wrong with the path.
public enum InputFile {
    /// The largest input file read: 2 GiB. A larger PNG or JPEG would exceed the pixel limit
    /// anyway; refusing early avoids reading it into memory.
    public static let maxBytes = 1 << 31

    /// Reads the regular file at `path`.
    ///
    /// - Throws: `LineworkError.fileNotFound`, `.notAFile` (directories, devices, pipes) or
    ///   `.unreadable` with the system's reason.
    public static func read(_ path: String) throws -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw LineworkError.fileNotFound(path: path) }
            throw LineworkError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw LineworkError.notAFile(path: path) }
        guard Int(info.st_size) <= maxBytes else {
            throw LineworkError.unreadable(path: path, reason: "file is larger than 2 GiB")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw LineworkError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        return try readAll(fd, path: path, size: Int(info.st_size), limit: maxBytes)
    }

    /// Reads the regular file at `path` itself, never what a symbolic link there points at,
    /// and at most `maximumBytes`: for files whose place is trusted but whose content is not
    /// (a report's cache, which others may share). Opened with `O_NOFOLLOW | O_NONBLOCK` and
    /// checked with `fstat` on the open descriptor, so a link, a FIFO or a device swapped in
    /// between the check and the read is refused too.
    ///
    /// - Throws: `LineworkError.fileNotFound`, `.notAFile` (a symbolic link, directory, device
    ///   or pipe) or `.unreadable` (over `maximumBytes`, or the system's reason).
    public static func readRegularFile(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw LineworkError.fileNotFound(path: path) }
            if errno == ELOOP { throw LineworkError.notAFile(path: path) }
            throw LineworkError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw LineworkError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw LineworkError.notAFile(path: path) }
        guard Int(info.st_size) <= maximumBytes else {
            throw LineworkError.unreadable(path: path, reason: "file is larger than \(maximumBytes) bytes")
        }
        return try readAll(fd, path: path, size: Int(info.st_size), limit: maximumBytes)
    }

    /// Reads `fd` to its end, refusing more than `limit` bytes (a file may grow while read).
    private static func readAll(_ fd: Int32, path: String, size: Int, limit: Int) throws -> [UInt8] {
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        bytes.reserveCapacity(size)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw LineworkError.unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit {
                throw LineworkError.unreadable(path: path, reason: "file is larger than \(limit) bytes")
            }
        }
        return bytes
    }
}
