import Foundation

/// A colour in CIE L\*a\*b\* (D65 white): L\* in 0…100, a\* and b\* roughly −128…127.
///
/// The conversion is the one `LabImage` (edge detection) applies to whole images with lookup
/// tables: the IEC 61966-2-1 sRGB curve, the sRGB/D65 matrix to XYZ, and CIE 15's f(t). This
/// exact, per-colour form is for a few thousand samples (pen colours), and it also goes back.
public struct CIELab: Sendable, Equatable {
    /// Lightness L\*, 0 (black) to 100 (white).
    public var l: Double
    /// Green–red axis a\*, negative towards green; roughly −128…127.
    public var a: Double
    /// Blue–yellow axis b\*, negative towards blue; roughly −128…127.
    public var b: Double

    /// Creates a colour from its L\*, a\* and b\* values (not clamped).
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// From sRGB-encoded components in 0…1 (clamped).
    public init(red: Double, green: Double, blue: Double) {
        func linear(_ v: Double) -> Double {
            let v = min(max(v, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let (fx, fy, fz) = (Self.f(x), Self.f(y), Self.f(z))
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The sRGB-encoded components in 0…1, clamped into the sRGB gamut.
    public var srgb: (red: Double, green: Double, blue: Double) {
        let fy = (l + 16) / 116
        let (x, y, z) = (Self.inverseF(fy + a / 500) * 0.95047, Self.inverseF(fy), Self.inverseF(fy - b / 200) * 1.08883)
        let r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z
        let g = -0.9692660 * x + 1.8760108 * y + 0.0415560 * z
        let bl = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z
        func encoded(_ v: Double) -> Double {
            let v = min(max(v, 0), 1)
            return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        return (encoded(r), encoded(g), encoded(bl))
    }

    /// Squared Euclidean distance (CIE76 ΔE²).
    public func distanceSquared(to other: CIELab) -> Double {
        let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
        return dl * dl + da * da + db * db
    }

    static let delta = 6.0 / 29.0

    static func f(_ t: Double) -> Double {
        t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }

    static func inverseF(_ t: Double) -> Double {
        t > delta ? t * t * t : 3 * delta * delta * (t - 4.0 / 29.0)
    }
}
