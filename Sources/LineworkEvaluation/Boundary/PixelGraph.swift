/// The bipartite graph of predicted (left) and truth (right) boundary pixels within a radius,
/// held implicitly: neighbours are enumerated from a disc of offsets, nearest first.
///
/// Owns unsafe buffers (freed by `deallocate()`) so that the matcher's inner loops neither
/// allocate nor check bounds.
struct PixelGraph {
    let width: Int
    let height: Int
    /// Number of predicted pixels.
    let leftCount: Int
    /// Number of truth pixels.
    let rightCount: Int
    /// Column and row of each predicted pixel.
    private let xs: UnsafeMutableBufferPointer<Int32>
    private let ys: UnsafeMutableBufferPointer<Int32>
    /// The offsets of the disc, sorted by distance, then row, then column (deterministic).
    private let dxs: UnsafeMutableBufferPointer<Int32>
    private let dys: UnsafeMutableBufferPointer<Int32>
    /// For every pixel of the image, its index among the truth pixels, or -1.
    private let owner: UnsafeMutableBufferPointer<Int32>

    init(prediction: BoundaryMap, truth: BoundaryMap, radius: Double) {
        width = truth.width
        height = truth.height
        leftCount = prediction.count
        rightCount = truth.count
        xs = .allocate(capacity: leftCount)
        ys = .allocate(capacity: leftCount)
        for (k, index) in prediction.indices.enumerated() {
            xs[k] = Int32(index % width)
            ys[k] = Int32(index / width)
        }
        let reach = Int(radius.rounded(.down))
        var disc: [(dx: Int, dy: Int, squared: Int)] = []
        for dy in -reach...reach {
            for dx in -reach...reach where Double(dx * dx + dy * dy) <= radius * radius {
                disc.append((dx, dy, dx * dx + dy * dy))
            }
        }
        disc.sort { ($0.squared, $0.dy, $0.dx) < ($1.squared, $1.dy, $1.dx) }
        dxs = .allocate(capacity: disc.count)
        dys = .allocate(capacity: disc.count)
        for (k, offset) in disc.enumerated() {
            dxs[k] = Int32(offset.dx)
            dys[k] = Int32(offset.dy)
        }
        owner = .allocate(capacity: width * height)
        owner.initialize(repeating: -1)
        for (k, index) in truth.indices.enumerated() { owner[index] = Int32(k) }
    }

    func deallocate() {
        xs.deallocate()
        ys.deallocate()
        dxs.deallocate()
        dys.deallocate()
        owner.deallocate()
    }

    /// The next truth neighbour of predicted pixel `left` at or after offset `cursor`, advancing
    /// the cursor past it; -1 when the disc is exhausted.
    @inline(__always)
    func nextNeighbour(of left: Int, cursor: inout Int) -> Int {
        let x = Int(xs[left]), y = Int(ys[left])
        let w = width, h = height
        while cursor < dxs.count {
            let nx = x &+ Int(dxs[cursor]), ny = y &+ Int(dys[cursor])
            cursor &+= 1
            if nx >= 0 && nx < w && ny >= 0 && ny < h {
                let t = owner[ny &* w &+ nx]
                if t >= 0 { return Int(t) }
            }
        }
        return -1
    }
}
