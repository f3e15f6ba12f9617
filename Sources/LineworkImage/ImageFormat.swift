import Foundation

/// The file format an image was decoded from, and how a file says which it is: by its first
/// bytes (its signature) or by its name's extension.
public enum ImageFormat: String, Sendable, Equatable, Codable, CaseIterable {
    /// A PNG file.
    case png
    /// A JPEG file.
    case jpeg

    /// The bytes every file of the format starts with: PNG's eight (`89 50 4E 47 0D 0A 1A 0A`),
    /// JPEG's start-of-image marker and the next marker's first byte (`FF D8 FF`).
    public var signature: [UInt8] {
        switch self {
        case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        case .jpeg: [0xFF, 0xD8, 0xFF]
        }
    }

    /// The file name extensions of the format, lower case: `png`; `jpg` and `jpeg`.
    public var pathExtensions: [String] {
        switch self {
        case .png: ["png"]
        case .jpeg: ["jpg", "jpeg"]
        }
    }

    /// The format whose signature `head` (a file's first bytes) starts with, or nil.
    public init?<Bytes: Collection<UInt8>>(signatureOf head: Bytes) {
        guard let format = Self.allCases.first(where: { head.starts(with: $0.signature) }) else { return nil }
        self = format
    }

    /// The format the file at `path` starts as (its first eight bytes), or nil when it starts as
    /// neither or cannot be read.
    public init?(sniffingFileAt path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        self.init(signatureOf: [UInt8]((try? handle.read(upToCount: 8)) ?? Data()))
    }

    /// The format `path`'s extension names (`.png`, `.jpg`, `.jpeg`, in any case), or nil.
    public init?(pathExtensionOf path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let format = Self.allCases.first(where: { $0.pathExtensions.contains(ext) }) else { return nil }
        self = format
    }

    /// Whether `path`'s extension names a PNG or JPEG file: what a folder of photos holds.
    public static func isPhotoPath(_ path: String) -> Bool { ImageFormat(pathExtensionOf: path) != nil }
}
