import LineworkImage

extension MinimumBarrier {
    /// MB+'s backgroundness map (Section 3.2, the authors' `BG`): for each of the four border
    /// strips, the L1 norm of the colour's difference from the strip's mean after whitening by
    /// the strip's covariance, normalised to [0, 1]; then the sum of the four minus their
    /// maximum, so one strip that cuts through the object cannot dominate. RGB in 0…255 units,
    /// where the regularisation was chosen.
    func backgroundness(_ rgb: FloatImage) -> FloatImage {
        let w = rgb.width, h = rgb.height
        let rows = max(1, Int((marginRatio * Double(h)).rounded()))
        let columns = max(1, Int((marginRatio * Double(w)).rounded()))
        let strips: [(xs: Range<Int>, ys: Range<Int>)] = [
            (0..<w, 0..<rows), (0..<w, (h - rows)..<h), (0..<columns, 0..<h), ((w - columns)..<w, 0..<h),
        ]
        var distances: [[Float]] = []
        for strip in strips {
            var pixels: [SIMD3<Float>] = []
            for y in strip.ys {
                for x in strip.xs {
                    let i = (y * w + x) * 3
                    pixels.append(SIMD3(rgb.samples[i], rgb.samples[i + 1], rgb.samples[i + 2]) * 255)
                }
            }
            let (mean, whitening) = Self.whitening(pixels, regularization: covarianceRegularization)
            var distance = [Float](repeating: 0, count: w * h)
            for p in 0..<w * h {
                let v = SIMD3(rgb.samples[p * 3], rgb.samples[p * 3 + 1], rgb.samples[p * 3 + 2]) * 255 - mean
                let z = whitening.0 * v.x + whitening.1 * v.y + whitening.2 * v.z
                distance[p] = abs(z.x) + abs(z.y) + abs(z.z)
            }
            distances.append(FloatImage(validWidth: w, height: h, samples: distance).normalizedToUnitRange().samples)
        }
        // The four maps summed, less their maximum, pixel by pixel (no array per pixel).
        var out = [Float](repeating: 0, count: w * h)
        out.withUnsafeMutableBufferPointer { out in
            distances[0].withUnsafeBufferPointer { a in
                distances[1].withUnsafeBufferPointer { b in
                    distances[2].withUnsafeBufferPointer { c in
                        distances[3].withUnsafeBufferPointer { d in
                            for p in 0..<out.count {
                                // In the order the reference sums, so the map is bit-identical to it.
                                out[p] = a[p] + b[p] + c[p] + d[p] - max(a[p], b[p], c[p], d[p])
                            }
                        }
                    }
                }
            }
        }
        return FloatImage(validWidth: w, height: h, samples: out).normalizedToUnitRange()
    }

    /// Mean and whitening matrix U·diag(1/√λ) (as columns, so z = Σ colᵢ·vᵢ) of a colour sample.
    static func whitening(_ pixels: [SIMD3<Float>], regularization: Float)
        -> (mean: SIMD3<Float>, matrix: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)) {
        let n = Float(pixels.count)
        let mean = pixels.reduce(SIMD3<Float>(repeating: 0), +) / n
        var c = [[Double]](repeating: [0, 0, 0], count: 3)
        for p in pixels {
            let d = p - mean
            for i in 0..<3 { for j in 0..<3 { c[i][j] += Double(d[i] * d[j]) } }
        }
        for i in 0..<3 {
            for j in 0..<3 { c[i][j] /= Double(max(n - 1, 1)) }
            c[i][i] += Double(regularization)
        }
        let (values, vectors) = SymmetricEigen.decompose(c)
        // Row i of the transform is vectorᵢᵀ / √λᵢ; store it column-wise for z = M v.
        var rows = [SIMD3<Float>](repeating: .zero, count: 3)
        for k in 0..<3 {
            let scale = 1 / values[k].squareRoot()
            rows[k] = SIMD3(Float(vectors[0][k] * scale), Float(vectors[1][k] * scale), Float(vectors[2][k] * scale))
        }
        let columns = (SIMD3(rows[0].x, rows[1].x, rows[2].x), SIMD3(rows[0].y, rows[1].y, rows[2].y),
                       SIMD3(rows[0].z, rows[1].z, rows[2].z))
        return (mean, columns)
    }
}

/// Eigen-decomposition of a small symmetric matrix by cyclic Jacobi rotations.
enum SymmetricEigen {
    /// Eigenvalues and eigenvectors (as the columns of the returned matrix).
    static func decompose(_ matrix: [[Double]]) -> (values: [Double], vectors: [[Double]]) {
        let n = matrix.count
        var a = matrix
        var v = (0..<n).map { i in (0..<n).map { $0 == i ? 1.0 : 0.0 } }
        for _ in 0..<50 {
            var off = 0.0
            for i in 0..<n { for j in (i + 1)..<n { off += a[i][j] * a[i][j] } }
            if off < 1e-18 { break }
            for p in 0..<n {
                for q in (p + 1)..<n where abs(a[p][q]) > 1e-30 {
                    let theta = (a[q][q] - a[p][p]) / (2 * a[p][q])
                    let t = (theta >= 0 ? 1 : -1) / (abs(theta) + (theta * theta + 1).squareRoot())
                    let c = 1 / (t * t + 1).squareRoot(), s = t * c
                    for k in 0..<n {
                        let akp = a[k][p], akq = a[k][q]
                        a[k][p] = c * akp - s * akq
                        a[k][q] = s * akp + c * akq
                    }
                    for k in 0..<n {
                        let apk = a[p][k], aqk = a[q][k]
                        a[p][k] = c * apk - s * aqk
                        a[q][k] = s * apk + c * aqk
                    }
                    for k in 0..<n {
                        let vkp = v[k][p], vkq = v[k][q]
                        v[k][p] = c * vkp - s * vkq
                        v[k][q] = s * vkp + c * vkq
                    }
                }
            }
        }
        return ((0..<n).map { a[$0][$0] }, v)
    }
}
