/// A row-major plane surrounded by `border` pixels that repeat its outermost pixels
/// (`aa|abc|cc`, OpenCV's `BORDER_REPLICATE`).
///
/// The bilinear samplers of the flow stages read it instead of clamping every coordinate: a
/// sample in the border interpolates between equal replicated values, which returns that value
/// exactly, so reading the padding gives bit for bit what clamping the coordinate gave, without
/// the compares, selects and `min`s that clamping cost on every tap (the along-flow pass takes
/// eighteen taps per pixel, the across-flow pass ten).
struct PaddedPlane<Element: SIMD & Sendable & BitwiseCopyable>: Sendable {
    /// The image's size, without the border.
    let width: Int
    let height: Int
    /// Replicated pixels on each side.
    let border: Int
    /// Elements per stored row, `width + 2·border`.
    let stride: Int
    /// `stride · (height + 2·border)` elements; pixel (x, y) is at `origin + y·stride + x`.
    private(set) var storage: [Element]

    /// Index in `storage` of pixel (0, 0).
    var origin: Int { border &* stride &+ border }

    /// A plane whose contents are unspecified: write every image pixel through
    /// `withUnsafeMutableImage`, then call `replicateBorder`.
    init(width: Int, height: Int, border: Int) {
        self.width = width
        self.height = height
        self.border = border
        stride = width + 2 * border
        storage = [Element](uninitializedCount: stride * (height + 2 * border))
    }

    /// A padded copy of a row-major `width × height` plane.
    init(_ pixels: [Element], width: Int, height: Int, border: Int, scheduler: RowScheduler = .serial) {
        self.init(pixels, width: width, height: height, border: border, scheduler: scheduler) { $0 }
    }

    /// A padded plane of `transform` applied to each pixel of a row-major `width × height` plane,
    /// rows spread over threads by `scheduler` (each fresh page is then first touched by the
    /// thread that fills it).
    init<Source>(_ pixels: [Source], width: Int, height: Int, border: Int, scheduler: RowScheduler,
                 transform: (Source) -> Element) {
        self.init(width: width, height: height, border: border)
        withUnsafeMutableImage { dst, stride in
            pixels.withUnsafeBufferPointer { src in
                scheduler.forEachChunk(height, minimumChunk: 16) { rows in
                    for y in rows {
                        let from = y &* width, to = dst + y &* stride
                        for x in 0..<width { to[x] = transform(src[from &+ x]) }
                    }
                }
            }
        }
        replicateBorder()
    }

    /// The image without its border, row-major.
    var unpadded: [Element] {
        [Element](unsafeUninitializedCapacity: width * height) { buffer, count in
            withUnsafeImage { src, stride in
                for y in 0..<height {
                    (buffer.baseAddress! + y &* width).initialize(from: src + y &* stride, count: width)
                }
            }
            count = width * height
        }
    }

    /// Calls `body` with a pointer to pixel (0, 0) and the stride.
    func withUnsafeImage<R>(_ body: (UnsafePointer<Element>, Int) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body($0.baseAddress! + origin, stride) }
    }

    /// Calls `body` with a mutable pointer to pixel (0, 0) and the stride.
    mutating func withUnsafeMutableImage<R>(_ body: (UnsafeMutablePointer<Element>, Int) throws -> R) rethrows -> R {
        let origin = origin, stride = stride
        return try storage.withUnsafeMutableBufferPointer { try body($0.baseAddress! + origin, stride) }
    }

    /// Copies the outermost image pixels into the border: columns first, then whole rows
    /// (which fills the corners with the corner pixels). O(border · (width + height)).
    mutating func replicateBorder() {
        guard border > 0, width > 0, height > 0 else { return }
        let w = width, h = height, b = border, stride = stride
        withUnsafeMutableImage { p, _ in
            for y in 0..<h {
                let row = p + y &* stride
                for x in 1...b {
                    row[-x] = row[0]
                    row[w &- 1 &+ x] = row[w &- 1]
                }
            }
            let first = p - b, last = p + (h &- 1) &* stride - b
            for y in 1...b {
                (first - y &* stride).update(from: first, count: stride)
                (last + y &* stride).update(from: last, count: stride)
            }
        }
    }
}
