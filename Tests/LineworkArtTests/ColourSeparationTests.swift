import Foundation
import LineworkContours
import LineworkImage
import LineworkRender
import Testing

@testable import LineworkArt

/// `draw --pens N --color` (`ColourSeparation`): strokes go to pens by the photo's colour under
/// them, each pen drawn in its cluster's colour.
struct ColourSeparationTests {
    /// A red disc, a green triangle and a blue square on white, 240 × 160.
    static func shapes() -> Image<UInt8> {
        var image = Image<UInt8>(validWidth: 240, height: 160, channels: 3, repeating: 255)
        for y in 0..<160 {
            for x in 0..<240 {
                var colour: (UInt8, UInt8, UInt8)?
                let (fx, fy) = (Double(x), Double(y))
                if (fx - 45) * (fx - 45) + (fy - 80) * (fy - 80) < 35 * 35 { colour = (200, 30, 30) }
                if fy > 40, fy < 120, abs(fx - 120) < (fy - 40) / 2 { colour = (30, 160, 40) }
                if abs(fx - 195) < 30, abs(fy - 80) < 30 { colour = (30, 50, 200) }
                if let (r, g, b) = colour {
                    let s = (y * 240 + x) * 3
                    (image.samples[s], image.samples[s + 1], image.samples[s + 2]) = (r, g, b)
                }
            }
        }
        return image
    }

    @Test func eachShapeGetsItsOwnPenInItsColour() throws {
        var options = DrawOptions()
        options.pens = 3
        options.separatesColours = true
        let drawing = try LineDrawing(.uint8(Self.shapes()), options: options)
        let pens = drawing.art.scene.layers
        #expect(pens.map(\.id) == ["pen-1", "pen-2", "pen-3"])
        // Which shape each pen outlines, by the x of its strokes' points; and its ink's hue.
        var found: [String: CIELab] = [:]
        for pen in pens {
            let xs = drawing.strokes.filter { $0.layer == pen.id }.flatMap { $0.points.map(\.x) }
            // The triangle's corners at x = 80 and 160: its line may overshoot a corner by 2 px
            // (`CornerDoG` inks the light side just past a dark shape's point).
            let shape = xs.allSatisfy { $0 < 85 } ? "disc" : xs.allSatisfy { $0 > 76 && $0 < 165 } ? "triangle"
                : xs.allSatisfy { $0 > 160 } ? "square" : "mixed"
            let stroke = try #require(pen.paths.first?.style.stroke)
            #expect(pen.paths.allSatisfy { $0.style.stroke == stroke })
            found[shape] = CIELab(red: stroke.red, green: stroke.green, blue: stroke.blue)
            #expect(pen.label.hasPrefix("Pen ") && pen.label.contains("#"))
        }
        #expect(Set(found.keys) == ["disc", "triangle", "square"], "\(found.keys)")
        #expect((found["disc"]?.a ?? 0) > 30, "disc ink \(String(describing: found["disc"]))")
        #expect((found["triangle"]?.a ?? 0) < -20, "triangle ink \(String(describing: found["triangle"]))")
        #expect((found["square"]?.b ?? 0) < -30, "square ink \(String(describing: found["square"]))")
        // Lightest pen first.
        let lightness = pens.compactMap { $0.paths.first?.style.stroke }.map { CIELab(red: $0.red, green: $0.green, blue: $0.blue).l }
        #expect(lightness == lightness.sorted(by: >))
    }

    @Test func colourPensNeedTwoPens() {
        var options = DrawOptions()
        options.separatesColours = true
        #expect(throws: (any Error).self) { try options.validate() }
        options.pens = 2
        #expect(throws: Never.self) { try options.validate() }
    }

    @Test(arguments: [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255), (0, 0, 0), (128, 64, 200)])
    func labRoundTripsThroughSRGB(rgb: (Int, Int, Int)) {
        let lab = CIELab(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255)
        let back = lab.srgb
        #expect(abs(back.red * 255 - Double(rgb.0)) < 0.01 && abs(back.green * 255 - Double(rgb.1)) < 0.01
            && abs(back.blue * 255 - Double(rgb.2)) < 0.01)
        if rgb == (255, 0, 0) { #expect(abs(lab.l - 53.24) < 0.01 && abs(lab.a - 80.09) < 0.01 && abs(lab.b - 67.20) < 0.01) }
    }
}
