import LineworkCodecs
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkRender

struct PNGBackendTests {
    @Test func twoLayerSceneMatchesGolden() throws {
        let image = try SceneRenderer.rasterize(TestSupport.twoLayerScene(canvas: .imageSize(scale: 2)))
        #expect((image.width, image.height, image.channels) == (128, 96, 3))
        try TestSupport.assertGolden(image, named: "two-layers@2x.png")
    }

    @Test func pngBytesDecodeToTheRasterizedPixels() throws {
        let scene = TestSupport.twoLayerScene()
        let decoded = try ImageDecoder().decode(bytes: try SceneRenderer.render(scene, as: .png), path: "memory")
        #expect(decoded.sourceChannels == 3, "an opaque canvas is written as RGB")
        #expect(decoded.pixels == .uint8(try SceneRenderer.rasterize(scene)))
        #expect(try SceneRenderer.render(scene, as: .png) == SceneRenderer.render(scene, as: .png))
    }

    @Test func transparentBackgroundKeepsStraightAlpha() throws {
        // A half-transparent red square on nothing: straight alpha means the colour stays pure red.
        let square = ScenePath(
            polyline: [ScenePoint(-0.5, -0.5), ScenePoint(3.5, -0.5), ScenePoint(3.5, 3.5), ScenePoint(-0.5, 3.5)],
            isClosed: true, style: PathStyle(stroke: nil, fill: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let scene = Scene(width: 8, height: 8, layers: [Layer(id: "a", label: "A", paths: [square])])
        let image = try SceneRenderer.rasterize(scene)
        #expect(image.channels == 4)
        #expect(TestSupport.pixel(image, 1, 1) == [255, 0, 0, 128])
        #expect(TestSupport.pixel(image, 6, 6) == [0, 0, 0, 0])
        let decoded = try ImageDecoder().decode(bytes: try SceneRenderer.render(scene, as: .png), path: "memory")
        #expect(decoded.sourceChannels == 4)
    }

    @Test func pixelCentresAreAtIntegers() throws {
        // A 1-px-wide vertical line along x = 2 covers exactly pixel column 2.
        let line = ScenePath(polyline: [ScenePoint(2, -0.5), ScenePoint(2, 4.5)], isClosed: false,
                             style: PathStyle(stroke: .black, width: .pixels(1), lineCap: .butt))
        let image = try SceneRenderer.rasterize(
            Scene(width: 5, height: 4, background: .white, layers: [Layer(id: "a", label: "A", paths: [line])]))
        #expect((0..<5).map { TestSupport.pixel(image, $0, 1)[0] } == [255, 255, 0, 255, 255])
    }

    @Test func pathWithoutStrokeOrFillDoesNotLeakIntoTheNextPath() throws {
        // Regression: an invisible path stayed in the Cairo context, so the next path's stroke
        // also drew its geometry (here a black line along row 2).
        let invisible = ScenePath(polyline: [ScenePoint(0, 2), ScenePoint(9, 2)], isClosed: false,
                                  style: PathStyle(stroke: nil, fill: nil))
        let dot = ScenePath([Subpath(start: ScenePoint(7, 7))], style: PathStyle(stroke: .black, width: .pixels(2)))
        let image = try SceneRenderer.rasterize(
            Scene(width: 10, height: 10, background: .white, layers: [Layer(id: "a", label: "A", paths: [invisible, dot])]))
        #expect(TestSupport.pixel(image, 4, 2) == [255, 255, 255])
        #expect(TestSupport.pixel(image, 7, 7) == [0, 0, 0])
    }

    @Test func imageCanvasSizeFollowsTheScale() throws {
        let image = try SceneRenderer.rasterize(Scene(width: 10, height: 7, canvas: .imageSize(scale: 1.5), background: .white))
        #expect((image.width, image.height) == (15, 11))
    }

    @Test func pageCanvasIsRasterisedAtItsDPI() throws {
        let page = Page(size: .a4, rasterDPI: 72)
        let image = try SceneRenderer.rasterize(Scene(width: 10, height: 10, canvas: .page(page), background: .white))
        #expect((image.width, image.height) == (595, 842))
    }

    @Test func bytesDoNotDependOnTheThreadCount() throws {
        let scene = TestSupport.busyScene()
        let one = try PNGBackend.render(scene, threads: 1)
        for threads in [2, 3, 8] {
            #expect(try PNGBackend.render(scene, threads: threads) == one, "\(threads) threads")
        }
    }

    /// Tiles draw only the subpaths whose reach meets them; a reach too short (a miter's
    /// point, a square cap's corner, a fill's interior) would leave a piece of a shape out of a
    /// tile, a difference of most of the 255 levels. Cairo rasterises a path cut to a tile
    /// slightly differently from the whole path (by up to 16 levels here, on about 2–4 % of the
    /// samples), hence the tolerance.
    @Test func tilesDrawWhatTheWholeCanvasDraws() throws {
        let scene = TestSupport.busyScene()
        let whole = try PNGBackend.drawnSurface(scene, tileSize: 1 << 14).unpremultipliedImage()
        for size in [32, 100] {
            let tiled = try PNGBackend.drawnSurface(scene, tileSize: size).unpremultipliedImage()
            try #require(tiled.channels == whole.channels)
            let differences = zip(tiled.samples, whole.samples).map { abs(Int($0) - Int($1)) }
            let far = differences.filter { $0 > 48 }.count
            #expect(far == 0, "\(far) samples differ by more than 48 with \(size)-pixel tiles")
        }
    }

    @Test func absurdCanvasIsRefusedWithOneLine() throws {
        let scene = Scene(width: 100_000, height: 100_000, background: .white)
        let error = try #require(throws: LineworkError.self) { try SceneRenderer.render(scene, as: .png) }
        #expect(error.description.contains("too large"))
        #expect(!error.description.contains("\n"))
    }
}
