#if canImport(Glibc)
import Glibc
#endif

/// The files one `images:` entry names: a path, or a shell glob pattern (`*`, `?`, `[…]`),
/// relative to the spec's folder unless absolute.
package enum ImagePattern {
    /// The matching files, sorted; empty when nothing matches.
    ///
    /// - Parameters:
    ///   - entry: the entry as written in the spec.
    ///   - folder: the spec's folder ("" for the current folder).
    static func files(_ entry: String, relativeTo folder: String) -> [String] {
        let path = join(folder, entry)
        guard entry.contains(where: { "*?[".contains($0) }) else {
            return isRegularFile(path) ? [path] : []
        }
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(path, 0, nil, &result) == 0 else { return [] }
        var paths: [String] = []
        for i in 0..<Int(result.gl_pathc) {
            if let cString = result.gl_pathv[i] {
                let match = String(cString: cString)
                if isRegularFile(match) { paths.append(match) }
            }
        }
        return paths.sorted()
    }

    /// `name` inside `folder`, unless `name` is absolute.
    package static func join(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// What `path` is when it exists but is not a regular file, for a message: "a FIFO",
    /// "a device", "a folder", "a socket", "a symbolic link loop"; nil when nothing is there
    /// (or it is a regular file).
    static func nonFileKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ELOOP { return "a symbolic link loop" }
            var link = stat()
            return lstat(path, &link) == 0 ? "a symbolic link to nothing" : nil
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
