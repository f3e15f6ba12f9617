/// Reads a fuzzer's bytes as a stream of small decisions; past the end every read is 0, so any
/// input, even an empty one, describes a complete case.
public struct FuzzInput {
    public let bytes: [UInt8]
    private var offset = 0

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    public var remaining: Int { max(0, bytes.count - offset) }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A value in `range`, from one byte.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % (range.upperBound - range.lowerBound + 1)
    }

    /// The bytes not yet read.
    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }
}

/// Ends the run with a message libFuzzer records with the crashing input.
public func finding(_ message: @autoclosure () -> String) -> Never {
    fatalError("FUZZ FINDING: \(message())")
}

/// Checks an invariant; a broken one is a finding.
@inline(__always)
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { finding(message()) }
}
