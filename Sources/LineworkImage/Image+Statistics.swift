extension Image where Sample == UInt8 {
    /// The 256-bin histogram of all samples.
    public var histogram: [Int] {
        var bins = [Int](repeating: 0, count: 256)
        samples.withUnsafeBufferPointer { src in
            for value in src { bins[Int(value)] &+= 1 }
        }
        return bins
    }

    /// The lower median sample value: the smallest v with at least half the samples ≤ v.
    public var median: UInt8 {
        let half = (samples.count + 1) / 2
        var seen = 0
        for (value, count) in histogram.enumerated() {
            seen += count
            if seen >= half { return UInt8(value) }
        }
        return 255
    }
}
