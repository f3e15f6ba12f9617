import LineworkCodecs
import LineworkCore
import LineworkImage
import Synchronization

/// The photos open in one studio, shared by its pages.
///
/// Files are read only when the studio starts (`open(path:)`, the paths on its command line);
/// afterwards the only way in is an upload, decoded in memory under the configuration's limits.
public final class StudioSession: Sendable {
    private struct State {
        var photos: [StudioPhoto] = []
        var nextID = 0
    }

    private let state = Mutex(State())
    private let decoder: ImageDecoder
    private let maximumPhotos: Int

    /// An empty session whose photos are decoded under `configuration.limits`.
    public init(configuration: StudioConfiguration) {
        decoder = ImageDecoder(limits: configuration.limits)
        maximumPhotos = configuration.maximumPhotos
    }

    /// The open photos, oldest first.
    public var photos: [StudioPhoto] { state.withLock { $0.photos } }

    /// The photo with `id`, or nil (never opened, or closed to make room).
    public func photo(id: Int) -> StudioPhoto? {
        state.withLock { $0.photos.first { $0.id == id } }
    }

    /// Opens the file at `path`, decoded as `linework draw` decodes it.
    ///
    /// - Throws: the decoder's one-line errors (unreadable, corrupt, too many pixels).
    @discardableResult
    public func open(path: String) throws -> StudioPhoto {
        let decoded = try decoder.decode(path: path)
        return add(name: String(path.split(separator: "/").last ?? Substring(path)), pixels: decoded.pixels)
    }

    /// Opens an uploaded photo from its bytes.
    ///
    /// - Parameters:
    ///   - bytes: the file's bytes (PNG or JPEG).
    ///   - name: the name the browser gave; only letters, digits and `._-` are kept.
    /// - Throws: the decoder's one-line errors.
    @discardableResult
    public func upload(_ bytes: [UInt8], name: String) throws -> StudioPhoto {
        let decoded = try decoder.decode(bytes: bytes, path: Self.sanitised(name))
        return add(name: Self.sanitised(name), pixels: decoded.pixels)
    }

    private func add(name: String, pixels: PixelBuffer) -> StudioPhoto {
        state.withLock { state in
            let photo = StudioPhoto(id: state.nextID, name: name, pixels: pixels)
            state.nextID += 1
            state.photos.append(photo)
            if state.photos.count > maximumPhotos { state.photos.removeFirst() }
            return photo
        }
    }

    /// `name` reduced to letters, digits and `._-` (at most 100 characters), or "upload".
    static func sanitised(_ name: String) -> String {
        let kept = String(name.split(separator: "/").last.map(String.init) ?? "")
            .filter { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
            .prefix(100)
        return kept.isEmpty || kept.allSatisfy({ $0 == "." }) ? "upload" : String(kept)
    }
}
