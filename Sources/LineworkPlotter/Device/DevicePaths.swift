import LineworkCore

/// A drawing's strokes placed on a device's paper, in device millimetres, pen by pen.
///
/// The drawing (working pixels, `DrawnStroke`) is fitted inside the paper's margins, aspect kept
/// and centred, as a page canvas places it: working pixel p lands at
/// `offset + (p + 0.5) · scale` millimetres from the paper's top-left corner (so the working
/// image's corner (−0.5, −0.5) is the fitted rectangle's corner). Then the profile's origin and
/// flips turn that into device coordinates (`DeviceProfile`).
public struct DevicePaths: Sendable, Equatable {
    /// One pen's strokes in drawing order: each a polyline (a closed stroke repeats its first
    /// point at the end, so the pen goes all the way round).
    public struct Pen: Sendable, Equatable {
        /// The id of the layer this pen draws.
        public var layer: String
        /// The layer's human name (e.g. "Pen 2 (#a33b2f)" for a colour pen); the id if none.
        public var label: String
        /// The pen's polylines in device millimetres, in drawing order.
        public var polylines: [[Point2]]
    }

    /// One entry per layer, in the order the layers first appear in the drawing.
    public var pens: [Pen]
    /// Millimetres per working pixel.
    public var scale: Double

    /// The `splitDistance` lengths accepted, in millimetres: from 1 mm (a pen re-inked more often
    /// than that draws nothing but lifts; below it a long stroke would become billions of pieces)
    /// to 100 m.
    public static let splitDistances: ClosedRange<Double> = 1 ... 100_000

    /// Checks a split distance.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `splitDistance` when it is not a finite
    ///   length in `splitDistances`.
    public static func checkSplitDistance(_ distance: Double) throws {
        guard distance.isFinite, splitDistances.contains(distance) else {
            throw LineworkError.invalidOption(name: "splitDistance", value: "\(distance)",
                                              allowed: "must be a length in [1, 100000] mm")
        }
    }

    /// Places `strokes` (working pixels of a `width` × `height` image) on `profile`'s paper, one pen per layer.
    ///
    /// - Parameters:
    ///   - strokes: the drawing's strokes (`LineDrawing.strokes`); each layer becomes a pen, in
    ///     the order the layers first appear.
    ///   - width: the working image's width in pixels.
    ///   - height: the working image's height in pixels.
    ///   - profile: the plotter: its paper, margins, origin and flips.
    ///   - labels: layer names by id, for the program's comments.
    ///   - splitDistance: when given (mm, in `splitDistances`), each polyline is cut into pieces
    ///     of at most this much drawing, so the pen lifts (and can be re-inked) at least that often.
    /// - Throws: `LineworkError.invalidOption` naming `splitDistance` when it is out of range
    ///   (`checkSplitDistance`).
    public init(_ strokes: [DrawnStroke], width: Int, height: Int, profile: DeviceProfile, labels: [String: String] = [:],
                splitDistance: Double? = nil) throws {
        if let splitDistance { try Self.checkSplitDistance(splitDistance) }
        let (w, h) = (Double(max(1, width)), Double(max(1, height)))
        let scale = min((profile.paperWidth - 2 * profile.margin) / w, (profile.paperHeight - 2 * profile.margin) / h)
        let offset = Point2((profile.paperWidth - w * scale) / 2, (profile.paperHeight - h * scale) / 2)
        func place(_ p: Point2) -> Point2 {
            let paper = offset + (p + 0.5) * scale
            var x = paper.x, y = profile.originAtTop ? paper.y : profile.paperHeight - paper.y
            if profile.flipX { x = profile.paperWidth - x }
            if profile.flipY { y = profile.paperHeight - y }
            return Point2(x, y)
        }
        var pens: [Pen] = []
        for stroke in strokes where !stroke.points.isEmpty {
            var polyline = stroke.points.map(place)
            if stroke.closed, stroke.points.count > 2 { polyline.append(polyline[0]) }
            if polyline.count == 1 { polyline.append(polyline[0]) }
            let pieces = splitDistance.map { Self.split(polyline, every: $0) } ?? [polyline]
            if let index = pens.firstIndex(where: { $0.layer == stroke.layer }) {
                pens[index].polylines += pieces
            } else {
                pens.append(Pen(layer: stroke.layer, label: labels[stroke.layer] ?? stroke.layer, polylines: pieces))
            }
        }
        self.pens = pens
        self.scale = scale
    }

    /// `polyline` cut into the fewest consecutive pieces of equal length at most `distance`
    /// (the cuts at interpolated points; each piece starts where the last ended), so no piece is
    /// a tiny leftover dot. A distance that is not a positive finite number leaves it whole.
    static func split(_ polyline: [Point2], every distance: Double) -> [[Point2]] {
        guard distance.isFinite, distance > 0, polyline.count > 1 else { return [polyline] }
        let total = zip(polyline, polyline.dropFirst()).reduce(0) { $0 + (($1.1 - $1.0) * ($1.1 - $1.0)).sum().squareRoot() }
        guard total > distance else { return [polyline] }
        let distance = total / (total / distance).rounded(.up)
        var pieces: [[Point2]] = []
        var current = [polyline[0]]
        var left = distance
        for next in polyline.dropFirst() {
            var from = current.last!
            var length = ((next - from) * (next - from)).sum().squareRoot()
            while length > left {
                let cut = from + (next - from) * (left / length)
                current.append(cut)
                pieces.append(current)
                current = [cut]
                length -= left
                from = cut
                left = distance
            }
            current.append(next)
            left -= length
        }
        // Rounding can leave a last sliver of the length; it joins the piece before.
        if current.count > 1 {
            let rest = zip(current, current.dropFirst()).reduce(0) { $0 + (($1.1 - $1.0) * ($1.1 - $1.0)).sum().squareRoot() }
            if rest < 1e-9 * max(total, 1), !pieces.isEmpty { pieces[pieces.count - 1].append(contentsOf: current.dropFirst()) } else { pieces.append(current) }
        }
        return pieces
    }
}
