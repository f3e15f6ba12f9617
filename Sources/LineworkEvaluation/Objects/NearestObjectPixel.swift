/// The exact Euclidean feature transform of a binary mask: for every pixel, the nearest object
/// pixel and the distance to it — MATLAB's `bwdist` with its index output, `scipy`'s
/// `distance_transform_edt(…, return_indices=True)` on the mask's complement.
///
/// Two separable passes (Felzenszwalb and Huttenlocher 2012): down each column the nearest
/// object row, then along each row the lower envelope of the parabolas `(x − c)² + d(c)²`.
/// O(N) time. Where two object pixels are equally near, the one with the smaller column, then
/// the smaller row, is taken; `scipy` may break such ties otherwise.
struct NearestObjectPixel {
    /// `y · width + x` of the nearest object pixel, per pixel; -1 when the mask has none.
    let index: [Int]
    /// The Euclidean distance to it in pixels (0 on the object); infinity without objects.
    let distance: [Double]

    init(_ object: [Bool], width: Int, height: Int) {
        let none = Int.max / 4
        // Pass 1: per column, the nearest object row (or none).
        var nearestRow = [Int](repeating: -1, count: width * height)
        for x in 0..<width {
            var last = -1
            for y in 0..<height {
                if object[y * width + x] { last = y }
                nearestRow[y * width + x] = last
            }
            last = -1
            for y in stride(from: height - 1, through: 0, by: -1) {
                if object[y * width + x] { last = y }
                let up = nearestRow[y * width + x]
                if last >= 0 && (up < 0 || last - y < y - up) { nearestRow[y * width + x] = last }
            }
        }
        // Pass 2: per row, the lower envelope over columns of (x − c)² + (y − row(c))².
        var index = [Int](repeating: -1, count: width * height)
        var distance = [Double](repeating: .infinity, count: width * height)
        var cost = [Int](repeating: none, count: width)
        var hull = [Int](repeating: 0, count: width)
        var start = [Double](repeating: 0, count: width + 1)
        for y in 0..<height {
            var k = -1
            for c in 0..<width {
                let row = nearestRow[y * width + c]
                guard row >= 0 else { cost[c] = none; continue }
                cost[c] = (y - row) * (y - row)
                while k >= 0 {
                    let q = hull[k]
                    let s = Double((cost[c] + c * c) - (cost[q] + q * q)) / Double(2 * (c - q))
                    if s <= start[k] { k -= 1 } else { start[k + 1] = s; break }
                }
                if k < 0 { start[0] = -.infinity }
                k += 1
                hull[k] = c
                start[k + 1] = .infinity
            }
            guard k >= 0 else { continue }
            var j = 0
            for x in 0..<width {
                while start[j + 1] < Double(x) { j += 1 }
                let c = hull[j]
                let dx = x - c
                index[y * width + x] = nearestRow[y * width + c] * width + c
                distance[y * width + x] = Double(dx * dx + cost[c]).squareRoot()
            }
        }
        self.index = index
        self.distance = distance
    }
}
