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
    /// 255, the largest 8-bit sample.
    public static var maximum: Float { 255 }
    /// The sample as a float on 0…255.
    /// The nearest 8-bit sample to `value`, rounded half up and clamped to 0…255.
    @inline(__always) public var floatValue: Float { Float(self) }
    @inline(__always) public init(rounding value: Float) {
        self = value >= 255 ? 255 : (value > 0 ? UInt8(value + 0.5) : 0)
    }
}

extension UInt16: PixelSample {
    /// 65535, the largest 16-bit sample.
    public static var maximum: Float { 65535 }
    /// The sample as a float on 0…65535.
    /// The nearest 16-bit sample to `value`, rounded half up and clamped to 0…65535.
    @inline(__always) public var floatValue: Float { Float(self) }
    @inline(__always) public init(rounding value: Float) {
        self = value >= 65535 ? 65535 : (value > 0 ? UInt16(value + 0.5) : 0)
    }
}

extension Float: PixelSample {
    /// 1: float samples run from 0 to 1.
    public static var maximum: Float { 1 }
    /// The sample itself.
    /// `value` unchanged: float samples are neither rounded nor clamped.
    @inline(__always) public var floatValue: Float { self }
    @inline(__always) public init(rounding value: Float) { self = value }
}
