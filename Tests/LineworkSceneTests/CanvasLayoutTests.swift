import Testing

@testable import LineworkScene

struct CanvasLayoutTests {
    @Test func imageCanvasMapsPixelCornersToTheEdges() {
        let scene = Scene(width: 100, height: 50, canvas: .imageSize(scale: 2))
        let raster = CanvasLayout(scene: scene, device: .raster)
        #expect((raster.width, raster.height, raster.scale) == (200, 100, 2))
        let pdf = CanvasLayout(scene: scene, device: .pdf)
        #expect((pdf.width, pdf.height, pdf.scale) == (150, 75, 1.5))  // CSS pixels are 0.75 pt
        let svg = CanvasLayout(scene: scene, device: .svg)
        #expect((svg.width, svg.height) == (200, 100))
    }

    @Test func pageFitsInsideTheMarginsAndCentres() {
        // A square drawing on portrait A4 with 15 mm margins: width-limited, centred vertically.
        let scene = Scene(width: 100, height: 100, canvas: .page(Page(size: .a4, marginMillimetres: 15)))
        let layout = CanvasLayout(scene: scene, device: .pdf)
        let mm = CanvasLayout.pointsPerMillimetre
        #expect(abs(layout.width - 210 * mm) < 1e-9 && abs(layout.height - 297 * mm) < 1e-9)
        #expect(abs(layout.scale * 100 - 180 * mm) < 1e-9)
        #expect(abs(layout.originX - 15 * mm) < 1e-9)
        #expect(abs(layout.originY - (297 - 180) / 2 * mm) < 1e-9)
    }

    @Test func landscapeSwapsTheSides() {
        let scene = Scene(width: 10, height: 10, canvas: .page(Page(size: .letter, orientation: .landscape)))
        let layout = CanvasLayout(scene: scene, device: .pdf)
        #expect(abs(layout.width - 792) < 1e-9 && abs(layout.height - 612) < 1e-9)
    }

    @Test func millimetreWidthsAreConstantOnTheOutput() {
        // 1 mm on a 2× image canvas: 96 / 25.4 CSS px on the output, half that in scene pixels.
        let scene = Scene(width: 10, height: 10, canvas: .imageSize(scale: 2))
        let layout = CanvasLayout(scene: scene, device: .raster)
        #expect(abs(layout.scenePixels(.millimetres(1), sceneWidth: 10, sceneHeight: 10) - 96 / 25.4 / 2) < 1e-9)
        #expect(layout.scenePixels(.relative(0.1), sceneWidth: 10, sceneHeight: 30) == 3)
    }
}
