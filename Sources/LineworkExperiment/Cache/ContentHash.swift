/// A 128-bit content fingerprint: two FNV-1a 64-bit hashes with different offset bases.
///
/// It names cache entries, so it needs to be stable across runs and machines and to make
/// accidental collisions negligible (2⁻¹²⁸-ish for unrelated inputs); it is not a
/// cryptographic hash and a cache folder is trusted like any other input.
package struct ContentHash {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    package init() {}

    package mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* Self.prime
            b = (b ^ UInt64(byte ^ 0x5a)) &* Self.prime
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        a = (a ^ 0xff) &* Self.prime
        b = (b ^ 0x00) &* Self.prime
    }

    package mutating func add(_ text: String) { add(Array(text.utf8)) }

    /// 32 lowercase hex digits.
    package var hex: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(a) + digits(b)
    }
}
