import LineworkContours

/// One band for a line wider than the XDoG band: the middle left between a line's two walls is
/// inked, so that thinning finds one centre line down the line instead of one per edge
/// (issue 34, item 3).
///
/// Why: XDoG's luminance band lies on the dark side of an edge and reaches about 3 px from it
/// at σc = 1, k = 1.6. A dark line up to about 8 px wide is covered from both edges and thins to
/// its middle; a wider one keeps an unlinked middle and thins to two walls. A light line on a
/// dark ground is drawn twice at any width: each edge's band lies outside it, on the dark side.
/// A larger σc would cover wider lines but move every ordinary edge's line off its boundary, so
/// the gap is bridged where it is, between two walls, instead.
///
/// Per paper pixel p where the flow has one direction (coherence at least `coherence`: a
/// line's middle, not a star's or a corner's), looking both ways across the flow (the gradient
/// direction n, as `FlowDoG`) up to `reach` pixels:
/// 1. both ways must meet a line pixel (a wall), at distances a and b with a + b − 1 ≤ `reach`
///    (the span between the walls);
/// 2. a dark line's middle: L\*(p) is below the lightness just beyond *both* walls (one pixel
///    past each band) by more than `contrast`; a light line's middle: L\*(p) is above both
///    walls' own lightness by more than `contrast`. A step edge has ink on one side only, so
///    neither holds there.
/// The spans of such pixels, from wall to wall, form the candidate interior, one polarity at a
/// time. A connected part of it is kept when it is enclosed by walls (at most `openness` of
/// its border is paper) and is a line's interior rather than a blob's (the hole of a small
/// ring, a star's inside): its area is at least `elongation` times the square of the
/// thickness of the ink it would make (2·d − 1, d the largest chamfer distance from paper
/// within the part once inked together with the walls). An enclosed dark interior at most two
/// pixels wide (the sliver left in a line of about 8 px whose walls nearly touch) is kept
/// whatever its shape: it cannot make a blob.
///
/// O(pixels · reach) at worst, but only paper within (reach + 1) / 2 of a line is tested (a
/// chamfer distance first); the test is row-parallel and writes only its own pixel, the rest
/// is sequential and O(pixels), so the result does not depend on the number of threads.
enum LineInteriors {
    /// The widest span bridged between two walls, in pixels: 14, a light line 12 px wide with a
    /// pixel of paper on each side before its walls, or a dark line of about 20 px.
    static let reach = 14
    /// How far past a wall the band is followed to read the lightness beyond it, in pixels.
    static let bandReach = 8
    /// L\* difference a line's middle needs against its walls (light) or beyond them (dark): 3,
    /// above the 8-bit quantisation and sensor noise of a photo (1–2 L\*) and below the contrast
    /// of a 35%-contrast copy of a pen line.
    static let contrast: Float = 3
    /// Area over squared thickness a kept interior needs: 2.5. The hole of a 12 px ring or the
    /// inside of a star makes a disk or a star of ink (ratio ≤ 1.5); a line's interior is many
    /// times longer than the ink is thick.
    static let elongation = 2.5
    /// The structure tensor's coherence a line's middle needs: 0.6. Measured on the art
    /// benchmark's scenes: the middles of lines 2–12 px wide have coherence 0.98 or more, the
    /// centres of 17–29 px stars 0.02–0.1 (five directions within the tensor's window).
    static let coherence: Float = 0.6
    /// The largest share of a kept interior's border (4-neighbours outside it) that may be
    /// paper rather than wall: 0.1. Measured on the art benchmark's scenes: the interiors of
    /// lines 2–12 px wide touch paper along at most 2% of their border (where a wall has a
    /// gap); a star's lit arms 27–46% (its centre has no single direction, so stays paper);
    /// the paper between two light shapes a few pixels apart, which also looks like a dark
    /// line between two walls, 80%.
    static let openness = 0.1

