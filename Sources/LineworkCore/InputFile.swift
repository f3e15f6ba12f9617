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
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        bytes.reserveCapacity(Int(info.st_size))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw LineworkError.unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maxBytes {
                throw LineworkError.unreadable(path: path, reason: "file is larger than 2 GiB")
            }
        }
        return bytes
    }
}
