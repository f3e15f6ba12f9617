import LineworkContours
import LineworkCore

/// A spatial index of boxes that finds every stored box that could reach a given IoU with a
/// query box, in expected constant time, so de-duplication is O(n) instead of the seed's O(n²).
///
/// Why it is exact: if IoU(A, B) ≥ T > 0 then the intersection, at most min(wA, wB)·min(hA, hB),
/// is at least T·max(areaA, areaB). Hence wA ≥ T·wB, hA ≥ T·hB and vice versa, so the larger
/// sides sA = max(wA, hA) and sB satisfy T·sB ≤ sA ≤ sB / T. And the boxes overlap, so their
/// centres differ by less than (wA + wB) / 2 in x and (hA + hB) / 2 in y.
///
/// Boxes are filed by *size level* ℓ = ⌊log₂ s⌋ (s < 2 → level 0) in a uniform grid of cell size
/// 2^(ℓ+1) ≥ s, by centre. A query visits only the levels allowed by the size bound and, in
/// each, the cells its centre bound covers; every candidate is then checked with the real IoU.
/// Cells are dense arrays of list heads with one shared `next` array: no allocation per box.
struct BoxIndex {
    private var boxes: [BoundingBox] = []
    private var next: [Int32] = []
    /// Per level: heads of the per-cell lists (−1 = empty), and the grid's columns and rows.
    private var heads: [[Int32]]
    private var columns: [Int]
    private var rows: [Int]
    private let originX: Double
    private let originY: Double

    /// An index for boxes lying within `bounds` (boxes outside are clamped to the border cells).
    init(bounds: BoundingBox) {
        originX = bounds.x
        originY = bounds.y
        let largest = max(bounds.width, bounds.height, 2)
        let levels = Self.level(of: largest) + 1
        heads = []
        columns = []
        rows = []
        for level in 0..<levels {
            let cell = Self.cellSize(level)
            let c = max(1, Int((bounds.width / cell).rounded(.up)) + 1)
            let r = max(1, Int((bounds.height / cell).rounded(.up)) + 1)
            columns.append(c)
            rows.append(r)
            heads.append([Int32](repeating: -1, count: c * r))
        }
    }

    static func level(of size: Double) -> Int {
        size < 2 ? 0 : Int(size.exponent)  // ⌊log₂ s⌋ for s ≥ 1
    }

    static func cellSize(_ level: Int) -> Double { Double(1 << (level + 1)) }

    private func cell(_ level: Int, _ x: Double, _ y: Double) -> (Int, Int) {
        let size = Self.cellSize(level)
        let cx = min(max(Int(((x - originX) / size).rounded(.down)), 0), columns[level] - 1)
        let cy = min(max(Int(((y - originY) / size).rounded(.down)), 0), rows[level] - 1)
        return (cx, cy)
    }

    /// Stores `box` under the next index (0, 1, 2, … in insertion order).
    mutating func insert(_ box: BoundingBox) {
        let level = min(Self.level(of: max(box.width, box.height)), heads.count - 1)
        let (cx, cy) = cell(level, box.x + box.width / 2, box.y + box.height / 2)
        let slot = cy * columns[level] + cx
        next.append(heads[level][slot])
        heads[level][slot] = Int32(boxes.count)
        boxes.append(box)
    }

    /// Whether some stored box has IoU ≥ `threshold` (> 0) with `box`; `accept` may veto a
    /// candidate (the shape test), and the first accepted one ends the search.
    func containsMatch(for box: BoundingBox, threshold: Double, accept: (Int) -> Bool = { _ in true }) -> Bool {
        let size = max(box.width, box.height)
        guard box.width > 0, box.height > 0 else { return false }
        let lowest = Self.level(of: threshold * size)
        let highest = min(Self.level(of: size / threshold), heads.count - 1)
        guard lowest <= highest else { return false }
        let centreX = box.x + box.width / 2, centreY = box.y + box.height / 2
        return boxes.withUnsafeBufferPointer { stored in
            next.withUnsafeBufferPointer { links in
                for level in lowest...highest {
                    // Stored boxes at this level have sides below 2^(ℓ+1) = the cell size.
                    let reachX = (Self.cellSize(level) + box.width) / 2
                    let reachY = (Self.cellSize(level) + box.height) / 2
                    let (x0, y0) = cell(level, centreX - reachX, centreY - reachY)
                    let (x1, y1) = cell(level, centreX + reachX, centreY + reachY)
                    let found = heads[level].withUnsafeBufferPointer { levelHeads -> Bool in
                        let width = columns[level]
                        for cy in y0...y1 {
                            for cx in x0...x1 {
                                var candidate = levelHeads[cy &* width &+ cx]
                                while candidate >= 0 {
                                    let index = Int(candidate)
                                    if stored[index].intersectionOverUnion(box) >= threshold && accept(index) { return true }
                                    candidate = links[index]
                                }
                            }
                        }
                        return false
                    }
                    if found { return true }
                }
                return false
            }
        }
    }
}
