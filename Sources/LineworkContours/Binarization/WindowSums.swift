import LineworkCore

/// Sums of the values and of their squares over every `window × window` square of an 8-bit
/// image, one row at a time, at a cost per pixel that does not depend on the window.
///
/// Past the image's edges the image is mirrored about its edge pixels without repeating them
/// (numpy's `reflect` padding: columns −1, −2 read columns 1, 2), periodically for windows
/// larger than the image. Each strip of rows keeps one running sum per column over the window's
/// rows (the vertical half of an integral image), updated by adding the row entering the window
/// and subtracting the one leaving it; each row's window sums then slide along a mirrored copy of
/// those column sums. All arithmetic is in `Int`, so the sums are exact (a 1001-pixel window of
/// 255s squares to 6.5 · 10¹⁰). Rows are split into strips across cores; a strip starts by summing
/// its first window directly, so results do not depend on the split.
enum WindowSums {
    /// Calls `body(y, sums, squares)` once for every row y, where `sums[x]` and `squares[x]` are
    /// the window sums centred on (x, y). Rows of different strips are visited concurrently; the
    /// buffers are valid only during the call.
    ///
    /// - Precondition: `window` is odd and positive; `pixels.count == width * height`.
    static func forEachRow(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, window: Int,
                           _ body: (Int, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>) -> Void) {
        guard width > 0, height > 0 else { return }
        let radius = window / 2
        let base = pixels.baseAddress!
        // Mirrored column of each padded column index, once for all rows.
        let columnOf = (0..<(width + 2 * radius)).map { mirror($0 - radius, count: width) }
        Parallel.forEachChunk(height, minimumChunk: max(32, window)) { rows in
            let columns = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * width)
            let padded = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * (width + 2 * radius))
            let out = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * width)
            defer { columns.deallocate(); padded.deallocate(); out.deallocate() }
            let columnSums = columns.baseAddress!, columnSquares = columnSums + width
            let paddedSums = padded.baseAddress!, paddedSquares = paddedSums + width + 2 * radius
            let sums = out.baseAddress!, squares = sums + width
            columns.initialize(repeating: 0)
            for j in (rows.lowerBound - radius)...(rows.lowerBound + radius) {
                add(row: base + mirror(j, count: height) &* width, sign: 1, width: width, columnSums, columnSquares)
            }
            columnOf.withUnsafeBufferPointer { columnOf in
                for y in rows {
                    for p in 0..<(width &+ 2 &* radius) {
                        paddedSums[p] = columnSums[columnOf[p]]
                        paddedSquares[p] = columnSquares[columnOf[p]]
                    }
                    var sum = 0, square = 0
                    for p in 0..<window {
                        sum &+= paddedSums[p]
                        square &+= paddedSquares[p]
                    }
                    sums[0] = sum
                    squares[0] = square
                    for x in 1..<max(width, 1) {
                        sum &+= paddedSums[x &+ window &- 1] &- paddedSums[x &- 1]
                        square &+= paddedSquares[x &+ window &- 1] &- paddedSquares[x &- 1]
                        sums[x] = sum
                        squares[x] = square
                    }
                    body(y, UnsafeBufferPointer(start: sums, count: width), UnsafeBufferPointer(start: squares, count: width))
                    guard y &+ 1 < rows.upperBound else { continue }
                    add(row: base + mirror(y &+ radius &+ 1, count: height) &* width, sign: 1, width: width, columnSums, columnSquares)
                    add(row: base + mirror(y &- radius, count: height) &* width, sign: -1, width: width, columnSums, columnSquares)
                }
            }
        }
    }

    /// Adds (`sign` 1) or subtracts (−1) one image row to the column sums.
    @inline(__always)
    private static func add(row: UnsafePointer<UInt8>, sign: Int, width: Int,
                            _ sums: UnsafeMutablePointer<Int>, _ squares: UnsafeMutablePointer<Int>) {
        for x in 0..<width {
            let v = Int(row[x])
            sums[x] &+= sign &* v
            squares[x] &+= sign &* (v &* v)
        }
    }

    /// The index that `index` reads under numpy's `reflect` padding of `count` items.
    static func mirror(_ index: Int, count: Int) -> Int {
        guard count > 1 else { return 0 }
        let period = 2 * (count - 1)
        let folded = ((index % period) + period) % period
        return folded < count ? folded : period - folded
    }
}
