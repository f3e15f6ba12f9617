/// Bilinear reads of a packed four-lane plane at real coordinates, clamped to the image.
///
/// Pixel centres are at integer coordinates (Linework's convention), so (x, y) = (2, 3) returns
/// pixel (2, 3) exactly. Coordinates outside the image are clamped to the border pixels, which
/// extends the image by replication. Callers never pass NaN: every direction the edge stages
/// step along is a finite unit vector.
struct BilinearSampler {
    let pixels: UnsafePointer<SIMD4<Float>>
    let width: Int
    let height: Int
    private let maximumX: Float
    private let maximumY: Float

    init(pixels: UnsafePointer<SIMD4<Float>>, width: Int, height: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        maximumX = Float(width - 1)
        maximumY = Float(height - 1)
    }

    /// The interpolated value at (x, y).
    @inline(__always)
    func callAsFunction(_ x: Float, _ y: Float) -> SIMD4<Float> {
        let cx = Swift.min(Swift.max(x, 0), maximumX)
        let cy = Swift.min(Swift.max(y, 0), maximumY)
        let x0 = Int(cx), y0 = Int(cy)   // non-negative, so truncation is floor
        let fx = cx - Float(x0), fy = cy - Float(y0)
        let x1 = Swift.min(x0 &+ 1, width &- 1)
        let row0 = y0 &* width
        let row1 = Swift.min(y0 &+ 1, height &- 1) &* width
        let a = pixels[row0 &+ x0], b = pixels[row0 &+ x1]
        let c = pixels[row1 &+ x0], d = pixels[row1 &+ x1]
        let top = a + (b - a) * fx
        let bottom = c + (d - c) * fx
        return top + (bottom - top) * fy
    }
}
