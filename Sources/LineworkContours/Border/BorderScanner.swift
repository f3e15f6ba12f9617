import LineworkCore
import LineworkImage

/// The raster scan of Suzuki & Abe's border following, on a padded copy of the mask.
///
/// Suzuki, S. & Abe, K. (1985), "Topological structural analysis of digitized binary images by
/// border following", CVGIP 30(1), 32–46. The scan (Appendix I, Algorithm 1, steps 1–4) visits
/// pixels in raster order; a 0→1 step starts an outer border, a 1→0 step (from a pixel not yet
/// marked as the right edge of a border) starts a hole border. Each border is followed at once
/// (step 3, see `BorderScanner+Following.swift`), marking its pixels so it is never started again.
///
/// Decisions follow OpenCV's `findContours` exactly, so the same borders are found in the same
/// order: the label image is OpenCV's 8-bit one (0, 1, border number, border number | 0x80 for
/// "right edge" pixels), with border numbers 2…127 wrapping to 3 in tree mode and a constant 2
/// otherwise. Because runs of equal labels are skipped, the wrapped numbers matter for which
/// pixel is "the last border met" (LNBD in the paper). OpenCV then resolves a wrapped number
/// back to its border by re-tracing candidates; we instead keep the full border index of every
/// marked pixel in `owners`, written only where a label is written, so no re-tracing is needed.
struct BorderScanner: ~Copyable {
    /// One border in discovery order. Children are linked newest first, as OpenCV links them,
    /// which fixes the output order.
    struct Node {
        var start: Int
        var count: Int
        var isHole: Bool
        var parent: Int = -1
        var firstChild: Int = -1
        var nextSibling: Int = -1
    }

    /// The mask with a one-pixel background frame (so following never leaves the buffer and
    /// needs no edge tests): 0 background, 1 unvisited foreground, otherwise a border label.
    let labels: UnsafeMutablePointer<Int8>
    /// Border index of each labelled pixel; tree mode only. Left uninitialised: it is read only
    /// at pixels whose label was written, so untouched pages are never faulted in.
    let owners: UnsafeMutablePointer<Int32>?
    /// The memory behind `labels` and `owners`, on huge pages (see `LargePageBuffer`).
    private let labelStorage: LargePageBuffer<Int8>
    private let ownerStorage: LargePageBuffer<Int32>?
    /// Padded row length, `width + 2`.
    let stride: Int
    /// Padded row count, `height + 2`.
    let rows: Int
    let retrieval: ContourRetrieval
    /// Offsets of the 8 neighbours, indexed by Freeman direction 0…15 (0 = east, counting
    /// counter-clockwise on screen; repeated once so searches need no modulo).
    let offsets: UnsafeMutablePointer<Int>
    /// Point steps per Freeman direction 0…7.
    let steps: UnsafeMutablePointer<PixelPoint>
    /// Node 0 is the image frame, which acts as the outermost hole.
    var nodes: [Node] = [Node(start: 0, count: 0, isHole: true)]
    /// Points of all borders in discovery order.
    var points: [PixelPoint] = []
    /// Next 7-bit border number (NBD) written into `labels` in tree mode.
    var number: Int8 = 2

    init(_ mask: BinaryMask, retrieval: ContourRetrieval) {
        self.init(width: mask.width, height: mask.height, retrieval: retrieval)
        Self.pad(mask, into: labels, stride: stride, rows: rows)
    }

    /// The scanner of `gray` binarised by `threshold`, in one parallel pass that writes the
    /// padded label plane straight from the gray values: no mask is made (the sweep and a single
    /// trace spend most of a flat picture's time making, copying and padding it).
    init(_ gray: GrayImage, threshold: ContrastThreshold, retrieval: ContourRetrieval) {
        self.init(width: gray.width, height: gray.height, retrieval: retrieval)
        let (width, stride, rows, labels) = (gray.width, stride, rows, labels)
        labels.initialize(repeating: 0, count: stride)
        (labels + (rows - 1) * stride).initialize(repeating: 0, count: stride)
        nonisolated(unsafe) let plane = labels
        gray.samples.withUnsafeBufferPointer { source in
            Parallel.forEachChunk(gray.height, minimumChunk: 64) { range in
                for y in range {
                    let row = plane + (y &+ 1) &* stride
                    row[0] = 0
                    row[stride &- 1] = 0
                    (row + 1).withMemoryRebound(to: UInt8.self, capacity: width) { labels in
                        threshold.binarize(source.baseAddress! + y &* width, into: labels, count: width, foreground: 1)
                    }
                }
            }
        }
    }