    /// `lines` with the interiors of wide dark lines and of light lines inked.
    /// - Parameters:
    ///   - lines: the XDoG line mask.
    ///   - lab: the image the mask was made from (L\* in lane 0).
    ///   - flow: its edge tangent flow.
    static func filling(_ lines: BinaryMask, lab: LabImage, flow: TangentFlow, scheduler: RowScheduler) -> BinaryMask {
        let w = lines.width, h = lines.height
        guard w > 2, h > 2 else { return lines }
        // Per pixel: 0 none, 1 a dark line's middle, 2 a light line's; spans to each wall.
        var kind = [UInt8](repeating: 0, count: w * h)
        var ahead = [UInt8](repeating: 0, count: w * h)
        var behind = [UInt8](repeating: 0, count: w * h)
        // Both walls lie within `reach` together, so the nearer within (reach + 1) / 2: paper
        // further from every line pixel is skipped (most of a photo). Chamfer thirds, with the
        // 3-4 metric's overestimate of at most 8.1% allowed for.
        let nearby = Int32((Double(reach + 1) / 2 * 3 * 1.082).rounded(.up))
        let paperDistance = chamferDistance(lines.pixels.map { $0 == 0 ? 1 : 0 }, width: w, height: h)
        lines.pixels.withUnsafeBufferPointer { mask in
          paperDistance.withUnsafeBufferPointer { paperDistance in
            lab.plane.withUnsafeImage { lab, stride in
                flow.tangents.withUnsafeBufferPointer { tangents in
                  flow.coherence.withUnsafeBufferPointer { coherent in
                    kind.withUnsafeMutableBufferPointer { kind in
                        ahead.withUnsafeMutableBufferPointer { ahead in
                            behind.withUnsafeMutableBufferPointer { behind in
                                scheduler.forEachChunk(h, minimumChunk: 16) { rows in
                                    for y in rows {
                                        for x in 0..<w where mask[y &* w &+ x] == 0
                                            && paperDistance[y &* w &+ x] <= nearby
                                            && coherent[y &* w &+ x] >= coherence {
                                            let t = tangents[y &* w &+ x]
                                            let n = SIMD2<Float>(t.y, -t.x)
                                            guard let a = wall(x, y, n, mask: mask, lab: lab, stride: stride, w: w, h: h),
                                                  let b = wall(x, y, -n, mask: mask, lab: lab, stride: stride, w: w, h: h),
                                                  a.distance &+ b.distance &- 1 <= reach else { continue }
                                            let l = lab[y &* stride &+ x].x
                                            let i = y &* w &+ x
                                            if l < Swift.min(a.beyond, b.beyond) - contrast {
                                                kind[i] = 1
                                            } else if l > Swift.max(a.wall, b.wall) + contrast {
                                                kind[i] = 2
                                            } else {
                                                continue
                                            }
                                            ahead[i] = UInt8(a.distance)
                                            behind[i] = UInt8(b.distance)
                                        }
                                    }
                                }
                            }
                        }
                    }
                  }
                }
            }
          }
        }
        var out = lines
        for polarity in [UInt8(1), 2] {
            var region = [UInt8](repeating: 0, count: w * h)
            for i in 0..<(w &* h) where kind[i] == polarity {
                let t = flow.tangents[i]
                let n = SIMD2<Float>(t.y, -t.x)
                let x = Float(i % w), y = Float(i / w)
                for s in (1 &- Int(behind[i]))..<Int(ahead[i]) {
                    let px = Int((x + Float(s) * n.x).rounded()), py = Int((y + Float(s) * n.y).rounded())
                    guard px >= 0, px < w, py >= 0, py < h else { continue }
                    let j = py &* w &+ px
                    if lines.pixels[j] == 0 { region[j] = 1 }
                }
            }
            keepLineInteriors(&region, lines: lines, dark: polarity == 1)
            for i in 0..<(w &* h) where region[i] != 0 { out.pixels[i] = 255 }
        }
        return out
    }

    /// The first line pixel met walking from (x, y) along `n` (rounded steps, at most `reach`):
    /// its distance, its L\*, and the L\* one pixel past the end of its band (followed at most
    /// `bandReach` pixels, clamped to the image). Nil when no wall is met.
    @inline(__always)
    private static func wall(_ x: Int, _ y: Int, _ n: SIMD2<Float>, mask: UnsafeBufferPointer<UInt8>,
                             lab: UnsafePointer<SIMD4<Float>>, stride: Int, w: Int, h: Int)
        -> (distance: Int, wall: Float, beyond: Float)? {
        let fx = Float(x), fy = Float(y)
        var s = 1
        var hit = 0
        while s <= reach {
            let px = Int((fx + Float(s) * n.x).rounded()), py = Int((fy + Float(s) * n.y).rounded())
            guard px >= 0, px < w, py >= 0, py < h else { return nil }
            if mask[py &* w &+ px] != 0 {
                hit = s
                break
            }
            s &+= 1
        }
        guard hit > 0 else { return nil }
        let wallX = Int((fx + Float(hit) * n.x).rounded()), wallY = Int((fy + Float(hit) * n.y).rounded())
        while s <= hit &+ bandReach {
            let px = Int((fx + Float(s) * n.x).rounded()), py = Int((fy + Float(s) * n.y).rounded())
            guard px >= 0, px < w, py >= 0, py < h, mask[py &* w &+ px] != 0 else { break }
            s &+= 1
        }
        let px = Swift.min(Swift.max(Int((fx + Float(s &+ 1) * n.x).rounded()), 0), w &- 1)
        let py = Swift.min(Swift.max(Int((fy + Float(s &+ 1) * n.y).rounded()), 0), h &- 1)
        return (hit, lab[wallY &* stride &+ wallX].x, lab[py &* stride &+ px].x)
    }

