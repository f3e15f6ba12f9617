import LineworkCore

/// What fills the output around a window that does not have the output's shape (a shot whose
/// subject is too wide for the window, padded rather than cut, as AutoFlip's padding does; or a
/// window edited in a `--plan` to another shape).
public enum ReframePadding: Sendable, Equatable, CustomStringConvertible {
    /// The window's own picture, enlarged to cover the output and blurred.
    case blur
    /// One colour, 8-bit RGB.
    case colour(red: UInt8, green: UInt8, blue: UInt8)

    /// Black: what a window of another shape is padded with when no padding is asked for.
    public static let black = ReframePadding.colour(red: 0, green: 0, blue: 0)

    /// A padding from its text form: `blur`, `black`, `white`, `gray`, or a colour as
    /// `#RRGGBB` (or `RRGGBB`), hexadecimal.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `pad` for anything else.
    public init(parsing text: String) throws {
        switch text.lowercased() {
        case "blur": self = .blur
        case "black": self = .black
        case "white": self = .colour(red: 255, green: 255, blue: 255)
        case "gray", "grey": self = .colour(red: 128, green: 128, blue: 128)
        default:
            let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
            guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else {
                throw LineworkError.invalidOption(name: "pad", value: text,
                                                  allowed: "must be blur, black, white, gray or a colour #RRGGBB")
            }
            self = .colour(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
    }

    /// The text form (`blur` or `#rrggbb`).
    public var description: String {
        switch self {
        case .blur: return "blur"
        case .colour(let r, let g, let b): return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}
