import Foundation
import LineworkCodecs
import LineworkImage
import Testing
@testable import LineworkSaliency

/// Spectral residual against OpenCV contrib's `StaticSaliencySpectralResidual` on the bundled
/// photos (golden maps from Scripts/make-saliency-fixtures): Pearson CC ≥ 0.8 per photo.
/// OpenCV squashes every photo to 64 × 64 and Linework keeps the aspect ratio, so the maps are
/// close but not identical; CC measures agreement of where the map is high.
struct SpectralResidualTests {
    struct Manifest: Decodable {
        struct Photo: Decodable { let golden: String; let width: Int; let height: Int }
        let photos: [String: Photo]
    }

    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Gallery/inputs")
    static let manifest = try! JSONDecoder().decode(
        Manifest.self, from: Data(contentsOf: fixtures.appendingPathComponent("spectral-residual.json")))

    @Test(arguments: manifest.photos.keys.sorted())
    func correlatesWithOpenCV(photo: String) throws {
        let entry = Self.manifest.photos[photo]!
        let golden = Luminance.grayUnit(try ImageDecoder().decode(path: Self.fixtures.appendingPathComponent(entry.golden).path).pixels)
        let decoded = try ImageDecoder().decode(path: Self.gallery.appendingPathComponent(photo).path)
        let observation = try SaliencyRequest(model: .spectralResidual).perform(on: decoded.pixels)
        let ours = try observation.map(width: golden.width, height: golden.height)
        let cc = Self.pearson(ours.samples, golden.samples)
        print("spectral-residual CC vs OpenCV, \(photo): \(cc)")
        #expect(cc >= 0.8, "\(photo): CC \(cc)")
    }

    static func pearson(_ a: [Float], _ b: [Float]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0.0) { $0 + Double($1) } / n, mb = b.reduce(0.0) { $0 + Double($1) } / n
        var sab = 0.0, saa = 0.0, sbb = 0.0
        for i in 0..<a.count {
            let da = Double(a[i]) - ma, db = Double(b[i]) - mb
            sab += da * db; saa += da * da; sbb += db * db
        }
        return sab / (saa * sbb).squareRoot()
    }
}
