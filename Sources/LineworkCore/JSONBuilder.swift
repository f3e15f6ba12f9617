/// Writes JSON text incrementally into one buffer, for outputs too large for a generic encoder.
///
/// The builder tracks whether a comma is due, so callers just emit keys and values in order.
/// Numbers use Swift's shortest round-trip representation; non-finite doubles become `null`.
public struct JSONBuilder {
    private var bytes: [UInt8] = []
    private var needsComma = false

    /// Creates an empty builder (with 64 KiB reserved).
    public init() {
        bytes.reserveCapacity(1 << 16)
    }

    /// The finished text, with a final newline.
    public var text: String { String(decoding: bytes, as: UTF8.self) + "\n" }

    /// Opens an object or array (`{` or `[`).
    public mutating func open(_ bracket: Character) {
        separator()
        bytes.append(contentsOf: String(bracket).utf8)
        needsComma = false
    }

    /// Closes an object or array (`}` or `]`).
    public mutating func close(_ bracket: Character) {
        bytes.append(contentsOf: String(bracket).utf8)
        needsComma = true
    }

    /// Emits a comma when a value came before.
    public mutating func separator() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = false
    }

    /// Emits a pending comma, then a line break: the next value starts a new line.
    public mutating func lineBreak() {
        separator()
        bytes.append(UInt8(ascii: "\n"))
    }

    /// A line break that leaves the comma state alone (before a closing bracket).
    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Emits `"name":`.
    public mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Appends a JSON string value, escaping quotes, backslashes and control characters.
    public mutating func string(_ value: String) {
        separator()
        bytes.append(UInt8(ascii: "\""))
        for unit in value.utf8 {
            switch unit {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(unit >> 4)])
                bytes.append(hex[Int(unit & 15)])
            default: bytes.append(unit)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Appends an integer value.
    public mutating func number(_ value: Int) {
        separator()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    /// Appends a number value in its shortest round-trip form, or `null` when it is not finite.
    public mutating func number(_ value: Double) {
        separator()
        bytes.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
        needsComma = true
    }

    /// Appends `true` or `false`.
    public mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// An array of integers, `[1,2,3]`.
    public mutating func numbers(_ values: [Int]) {
        open("[")
        for value in values { number(value) }
        close("]")
    }

    /// An object of named numbers with sorted keys.
    public mutating func dictionary(_ values: [String: Double]) {
        open("{")
        for name in values.keys.sorted() {
            key(name)
            number(values[name]!)
        }
        close("}")
    }

    /// Pre-formatted JSON (a literal, or a value rendered elsewhere).
    public mutating func raw(_ text: String) {
        separator()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    /// An `[x, y]` pair of integers, without allocating strings.
    public mutating func pair(_ x: Int32, _ y: Int32) {
        separator()
        bytes.append(UInt8(ascii: "["))
        appendInteger(Int(x))
        bytes.append(UInt8(ascii: ","))
        appendInteger(Int(y))
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    private mutating func appendInteger(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            appendInteger(-value)
            return
        }
        if value >= 10 { appendInteger(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
