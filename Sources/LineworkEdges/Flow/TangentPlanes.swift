/// Unit tangents held as two planes, x and y, row-major: the layout the ETF passes read,
/// where each kernel loop walks consecutive pixels of one component and vectorises.
struct TangentPlanes {
    var x: [Float]
    var y: [Float]

    /// Planes of `count` pixels whose contents are unspecified until a pass writes them.
    init(count: Int) {
        x = [Float](uninitializedCount: count)
        y = [Float](uninitializedCount: count)
    }

    /// The components of interleaved tangents.
    init(_ tangents: [SIMD2<Float>], scheduler: RowScheduler) {
        self.init(count: tangents.count)
        tangents.withUnsafeBufferPointer { t in
            x.withUnsafeMutableBufferPointer { x in
                y.withUnsafeMutableBufferPointer { y in
                    scheduler.forEachChunk(t.count, minimumChunk: 4096) { range in
                        for i in range {
                            x[i] = t[i].x
                            y[i] = t[i].y
                        }
                    }
                }
            }
        }
    }

    /// The tangents interleaved again, `(x, y)` per pixel.
    func interleaved(scheduler: RowScheduler) -> [SIMD2<Float>] {
        var out = [SIMD2<Float>](uninitializedCount: x.count)
        x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in
                out.withUnsafeMutableBufferPointer { out in
                    scheduler.forEachChunk(out.count, minimumChunk: 4096) { range in
                        for i in range { out[i] = SIMD2(x[i], y[i]) }
                    }
                }
            }
        }
        return out
    }
}