    /// Clears the parts of `region` (8-connected) that are not a line's interior (see the type's
    /// documentation).
    private static func keepLineInteriors(_ region: inout [UInt8], lines: BinaryMask, dark: Bool) {
        let w = lines.width, h = lines.height
        var inked = lines.pixels
        for i in 0..<(w &* h) where region[i] != 0 { inked[i] = 255 }
        let together = chamferDistance(inked, width: w, height: h)
        let alone = chamferDistance(region, width: w, height: h)
        var seen = [Bool](repeating: false, count: w * h)
        var component: [Int] = []
        var stack: [Int] = []
        for start in 0..<(w &* h) where region[start] != 0 && !seen[start] {
            component.removeAll(keepingCapacity: true)
            stack.append(start)
            seen[start] = true
            var thickest: Int32 = 0, widest: Int32 = 0
            var paperContacts = 0, contacts = 0
            while let i = stack.popLast() {
                component.append(i)
                thickest = Swift.max(thickest, together[i])
                widest = Swift.max(widest, alone[i])
                let x = i % w, y = i / w
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let px = x &+ dx, py = y &+ dy
                        guard px >= 0, px < w, py >= 0, py < h else { continue }
                        let j = py &* w &+ px
                        if region[j] == 0 && (dx == 0 || dy == 0) {
                            contacts += 1
                            if lines.pixels[j] == 0 { paperContacts += 1 }
                        }
                        if region[j] != 0 && !seen[j] {
                            seen[j] = true
                            stack.append(j)
                        }
                    }
                }
            }
            // Chamfer units are thirds of a pixel; thickness 2·d − 1 pixels.
            let thickness = Swift.max(1, 2 * Double(thickest) / 3 - 1)
            let enclosed = Double(paperContacts) <= openness * Double(Swift.max(contacts, 1))
            let sliver = dark && widest <= 3 && component.count >= 5
            if !(enclosed && (Double(component.count) >= elongation * thickness * thickness || sliver)) {
                for i in component { region[i] = 0 }
            }
        }
    }

    /// The 3-4 chamfer distance (Borgefors 1986) of every set pixel to the nearest clear pixel,
    /// in thirds of a pixel (3 for a pixel beside paper); the image's outside counts as clear.
    static func chamferDistance(_ pixels: [UInt8], width w: Int, height h: Int) -> [Int32] {
        let far = Int32.max / 2
        var d = pixels.map { $0 != 0 ? far : 0 }
        d.withUnsafeMutableBufferPointer { d in
            @inline(__always) func at(_ x: Int, _ y: Int) -> Int32 {
                x < 0 || x >= w || y < 0 || y >= h ? 0 : d[y &* w &+ x]
            }
            for y in 0..<h {
                for x in 0..<w where d[y &* w &+ x] != 0 {
                    let best = Swift.min(at(x &- 1, y) &+ 3, at(x, y &- 1) &+ 3,
                                         at(x &- 1, y &- 1) &+ 4, at(x &+ 1, y &- 1) &+ 4)
                    d[y &* w &+ x] = Swift.min(d[y &* w &+ x], best)
                }
            }
            for y in stride(from: h &- 1, through: 0, by: -1) {
                for x in stride(from: w &- 1, through: 0, by: -1) where d[y &* w &+ x] != 0 {
                    let best = Swift.min(at(x &+ 1, y) &+ 3, at(x, y &+ 1) &+ 3,
                                         at(x &+ 1, y &+ 1) &+ 4, at(x &- 1, y &+ 1) &+ 4)
                    d[y &* w &+ x] = Swift.min(d[y &* w &+ x], best)
                }
            }
        }
        return d
    }
}
