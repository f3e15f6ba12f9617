import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkRender
import LineworkSaliency
import Synchronization

/// One photo open in the studio: its pixels, decoded once, and what its drawings share.
///
/// A photo is either a file named on the studio's command line or an upload; the studio reads
/// no other file. Its id is its place in the order photos were opened, from 0.
public final class StudioPhoto: Sendable {
    /// The photo's id in the session's requests.
    public let id: Int
    /// The file name shown on the page (an upload's name as the browser gave it, sanitised).
    public let name: String
    /// The upright pixels, as `linework draw` decodes the same file.
    public let pixels: PixelBuffer
    /// Working images, traced line sources and saliency maps shared by this photo's drawings.
    public let cache = DrawingCache()
    /// Whether the photo was uploaded (uploads may be closed to make room; command-line photos
    /// never are).
    public let isUpload: Bool
    /// Bytes of the decoded pixels.
    public var pixelBytes: Int {
        switch pixels {
        case .uint8(let image): return image.samples.count
        case .uint16(let image): return image.samples.count * 2
        }
    }

    /// The longer side of the page's photo and saliency pictures, in pixels.
    static let pictureSide = 1024

    private let pictures = Mutex<(photo: [UInt8]?, saliency: [UInt8]?)>((nil, nil))

    init(id: Int, name: String, pixels: PixelBuffer, isUpload: Bool) {
        self.id = id
        self.name = name
        self.pixels = pixels
        self.isUpload = isUpload
    }

    /// The photo as a JPEG at most `pictureSide` px on its longer side, for the page.
    func photoJPEG() throws -> [UInt8] {
        if let made = pictures.withLock({ $0.photo }) { return made }
        let bytes = try JPEGEncoder.encode(pixels.eightBit.downscaled(toMaximumDimension: Self.pictureSide), quality: 88)
        pictures.withLock { $0.photo = bytes }
        return bytes
    }

    /// Vision's attention heatmap over the faded photo with its salient boxes
    /// (`SaliencyFigure`), as a PNG at most `pictureSide` px on its longer side.
    func saliencyPNG() throws -> [UInt8] {
        if let made = pictures.withLock({ $0.saliency }) { return made }
        let observation = try SaliencyRequest(model: .attention).perform(on: pixels)
        let photo = pixels.eightBit.downscaled(toMaximumDimension: Self.pictureSide)
        let bytes = try SceneRenderer.render(SaliencyFigure.scene(photo: photo, observation: observation), as: .png)
        pictures.withLock { $0.saliency = bytes }
        return bytes
    }
}
