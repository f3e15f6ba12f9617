#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, so that two different spellings of one file compare equal
/// (`a.png`, `./a.png`, a symlink to it, a hard link to it).
///
/// Commands compare their outputs' identities with their inputs' and with each other's
/// before writing anything, so an output never replaces a photo it reads.
public enum FileIdentity: Hashable, Sendable {
    /// An existing regular file: its device and inode, after following symlinks.
    case file(device: UInt64, inode: UInt64)
    /// A path that does not exist yet: its folder with symlinks, `.` and `..` resolved, plus its name.
    case newPath(String)

    /// The identity of `path`, or nil when it names something that is not a regular file (a
    /// device, a FIFO, a folder — writing into these never replaces a file) or a path whose
    /// folder cannot be resolved (the write would fail anyway).
    public init?(path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            self = .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        let real = String(cString: resolved)
        self = .newPath(real == "/" ? "/\(name)" : "\(real)/\(name)")
    }
}
