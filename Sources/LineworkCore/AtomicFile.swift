#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Linework writes files: a temporary file in the destination's folder,
/// flushed to disk, then renamed over the destination.
///
/// `rename(2)` within one file system is atomic, so readers see either the old file or the
/// complete new one, never a partial file; a failure at any step removes the temporary file
/// and leaves an existing destination untouched. Every command uses this writer.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    ///
    /// - Parameters:
    ///   - bytes: the complete file contents.
    ///   - path: the destination; its folder must exist and be writable.
    /// - Throws: `LineworkError.cannotWrite` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBufferPointer { try write(UnsafeRawBufferPointer($0), to: path) }
    }

    /// Writes UTF-8 text to `path` atomically.
    public static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path) }
    }

    /// Writes raw bytes to `path` atomically.
    public static func write(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        guard !path.isEmpty else { throw LineworkError.cannotWrite(path: path, reason: "empty path") }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw LineworkError.cannotWrite(path: path, reason: "is a directory")
        }
        let folder = parentFolder(of: path)
        var template = Array("\(folder)/.linework-XXXXXX.tmp".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else { throw failure(path) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        do {
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(path)
                }
                offset += written
            }
            // mkstemp creates 0600; give the file the permissions a plain open(2) would.
            let mask = umask(0)
            umask(mask)
            guard fchmod(fd, 0o666 & ~mask) == 0, fsync(fd) == 0 else { throw failure(path) }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure(path) }
        guard rename(temporary, path) == 0 else { throw failure(path) }
        done = true
    }

    /// Checks, without writing anything, that `path` could be written: its folder exists and is
    /// writable and it is not a directory. Commands call this for every output before doing
    /// long work, so a typo in an output path fails in milliseconds rather than after a sweep.
    ///
    /// - Throws: `LineworkError.cannotWrite`.
    public static func checkWritable(_ path: String) throws {
        guard !path.isEmpty else { throw LineworkError.cannotWrite(path: path, reason: "empty path") }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw LineworkError.cannotWrite(path: path, reason: "is a directory")
        }
        let folder = parentFolder(of: path)
        guard stat(folder, &info) == 0 else {
            throw LineworkError.cannotWrite(path: path, reason: "folder \(folder) does not exist")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw LineworkError.cannotWrite(path: path, reason: "\(folder) is not a folder")
        }
        guard access(folder, W_OK) == 0 else { throw failure(path) }
    }

    private static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    private static func failure(_ path: String) -> LineworkError {
        LineworkError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
}
