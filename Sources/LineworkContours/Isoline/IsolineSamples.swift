/// Read access to the samples of a grid, so one marching-squares kernel serves both inputs and
/// is specialised for each.
protocol IsolineSamples {
    /// The value at row-major `index`; callers stay in bounds.
    func value(at index: Int) -> Double
}

/// Samples stored as doubles.
struct DoubleSamples: IsolineSamples {
    let values: UnsafeBufferPointer<Double>

    @inline(__always)
    func value(at index: Int) -> Double { values.baseAddress.unsafelyUnwrapped[index] }
}

/// Bytes mapped through a 256-entry table.
struct LookupSamples: IsolineSamples {
    let bytes: UnsafeBufferPointer<UInt8>
    let table: UnsafeBufferPointer<Double>

    @inline(__always)
    func value(at index: Int) -> Double {
        table.baseAddress.unsafelyUnwrapped[Int(bytes.baseAddress.unsafelyUnwrapped[index])]
    }
}
