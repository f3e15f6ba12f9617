extension TangentPlanes {
    /// The ETF kernel over raw planes: for a pixel (or four consecutive pixels) at offset c, the
    /// normalised sum of (t(c)·t(n)) · wm(c, n) · t(n) over the `taps` neighbours n = c + first,
    /// c + first + step, …, written to the output planes.
    ///
    /// wm = (1 + tanh(ĝ(n) − ĝ(c))) / 2, with tanh(d) for d ∈ −1…1 as Lambert's continued
    /// fraction cut after the d⁴ terms, d(945 + 105d² + d⁴) / (945 + 420d² + 15d⁴), within 10⁻⁷
    /// of tanh there. A sum shorter than 10⁻¹² keeps the pixel's old tangent.
    struct Window {
        let x: UnsafePointer<Float>
        let y: UnsafePointer<Float>
        let magnitude: UnsafePointer<Float>
        let outX: UnsafeMutablePointer<Float>
        let outY: UnsafeMutablePointer<Float>

        /// Pixels c…c + 3, all of whose taps exist.
        @inline(__always)
        func refine4(_ c: Int, first: Int, step: Int, taps: Int) {
            let cx = Self.load(x + c), cy = Self.load(y + c), cg = Self.load(magnitude + c)
            var sumX = SIMD4<Float>.zero, sumY = SIMD4<Float>.zero
            var n = c &+ first
            for _ in 0..<taps {
                let nx = Self.load(x + n), ny = Self.load(y + n)
                let d = Self.load(magnitude + n) - cg
                let d2: SIMD4<Float> = d * d
                let numerator: SIMD4<Float> = d * (945 + d2 * (105 + d2))
                let denominator: SIMD4<Float> = 945 + d2 * (420 + 15 * d2)
                let tanh = numerator / denominator
                let alignment: SIMD4<Float> = cx * nx + cy * ny
                let weight = alignment * (0.5 + 0.5 * tanh)
                sumX += weight * nx
                sumY += weight * ny
                n &+= step
            }
            let length = (sumX * sumX + sumY * sumY).squareRoot()
            let keep = length .> 1e-12
            Self.store(cx.replacing(with: sumX / length, where: keep), at: outX + c)
            Self.store(cy.replacing(with: sumY / length, where: keep), at: outY + c)
        }

        /// Pixel c alone, the same arithmetic in one lane.
        @inline(__always)
        func refine1(_ c: Int, first: Int, step: Int, taps: Int) {
            let cx = x[c], cy = y[c], cg = magnitude[c]
            var sumX: Float = 0, sumY: Float = 0
            var n = c &+ first
            for _ in 0..<taps {
                let nx = x[n], ny = y[n]
                let d = magnitude[n] - cg
                let d2 = d * d
                let tanh = d * (945 + d2 * (105 + d2)) / (945 + d2 * (420 + 15 * d2))
                let weight = (cx * nx + cy * ny) * (0.5 + 0.5 * tanh)
                sumX += weight * nx
                sumY += weight * ny
                n &+= step
            }
            let length = (sumX * sumX + sumY * sumY).squareRoot()
            outX[c] = length > 1e-12 ? sumX / length : cx
            outY[c] = length > 1e-12 ? sumY / length : cy
        }

        @inline(__always)
        static func load(_ p: UnsafePointer<Float>) -> SIMD4<Float> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD4<Float>.self)
        }

        @inline(__always)
        static func store(_ v: SIMD4<Float>, at p: UnsafeMutablePointer<Float>) {
            UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<Float>.self)
        }
    }
}
