import LineworkImage
import Testing

@testable import LineworkArt

/// The note on a nearly blank drawing gives the right reason (issue 34): a silhouette drawn in a
/// few long strokes is a photo with few edges, not one with little contrast, and is told to try
/// tone; a faint image is told to try another line source.
struct DrawNoteTests {
    /// A 256 × 160 gray image: a filled ellipse of `ink` on `paper` (a silhouette: one edge).
    static func silhouette(ink: UInt8, paper: UInt8) -> Image<UInt8> {
        var samples = [UInt8]()
        for y in 0..<160 {
            for x in 0..<256 {
                let dx = (Double(x) - 128) / 90, dy = (Double(y) - 80) / 50
                samples.append(dx * dx + dy * dy <= 1 ? ink : paper)
            }
        }
        return Image(validWidth: 256, height: 160, channels: 1, samples: samples)
    }

    /// The note of a drawing of `image` with the default options, if it has one.
    static func blankReason(_ image: Image<UInt8>) throws -> DrawNote.BlankReason? {
        for note in try LineDrawing(.uint8(image), options: DrawOptions()).notes {
            if case .nearlyEmpty(_, let strokes, _, let reason) = note {
                #expect(strokes < DrawNote.minimumStrokes)
                return reason
            }
        }
        return nil
    }

    /// A black silhouette on white is drawn in a stroke or two, so it is still noted, but for
    /// few edges (its tones span the range), with tone to try. The same silhouette 12 levels
    /// darker than its ground is noted for little contrast, with tone levels to try.
    @Test func aSilhouetteHasFewEdgesAndAFaintOneLittleContrast() throws {
        let bold = try #require(try Self.blankReason(Self.silhouette(ink: 0, paper: 255)))
        guard case .fewEdges(let spread) = bold else {
            Issue.record("a black silhouette on white: \(bold)")
            return
        }
        #expect(spread > 0.9)
        let faint = try #require(try Self.blankReason(Self.silhouette(ink: 118, paper: 130)))
        #expect(faint == .littleContrast(spread: 12.0 / 255, tryLines: .levels), "\(faint)")
    }
}
