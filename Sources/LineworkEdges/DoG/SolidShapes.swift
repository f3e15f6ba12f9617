import LineworkContours

/// Small dark shapes drawn by their outline, not by their medial axis: the solid ink of a shape
/// narrower than two XDoG bands is hollowed to a ring before thinning (issue 50).
///
/// Why: the luminance band lies on the dark side of every edge and reaches 3–4 px into it, so
/// a dark shape less than about 8 px across inside (a dark triangle or star of radius 9–14 px,
/// a pupil, a window) is inked solid, and thinning a solid shape gives its medial axis: on
/// `Scripts/art_scenes.py`'s tuning flag, dark triangles of radius 10–11 px were drawn as a
/// "Y" or a tick, 0.35–0.51 of their outline within 2 px. An artist draws such a shape's
/// outline. A wide dark line, inked solid on purpose (`LineInteriors`), must stay solid so that
/// it thins to one line down its middle; the difference is the shape of the solid core.
///
/// So: the core is the ink at least `coreDepth` from paper (3-4 chamfer distance, Borgefors
/// 1986), deeper than any one band reaches. An 8-connected part of the core is a compact
/// shape's when it reaches `shapeDepth` somewhere and the whole piece of ink around it (its
/// 8-connected component) spans at most `compactness` times that depth on its longer side; it
/// is then cleared, leaving a ring of ink about `coreDepth` wide that thins to a closed stroke
/// (`EdgeLocalization` then moves it onto the shape's boundary). A line's ink runs along the
/// line, many times longer than the line is deep, and stays solid: a 6 px dark line's core is
/// only 3 px deep and broken into short pieces by anti-aliasing, and clearing those pieces
/// (a first version of this stage did) split the line into two walls in places
/// (`DrawThinLinesTests`: one stroke down the middle of 0.78 of it, not 0.8).
/// O(pixels), sequential.
enum SolidShapes {
    /// Depth from paper, in thirds of a pixel (chamfer units), at which ink is a solid core: 9,
    /// 3 px: a step edge's band is 3–4 px wide, so its ink is at most 2 px from paper.
    static let coreDepth: Int32 = 9
    /// The depth a compact shape's core reaches, in thirds of a pixel: 12, 4 px, a shape at
    /// least 7–8 px across inside, wider than a line the band covers from both sides.
    static let shapeDepth: Int32 = 12
    /// The longest side of a compact shape's ink, in multiples of its deepest depth: 6. A
    /// disk spans 2 depths, a triangle about 3.5 (the radius-11 px triangles of the tuning
    /// flag: 20 px of ink, 5 px deep); a line spans its length.
    static let compactness: Int32 = 6

    /// `lines` with the cores of its compact solid shapes cleared.
    static func hollowing(_ lines: BinaryMask) -> BinaryMask {
        let w = lines.width, h = lines.height
        guard w > 2, h > 2 else { return lines }
        let depth = LineInteriors.chamferDistance(lines.pixels.map { $0 == 0 ? 0 : 1 }, width: w, height: h)
        // The ink's 8-connected components and the longer side of each one's bounding box.
        var label = [Int32](repeating: -1, count: w * h)
        var inkSides: [Int32] = []
        var stack: [Int] = [], component: [Int] = []
        for start in 0..<(w &* h) where depth[start] > 0 && label[start] < 0 {
            let id = Int32(inkSides.count)
            stack.append(start)
            label[start] = id
            var x0 = w, x1 = 0, y0 = h, y1 = 0
            while let i = stack.popLast() {
                let x = i % w, y = i / w
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let nx = x &+ dx, ny = y &+ dy
                        guard nx >= 0, nx < w, ny >= 0, ny < h else { continue }
                        let j = ny &* w &+ nx
                        if depth[j] > 0 && label[j] < 0 {
                            label[j] = id
                            stack.append(j)
                        }
                    }
                }
            }
            inkSides.append(Int32(max(x1 - x0, y1 - y0) + 1) * 3)
        }
        var out = lines
        var seen = [Bool](repeating: false, count: w * h)
        for start in 0..<(w &* h) where depth[start] >= coreDepth && !seen[start] {
            stack.removeAll(keepingCapacity: true)
            component.removeAll(keepingCapacity: true)
            stack.append(start)
            seen[start] = true
            var deepest: Int32 = 0
            while let i = stack.popLast() {
                component.append(i)
                let x = i % w, y = i / w
                deepest = max(deepest, depth[i])
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let nx = x &+ dx, ny = y &+ dy
                        guard nx >= 0, nx < w, ny >= 0, ny < h else { continue }
                        let j = ny &* w &+ nx
                        if depth[j] >= coreDepth && !seen[j] {
                            seen[j] = true
                            stack.append(j)
                        }
                    }
                }
            }
            // Sides and depths in thirds of a pixel.
            if deepest >= shapeDepth && inkSides[Int(label[start])] <= compactness * deepest {
                for i in component { out.pixels[i] = 0 }
            }
        }
        return out
    }
}
