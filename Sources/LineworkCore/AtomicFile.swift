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
///
/// Only regular files and new paths are replaced this way. A symlink to a regular file is
/// followed, so its target is replaced and the link kept. A rewritten file keeps its
/// permission bits (and, where allowed, its owner); a new file gets what `open(2)` with the
/// umask would give. Anything else — a character device such as `/dev/null`, a FIFO — is
/// written into directly, and `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`
/// write to this process's open descriptor: renaming over those would replace a device node
/// or a symlink instead of writing through it.
///
/// A run that writes several files uses a `Batch`, so that they are renamed into place only
/// once all have been written. Every temporary file is registered with `TemporaryFiles` for
/// the whole of its life, so an interrupted run removes it.
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

    /// Writes raw bytes to `path` atomically: a batch of one.
    public static func write(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        let batch = Batch()
        try batch.add(buffer, to: path)
        try batch.commit()
    }

    /// Checks, without writing anything, that `path` could be written: its folder exists and is
    /// writable and it is not a directory. Commands call this for every output before doing
    /// long work, so a typo in an output path fails in milliseconds rather than after a sweep.
    ///
    /// - Throws: `LineworkError.cannotWrite`.
    public static func checkWritable(_ path: String) throws {
        switch try destination(of: path) {
        case .stream(let fd):
            guard fcntl(fd, F_GETFD) >= 0 else { throw failure(path) }
        case .special:
            guard access(path, W_OK) == 0 else { throw failure(path) }
        case .file(let real, _):
            let folder = parentFolder(of: real)
            var info = stat()
            guard stat(folder, &info) == 0 else {
                throw LineworkError.cannotWrite(path: path, reason: "folder \(folder) does not exist")
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw LineworkError.cannotWrite(path: path, reason: "\(folder) is not a folder")
            }
            guard access(folder, W_OK) == 0 else { throw failure(path) }
        }
    }

    /// How `path` is written.
    enum Destination {
        /// This process's open descriptor (`/dev/stdout` …): written to, never closed.
        case stream(Int32)
        /// An existing device, FIFO or socket: opened and written into.
        case special
        /// A regular file (`existing` its status, symlinks followed, `real` its resolved path)
        /// or a new path: a temporary file renamed over it.
        case file(real: String, existing: stat?)
    }

    static func destination(of path: String) throws -> Destination {
        guard !path.isEmpty else { throw LineworkError.cannotWrite(path: path, reason: "empty path") }
        if let fd = streamDescriptor(path) { return .stream(fd) }
        var info = stat()
        guard stat(path, &info) == 0 else { return .file(real: path, existing: nil) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw LineworkError.cannotWrite(path: path, reason: "is a directory")
        case S_IFREG:
            guard let resolved = realpath(path, nil) else { return .file(real: path, existing: info) }
            defer { free(resolved) }
            return .file(real: String(cString: resolved), existing: info)
        default: return .special
        }
    }

    /// The descriptor a path names when it is one of the process's own streams.
    private static func streamDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Writes `buffer` into a device, FIFO or stream at `path` (see `Destination`).
    static func writeDirectly(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        switch try destination(of: path) {
        case .stream(let fd):
            fflush(nil)  // after anything `print` buffered
            try writeAll(buffer, to: fd, path: path)
        case .special, .file:
            let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw failure(path) }
            do { try writeAll(buffer, to: fd, path: path) } catch { close(fd); throw error }
            guard close(fd) == 0 else { throw failure(path) }
        }
    }

    /// Writes `buffer` in full to a new temporary file beside `real`, flushed to disk and with
    /// the permissions the destination will have, and returns its path (registered with
    /// `TemporaryFiles`). On failure nothing is left behind.
    static func writeTemporary(beside real: String, _ buffer: UnsafeRawBufferPointer, keeping existing: stat?,
                               path: String) throws -> String {
        let (temporary, fd) = try createTemporary(in: parentFolder(of: real), path: path)
        do {
            try writeAll(buffer, to: fd, path: path)
            try seal(fd, keeping: existing, path: path)
        } catch {
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
            throw error
        }
        return temporary
    }

    /// The prefix of every temporary file's name: `.linework-<pid>-`, so that a later run can
    /// tell the leftovers of a process that no longer exists (`removeStaleTemporaries`).
    static var temporaryPrefix: String { ".linework-\(getpid())-" }

    /// Creates a new, empty temporary file (mode 0600) in `folder` and returns its path,
    /// registered with `TemporaryFiles`, and its open descriptor.
    ///
    /// The name is registered before the file exists (`O_EXCL` makes it ours), so an
    /// interrupting signal can never find a temporary file that is not yet registered.
    static func createTemporary(in folder: String, path: String) throws -> (path: String, fd: Int32) {
        while true {
            let temporary = "\(folder)/\(temporaryPrefix)\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            TemporaryFiles.register(temporary)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 { return (temporary, fd) }
            let code = errno
            TemporaryFiles.unregister(temporary)
            guard code == EEXIST else { errno = code; throw failure(path) }
        }
    }

    /// Gives a finished temporary file the permissions its destination will have, flushes it
    /// to disk and closes `fd` (also when it fails).
    ///
    /// The file is created 0600. A rewritten file keeps its permission bits (set-id bits
    /// dropped, as a write(2) by another user would) and, where allowed, its owner; a new file
    /// gets the permissions a plain open(2) would.
    static func seal(_ fd: Int32, keeping existing: stat?, path: String) throws {
        let mode: mode_t
        if let existing {
            mode = existing.st_mode & 0o1777
            _ = fchown(fd, existing.st_uid, existing.st_gid)
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        guard fchmod(fd, mode) == 0, fsync(fd) == 0 else {
            let code = errno
            close(fd)
            errno = code
            throw failure(path)
        }
        guard close(fd) == 0 else { throw failure(path) }
    }

    /// Removes the temporary files that processes which no longer exist left in `folder`
    /// (killed with SIGKILL, or by a power cut, before they could clean up): names of the
    /// form `.linework-<pid>-….tmp` whose process is gone. Files of live processes, this
    /// one's included, are left alone.
    public static func removeStaleTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(".linework-"), name.hasSuffix(".tmp") else { continue }
            let fields = name.dropFirst(".linework-".count).split(separator: "-", maxSplits: 1)
            guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink("\(folder)/\(name)") }
        }
    }

    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32, path: String) throws {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            offset += written
        }
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    static func failure(_ path: String) -> LineworkError {
        LineworkError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
}
