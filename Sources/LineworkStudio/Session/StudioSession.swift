import LineworkCodecs
import LineworkCore
import LineworkImage
import Synchronization

/// The photos open in one studio, shared by its pages.
///
/// Files are read only when the studio starts (`open(path:)`, the paths on its command line);
/// afterwards the only way in is an upload, decoded in memory under the configuration's limits.
///
/// Memory is bounded up front: uploads are decoded one at a time, each under a pixel limit
/// that leaves its decoded pixels within `StudioConfiguration.memoryBudget` beside the command
/// line's photos (so a small file declaring a huge image is refused from its header), and
/// older uploads are closed to make room. Photos from the command line are never closed: they
/// could not be opened again.
public final class StudioSession: Sendable {
    private struct State {
        var photos: [StudioPhoto] = []
        var nextID = 0
    }

    private let state = Mutex(State())
    /// Held while an upload decodes, so that two never hold their pixels at once.
    private let decoding = Mutex(())
    private let limits: ResourceLimits
    private let maximumPhotos: Int
    private let memoryBudget: Int

    /// The most bytes one decoded pixel may take (16-bit RGBA).
    static let bytesPerPixelBound = 8

    /// An empty session whose photos are decoded under `configuration.limits`.
    public init(configuration: StudioConfiguration) {
        limits = configuration.limits
        maximumPhotos = configuration.maximumPhotos
        memoryBudget = configuration.memoryBudget
    }

    /// The open photos, oldest first.
    public var photos: [StudioPhoto] { state.withLock { $0.photos } }

    /// Bytes of decoded pixels held by the open photos.
    public var pixelBytes: Int { state.withLock { $0.photos.reduce(0) { $0 + $1.pixelBytes } } }

    /// The photo with `id`, or nil (never opened, or closed to make room).
    public func photo(id: Int) -> StudioPhoto? {
        state.withLock { $0.photos.first { $0.id == id } }
    }

    /// Opens the file at `path`, decoded as `linework draw` decodes it. Such a photo is kept
    /// open for the session's life.
    ///
    /// - Throws: the decoder's one-line errors (unreadable, corrupt, too many pixels).
    @discardableResult
    public func open(path: String) throws -> StudioPhoto {
        let decoded = try ImageDecoder(limits: limits).decode(path: path)
        return add(name: String(path.split(separator: "/").last ?? Substring(path)), pixels: decoded.pixels, isUpload: false)
    }

    /// Opens an uploaded photo from its bytes, closing the oldest uploads when the photo count
    /// or the memory budget needs room.
    ///
    /// - Parameters:
    ///   - bytes: the file's bytes (PNG or JPEG).
    ///   - name: the name the browser gave; only letters, digits and `._-` are kept.
    /// - Throws: the decoder's one-line errors; `LineworkError.resourceLimit` when the photo's
    ///   pixels could not fit in the memory budget beside the command line's photos.
    @discardableResult
    public func upload(_ bytes: [UInt8], name: String) throws -> StudioPhoto {
        let name = Self.sanitised(name)
        return try decoding.withLock { _ in
            let pinned = state.withLock { $0.photos.filter { !$0.isUpload }.reduce(0) { $0 + $1.pixelBytes } }
            let room = memoryBudget - pinned
            var bounded = limits
            bounded.maxPixels = max(0, min(limits.maxPixels, room / Self.bytesPerPixelBound))
            let decoded: DecodedImage
            do {
                decoded = try ImageDecoder(limits: bounded).decode(bytes: bytes, path: name)
            } catch LineworkError.imageTooLarge(_, let width, let height, _) where bounded.maxPixels < limits.maxPixels {
                throw LineworkError.resourceLimit(detail: "'\(name)': \(width)×\(height) pixels could take "
                    + "\((width * height * Self.bytesPerPixelBound) >> 20) MiB, more than the studio's memory budget leaves for "
                    + "uploads (\(max(0, room) >> 20) MiB of \(memoryBudget >> 20) MiB)")
            }
            return add(name: name, pixels: decoded.pixels, isUpload: true)
        }
    }

    private func add(name: String, pixels: PixelBuffer, isUpload: Bool) -> StudioPhoto {
        state.withLock { state in
            let photo = StudioPhoto(id: state.nextID, name: name, pixels: pixels, isUpload: isUpload)
            state.nextID += 1
            state.photos.append(photo)
            // Oldest uploads first; the new photo itself and command-line photos stay.
            func overBudget() -> Bool {
                state.photos.count > maximumPhotos || state.photos.reduce(0) { $0 + $1.pixelBytes } > memoryBudget
            }
            while overBudget(), let oldest = state.photos.firstIndex(where: { $0.isUpload && $0.id != photo.id }) {
                state.photos.remove(at: oldest)
            }
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
