/// A sample type that image operations can compute with in floating point.
///
/// Integer samples convert to `Float` exactly and back with round-half-up and clamping to
/// their range, so a filter never wraps around.
public protocol PixelSample: Sendable, Equatable {
    /// The largest value, the "white" of this type: 255, 65535 or 1.
    static var maximum: Float { get }
    /// The sample as a float, on the type's own scale (0…255 for `UInt8`).
    var floatValue: Float { get }
    /// The nearest sample to `value`, clamped to `0…maximum`.
    init(rounding value: Float)
}

extension UInt8: PixelSample {
    public static var maximum: Float { 255 }
    @inline(__always) public var floatValue: Float { Float(self) }
    @inline(__always) public init(rounding value: Float) {
        self = value >= 255 ? 255 : (value > 0 ? UInt8(value + 0.5) : 0)
    }
}

extension UInt16: PixelSample {
    public static var maximum: Float { 65535 }
    @inline(__always) public var floatValue: Float { Float(self) }
    @inline(__always) public init(rounding value: Float) {
        self = value >= 65535 ? 65535 : (value > 0 ? UInt16(value + 0.5) : 0)
    }
}

extension Float: PixelSample {
    public static var maximum: Float { 1 }
    @inline(__always) public var floatValue: Float { self }
    @inline(__always) public init(rounding value: Float) { self = value }
}
