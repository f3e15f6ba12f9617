import Foundation
import LineworkArt
import LineworkContours
import LineworkCore
import LineworkImage
import LineworkTone
import Testing

/// `draw --tone stipple|tsp|flow` through `LineDrawing`: presets, flags, layers and stats.
struct PlotterToneTests {
    /// A preset with a plotter tone reads back as written, in both of its forms: field names
    /// and draw's flag names.
    @Test(arguments: [HatchOptions.Style.stipple, .tsp, .flow])
    func presetsRoundTripThePlotterTones(style: HatchOptions.Style) throws {
        var options = DrawOptions()
        options.tone = HatchOptions(style: style)
        // Dots belong to the stipples (flow refuses them: hardening IV, item 10).
        let dots = style == .flow ? 0 : 4_321
        options.tone?.dots = dots
        options.tone?.dotSizeByTone = style == .stipple
        let yaml = try DrawPreset(options: options).yamlText
        #expect(yaml.contains(style.rawValue) && (style == .flow || yaml.contains("dots: 4321")), "\(yaml)")
        #expect(try DrawPreset(yaml: yaml, source: "p.yaml").options() == options)
        var flags: [String: DrawPreset.Value] = ["tone": .text(style.rawValue)]
        if dots > 0 { flags["dots"] = .number(Double(dots)) }
        if style == .stipple { flags["dot-size-by-tone"] = .switched(true) }
        #expect(try DrawOptions().applying(flags: flags) == options)
    }

    /// The tone layer of each style on a generated ramp: stipples are one-point strokes drawn
    /// with round caps, the tour is one stroke, the streamlines many; the drawing's stats count
    /// them.
    @Test(arguments: [HatchOptions.Style.stipple, .tsp, .flow])
    func eachStyleDrawsItsLayer(style: HatchOptions.Style) throws {
        let (w, h) = (160, 120)
        var rgb = [UInt8]()
        for i in 0..<(w * h) {
            let v = UInt8(255 - 255 * (i % w) / (w - 1))
            rgb += [v, v, v]
        }
        let pixels = PixelBuffer.uint8(Image(validWidth: w, height: h, channels: 3, samples: rgb))
        var options = DrawOptions(lines: .none)
        options.tone = HatchOptions(style: style)
        if style != .flow { options.tone?.dots = 900 }
        let drawing = try LineDrawing(pixels, options: options)
        let tone = drawing.strokes.filter { $0.layer == "tone" }
        switch style {
        case .stipple:
            #expect(tone.count == 900 && tone.allSatisfy { $0.points.count == 1 })
            let layer = try #require(drawing.art.scene.layers.first { $0.id == "tone" })
            #expect(layer.paths.allSatisfy { $0.style.lineCap == .round })
        case .tsp:
            #expect(tone.count == 1 && tone[0].points.count >= 900)
        default:
            #expect(tone.count > 5)
        }
        #expect(drawing.stats.paths == tone.count)
    }

    /// Out-of-range dots are refused naming the field, before any work.
    @Test func badDotsAreRefused() {
        var options = DrawOptions(lines: .none)
        options.tone = HatchOptions(style: .stipple)
        options.tone?.dots = -5
        #expect { try options.validate() } throws: { error in
            "\(error)".contains("tone.dots") || (error as? LocalizedError)?.errorDescription?.contains("tone.dots") == true
        }
    }
}
