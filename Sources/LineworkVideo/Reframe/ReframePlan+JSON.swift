import Foundation
import LineworkCodecs
import LineworkCore

extension ReframePlan {
    private struct Document: Decodable {
        struct Size: Decodable { var width: Int, height: Int }
        struct Rect: Decodable { var x: Int, y: Int, width: Int, height: Int }
        struct Frame: Decodable { var crop: Rect }
        var source: Size
        var picture: Rect?
        var fps: Double
        var shots: [Int]?
        var frames: [Frame]
    }

    /// A plan read back from `jsonText` (a `reframe --json` file, possibly edited): the windows
    /// are taken as given, in source pixels (`crop`; the normalised `box` is ignored). The window
    /// size, the output's size by default, is the most common one among the frames, evened down.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `plan` when the text is not such a
    ///   document, has no frame, or a window has no area; whether the windows fit the video is
    ///   checked when it is rendered.
    public init(jsonText: String) throws {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(jsonText.utf8))
        } catch {
            throw LineworkError.invalidOption(name: "plan", value: "the file",
                                              allowed: "must be a reframe --json document ({\"source\", \"fps\", \"frames\": [{\"crop\"}]})")
        }
        guard !document.frames.isEmpty, document.fps.isFinite, document.fps > 0 else {
            throw LineworkError.invalidOption(name: "plan", value: "the file", allowed: "needs a positive fps and at least one frame")
        }
        if let bad = document.frames.firstIndex(where: { $0.crop.width < 2 || $0.crop.height < 2 }) {
            throw LineworkError.invalidOption(name: "plan", value: "frame \(bad)", allowed: "every window must be at least 2 × 2 pixels")
        }
        let crops = document.frames.map { Crop(x: $0.crop.x, y: $0.crop.y, width: $0.crop.width, height: $0.crop.height) }
        var sizes: [PixelSize: Int] = [:]
        for crop in crops { sizes[PixelSize(width: crop.width, height: crop.height), default: 0] += 1 }
        let common = sizes.max { $0.value < $1.value || ($0.value == $1.value && $0.key.width < $1.key.width) }!.key
        let picture = document.picture.map { PictureRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            ?? PictureRect(x: 0, y: 0, width: document.source.width, height: document.source.height)
        self.init(sourceWidth: document.source.width, sourceHeight: document.source.height,
                  width: max(2, common.width / 2 * 2), height: max(2, common.height / 2 * 2),
                  frameRate: FrameRate(frames: Int((document.fps * 1000).rounded()), seconds: 1000) ?? FrameRate(frames: 25)!, crops: crops,
                  shotStarts: (document.shots ?? [0]).filter { (0..<crops.count).contains($0) }, picture: picture)
    }
}
