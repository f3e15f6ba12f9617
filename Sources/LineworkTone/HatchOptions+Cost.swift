import Foundation
import LineworkCore

/// What a tone layer may cost at a working size, worked out from the options alone, before any
/// hatching: `LineDrawing` refuses a drawing whose tone could exhaust memory in under a
/// millisecond, instead of failing to allocate after minutes of work.
public struct HatchCostEstimate: Sendable, Equatable {
    /// Every layer's lines across the whole working image, in working pixels:
    /// levels · width · height / spacing, the most hatching the tone can draw.
    public var lineLength: Double
    /// The most pieces those lines can be cut into: each kept piece is at least
    /// `minimumLength` long (and at least 1 px), so lineLength / max(minimumLength, 1).
    public var pieces: Double
    /// The memory those pieces may need at the drawing's peak, in bytes:
    /// pieces · `HatchCostEstimate.bytesPerPiece`.
    public var bytes: Double

    /// The memory one hatch piece takes, from the hatching to the written file, in bytes:
    /// 1,600. Measured with `draw --lines none --tone crosshatch --hatch-spacing 1
    /// --hatch-levels 8` on blurred noise (the most cut-up tone there is) at 1200 px: 239,086
    /// pieces and a 393 MB peak, 1.6 KB a piece all told (the pieces, the scene's subpaths,
    /// the drawn strokes, plotter order and the SVG text all hold each one). The pieces drawn
    /// were a tenth of `pieces` there, so the estimate errs on the safe side.
    public static let bytesPerPiece = 1_600.0

    /// The memory a tone layer may need before `LineDrawing` refuses it: 4 GiB, in bytes, as
    /// `SweepRequest.defaultMemoryLimit`. Every setting at the default 512 px working size
    /// stays far below (the densest, spacing 1 and 8 layers, may need 0.6 GiB), and so do the
    /// default options up to a 4096 px working size (3.1 GiB).
    public static let memoryLimit = 4.0 * Double(1 << 30)
}

extension HatchOptions {
    /// The cost of this tone at a working size of `width` × `height` pixels.
    ///
    /// Stippling's pieces are its dots, and a tour is one piece through them; streamlines are
    /// at least `spacing` / 3 apart, so they are at most three layers' worth of lines.
    public func costEstimate(width: Int, height: Int) -> HatchCostEstimate {
        let layers = style == .flow ? 3 : Double(levels)
        let length = layers * Double(width) * Double(height) / spacing
        let pieces = style == .stipple || style == .tsp
            ? Double(dotCount(width: width, height: height)) : length / max(minimumLength, 1)
        return HatchCostEstimate(lineLength: length, pieces: pieces, bytes: pieces * HatchCostEstimate.bytesPerPiece)
    }

    /// Checks, before any hatching, that the tone at a working size of `width` × `height` stays
    /// within `HatchCostEstimate.memoryLimit`.
    ///
    /// - Throws: `LineworkError.resourceLimit`, one line naming the estimate and the fields
    ///   that lower it, when it may need more.
    public func checkCost(width: Int, height: Int) throws {
        let estimate = costEstimate(width: width, height: height)
        let limit = HatchCostEstimate.memoryLimit
        guard estimate.bytes > limit else { return }
        func gib(_ bytes: Double) -> String { String(format: "%.1f", bytes / Double(1 << 30)) }
        // Each style is told the fields it reads (flow has no levels, stipples no spacing).
        let (settings, remedy) = switch style {
        case .stipple, .tsp: ("\(dotCount(width: width, height: height)) dots", "lower `tone.dots`")
        case .flow: ("`tone.spacing` \(spacing.formatted)", "raise `tone.spacing`")
        case .hatch, .crosshatch: ("`tone.spacing` \(spacing.formatted) and `tone.levels` \(levels)",
                                   "raise `tone.spacing`, lower `tone.levels`")
        }
        throw LineworkError.resourceLimit(detail:
            "the \(style.rawValue) tone at \(width)×\(height) px with \(settings) "
            + "may cut up to \(Int(estimate.pieces)) pieces and need \(gib(estimate.bytes)) GiB, above the \(gib(limit)) GiB "
            + "limit; \(remedy) or use a smaller `maximumImageDimension`")
    }
}

private extension Double {
    /// 8 as "8", 2.5 as "2.5".
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