    private init(width: Int, height: Int, retrieval: ContourRetrieval) {
        stride = width + 2
        rows = height + 2
        self.retrieval = retrieval
        let count = stride * rows
        let labelStorage = LargePageBuffer<Int8>(count: count)
        labels = labelStorage.pointer
        self.labelStorage = labelStorage
        if retrieval == .tree {
            let ownerStorage = LargePageBuffer<Int32>(count: count)
            owners = ownerStorage.pointer
            self.ownerStorage = .some(consume ownerStorage)
        } else {
            owners = nil
            ownerStorage = nil
        }
        offsets = .allocate(capacity: 16)
        steps = .allocate(capacity: 8)
        let dx: [Int32] = [1, 1, 0, -1, -1, -1, 0, 1]
        let dy: [Int32] = [0, -1, -1, -1, 0, 1, 1, 1]
        for s in 0 ..< 16 {
            offsets[s] = Int(dx[s & 7]) + Int(dy[s & 7]) * stride
        }
        for s in 0 ..< 8 {
            steps[s] = PixelPoint(x: dx[s], y: dy[s])
        }
    }

    deinit {
        offsets.deallocate()
        steps.deallocate()
    }

    /// Copies the mask as 0/1 inside a zero frame.
    private static func pad(_ mask: BinaryMask, into labels: UnsafeMutablePointer<Int8>, stride: Int, rows: Int) {
        labels.initialize(repeating: 0, count: stride)
        (labels + (rows - 1) * stride).initialize(repeating: 0, count: stride)
        mask.pixels.withUnsafeBufferPointer { source in
            for y in 0 ..< mask.height {
                let row = labels + (y + 1) * stride
                row[0] = 0
                row[stride - 1] = 0
                let from = source.baseAddress! + y * mask.width
                for x in 0 ..< mask.width {
                    row[x + 1] = Int8(bitPattern: min(from[x], 1))
                }
            }
        }
    }

    /// Runs the whole raster scan, following every border it starts.
    mutating func scan() {
        let end = stride - 1
        for y in 1 ..< rows - 1 {
            let row = labels + y * stride
            var previous: Int8 = 0
            var lastX = 0  // column of the last border pixel met on this row (LNBD); 0 = frame
            var x = 1
            while x < end {
                var p = row[x]
                if p == previous {
                    x = Self.skipRun(row, from: x + 1, end: end, value: previous)
                    if x >= end { break }
                    p = row[x]
                }
                var isHole = false
                var starts = false
                if previous == 0 && p == 1 {
                    starts = true
                } else if p == 0 && previous >= 1 {
                    // Hole border: the left pixel is foreground and not a right edge (label ≥ 1).
                    starts = true
                    isHole = true
                    if previous != 1 { lastX = x - 1 }
                }
                if starts && retrieval == .external && (isHole || row[lastX] > 0) {
                    // A hole, or an outer border inside a foreground region already entered.
                    starts = false
                }
                if starts {
                    let parent = parentNode(isHole: isHole, lastIndex: y * stride + lastX, lastX: lastX)
                    lastX = x - (isHole ? 1 : 0)
                    follow(from: y * stride + lastX, x: lastX, y: y, isHole: isHole, parent: parent)
                    previous = row[x]
                } else {
                    previous = p
                    if p != 0 && p != 1 { lastX = x }
                }
                x += 1
            }
        }
    }

    /// The enclosing border of a new border (Suzuki & Abe, Table 1): if the last border met is of
    /// the same kind (both outer or both holes) they share a parent, otherwise it is the parent.
    private func parentNode(isHole: Bool, lastIndex: Int, lastX: Int) -> Int {
        guard let owners, lastX > 0 else { return 0 }
        let last = Int(owners[lastIndex])
        guard nodes[last].isHole == isHole else { return last }
        return max(nodes[last].parent, 0)
    }

    /// First column in `from..<end` whose label differs from `value`, or `end`; compares eight
    /// labels per step.
    private static func skipRun(_ row: UnsafeMutablePointer<Int8>, from: Int, end: Int, value: Int8) -> Int {
        var x = from
        let pattern = UInt64(UInt8(bitPattern: value)) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(row)
        while x &+ 8 <= end {
            let difference = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: x, as: UInt64.self)) ^ pattern
            if difference != 0 { return x &+ difference.trailingZeroBitCount >> 3 }
            x &+= 8
        }
        while x < end && row[x] == value { x &+= 1 }
        return x
    }
}
