import LineworkContours

/// The exact Euclidean distance transform of a mask: for every pixel, the squared distance from
/// its centre to the nearest background pixel's centre (0 on the background).
///
/// Conventions are `StrokeRadius`'s: pixel centres at integers, x right, y down, and pixels
/// outside the mask count as background, so a stroke running off the image is as wide as its
/// visible part; a foreground pixel is at least 1 from the background. `StrokeRadius` searches
/// for a few pixels' distances; this transforms the whole image once, for when many points are
/// measured (a pen width along every stroke of a drawing).
///
/// Felzenszwalb & Huttenlocher's separable algorithm ("Distance transforms of sampled
/// functions", Theory of Computing 8, 2012): the distance to the nearest background pixel in
/// the same column, by a forward and a backward scan; then along each row, the lower envelope
/// of the parabolas `g(x′) + (x − x′)²`, with the virtual background columns −1 and `width`
/// as two more parabolas of height 0. O(pixels) in all, on buffers allocated once.
public struct DistanceTransform: Sendable, Equatable {
    /// The mask's width in pixels.
    public let width: Int
    /// The mask's height in pixels.
    public let height: Int
    /// Squared distances, row-major. UInt32 holds them for any image under 65 535 px on its
    /// shorter side, since every pixel is within half of it (plus one) of the virtual border.
    public let squaredDistances: [UInt32]

    /// The transform of `mask`'s foreground (its non-zero pixels).
    public init(_ mask: BinaryMask) {
        let w = mask.width, h = mask.height
        width = w
        height = h
        var out = [UInt32](repeating: 0, count: w * h)
        guard w > 0, h > 0 else {
            squaredDistances = out
            return
        }
        // Column pass: the distance down or up the column to the nearest background pixel,
        // the rows −1 and h counting as background.
        var column = [Int](repeating: 0, count: w * h)
        mask.pixels.withUnsafeBufferPointer { m in
            column.withUnsafeMutableBufferPointer { g in
                for x in 0..<w { g[x] = m[x] != 0 ? 1 : 0 }
                for y in 1..<max(h, 1) {
                    let row = y * w
                    for x in 0..<w { g[row + x] = m[row + x] != 0 ? g[row - w + x] + 1 : 0 }
                }
                for x in 0..<w where g[(h - 1) * w + x] > 1 { g[(h - 1) * w + x] = 1 }
                for y in Swift.stride(from: h - 2, through: 0, by: -1) {
                    let row = y * w
                    for x in 0..<w where g[row + x] > g[row + w + x] + 1 { g[row + x] = g[row + w + x] + 1 }
                }
            }
        }
        // Row pass on positions 0…w + 1: position 0 is column −1, position w + 1 column w.
        let n = w + 2
        var f = [Int](repeating: 0, count: n), vertex = [Int](repeating: 0, count: n)
        var boundary = [Double](repeating: 0, count: n + 1)
        f.withUnsafeMutableBufferPointer { f in
            vertex.withUnsafeMutableBufferPointer { v in
                boundary.withUnsafeMutableBufferPointer { z in
                    column.withUnsafeBufferPointer { g in
                        out.withUnsafeMutableBufferPointer { d in
                            for y in 0..<h {
                                let row = y * w
                                f[0] = 0
                                f[n - 1] = 0
                                for x in 0..<w { f[x + 1] = g[row + x] * g[row + x] }
                                Self.lowerEnvelope(f, count: n, vertex: v, boundary: z)
                                // Read the envelope at positions 1…w.
                                var k = 0
                                for q in 1...w {
                                    while z[k + 1] < Double(q) { k += 1 }
                                    let dq = q - v[k]
                                    d[row + q - 1] = UInt32(dq * dq + f[v[k]])
                                }
                            }
                        }
                    }
                }
            }
        }
        squaredDistances = out
    }

    /// The lower envelope of the parabolas `f[p] + (q − p)²` for p in 0..<count: `vertex[k]` is
    /// the k-th parabola of the envelope, lowest for q in `boundary[k]…boundary[k + 1]`.
    @inline(__always)
    private static func lowerEnvelope(_ f: UnsafeMutableBufferPointer<Int>, count: Int,
                                      vertex v: UnsafeMutableBufferPointer<Int>, boundary z: UnsafeMutableBufferPointer<Double>) {
        var k = 0
        v[0] = 0
        z[0] = -.infinity
        z[1] = .infinity
        for q in 1..<count {
            // Where q's parabola crosses the envelope's last one; the parabolas it hides from
            // there on leave the envelope. z[0] = −∞ ends the search at the first parabola.
            var s = Self.crossing(f, v[k], q)
            while s <= z[k] {
                k -= 1
                s = Self.crossing(f, v[k], q)
            }
            k += 1
            v[k] = q
            z[k] = s
            z[k + 1] = .infinity
        }
    }

    /// The abscissa where the parabolas of p and q (p < q) cross.
    @inline(__always)
    private static func crossing(_ f: UnsafeMutableBufferPointer<Int>, _ p: Int, _ q: Int) -> Double {
        Double((f[q] + q * q) - (f[p] + p * p)) / Double(2 * (q - p))
    }

    /// The squared distance at pixel (x, y), which must be inside the image.
    @inline(__always)
    public func squaredDistance(_ x: Int, _ y: Int) -> UInt32 { squaredDistances[y * width + x] }

    /// The distance at (x, y) in pixels: the stroke radius there (`StrokeRadius`'s, unlimited).
    public func distance(_ x: Int, _ y: Int) -> Double { Double(squaredDistance(x, y)).squareRoot() }
}
