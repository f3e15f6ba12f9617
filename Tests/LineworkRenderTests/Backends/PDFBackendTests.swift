import Foundation
import LineworkCodecs
import LineworkImage
import Testing

@testable import LineworkRender

struct PDFBackendTests {
    /// poppler's rasteriser, where installed (`Scripts/run-tests` installs poppler-utils).
    static let pdftoppm = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test func pdfIsReproducible() throws {
        let scene = TestSupport.twoLayerScene()
        let first = try SceneRenderer.render(scene, as: .pdf)
        #expect(first.starts(with: Array("%PDF-".utf8)))
        #expect(!String(decoding: first, as: UTF8.self).contains("CreationDate"))
        #expect(try SceneRenderer.render(scene, as: .pdf) == first)
    }

    @Test func pageHasThePaperSize() throws {
        let scene = TestSupport.twoLayerScene(canvas: .page(Page(size: .a3, orientation: .landscape)))
        let text = String(decoding: try SceneRenderer.render(scene, as: .pdf), as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 1190.551181 841.889764 ]"))  // 420 × 297 mm
    }

    @Test(.enabled(if: pdftoppm != nil, "pdftoppm is not installed (apt-get install poppler-utils)"))
    func popplerRendersANonBlankPage() throws {
        let pdftoppm = try #require(Self.pdftoppm)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linework-pdf-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("scene.pdf").path
        try SceneRenderer.write(TestSupport.twoLayerScene(), to: pdf)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: pdftoppm)
        process.arguments = ["-png", "-r", "96", "-singlefile", pdf, folder.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)

        let decoded = try ImageDecoder().decode(path: folder.appendingPathComponent("page.png").path)
        guard case .uint8(let page) = decoded.pixels else { Issue.record("expected 8-bit"); return }
        // 64 × 48 px at 0.75 pt each, rendered at 96 dpi: the source size again.
        #expect((page.width, page.height) == (64, 48))
        // The paper tint fills the corner, the ink outline darkens the top edge.
        #expect(TestSupport.close(TestSupport.pixel(page, 0, 0), [0xF6, 0xF1, 0xE7], tolerance: 4))
        #expect(TestSupport.pixel(page, 30, 4)[0] < 100)
    }
}
