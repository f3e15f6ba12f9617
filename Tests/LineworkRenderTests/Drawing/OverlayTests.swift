import LineworkCore
import LineworkImage
import Testing

@testable import LineworkRender

struct OverlayTests {
    private let white = [255, 255, 255]

    @Test func heatmapIsUpsampledAndColourMapped() throws {
        // Hot top-left cell, cold elsewhere; borders clamp, so the corners keep the cell values.
        let map = FloatImage(validWidth: 2, height: 2, samples: [1, 0, 0, 0])
        let scene = Scene(width: 40, height: 40, background: .white,
                          overlays: [.heatmap(HeatmapOverlay(map: map, colorMap: .viridis, blend: .alpha(1)))])
        let image = try SceneRenderer.rasterize(scene)
        #expect(TestSupport.close(TestSupport.pixel(image, 0, 0), [253, 231, 37]))
        #expect(TestSupport.close(TestSupport.pixel(image, 39, 39), [68, 1, 84]))
        // Bilinear: halfway down the left edge lies between hot and cold (viridis's green rises).
        let middle = TestSupport.pixel(image, 0, 20)
        #expect(middle[1] > 60 && middle[1] < 200)
    }

    @Test func valueAlphaLeavesColdAreasUntouched() throws {
        let map = FloatImage(validWidth: 2, height: 1, samples: [0, 1])
        let scene = Scene(width: 20, height: 10, background: .white,
                          overlays: [.heatmap(HeatmapOverlay(map: map, colorMap: .jet, blend: .valueAlpha(1)))])
        let image = try SceneRenderer.rasterize(scene)
        #expect(TestSupport.pixel(image, 0, 5) == white)
        #expect(TestSupport.close(TestSupport.pixel(image, 19, 5), [128, 0, 0]))  // jet(1) = (0.5, 0, 0)
    }

    @Test func hueBlendKeepsThePhotoLuminosity() throws {
        let red = Image<UInt8>(validWidth: 4, height: 4, channels: 3, samples: Array(repeating: [200, 60, 60], count: 16).flatMap { $0 })
        let map = FloatImage(validWidth: 1, height: 1, samples: [0.5])  // jet(0.5): green
        let scene = Scene(width: 4, height: 4, background: .photo(red, fade: 0),
                          overlays: [.heatmap(HeatmapOverlay(map: map, colorMap: .jet, blend: .hue(1)))])
        let p = TestSupport.pixel(try SceneRenderer.rasterize(scene), 2, 2)
        #expect(p[1] > p[0] && p[1] > p[2], "the hue turns green: \(p)")
        let luminosity = { (c: [Int]) in 0.3 * Double(c[0]) + 0.59 * Double(c[1]) + 0.11 * Double(c[2]) }
        #expect(abs(luminosity(p) - luminosity([200, 60, 60])) < 3)
    }

    @Test func boxWithLowerLeftOriginIsDrawnAtTheBottom() throws {
        // Vision's (0, 0, 0.5, 0.5) is the bottom-left quarter: x 0…20, y 15…30 in a 40 × 30 image.
        let box = SalientBox(boundingBox: NormalizedRect(x: 0, y: 0, width: 0.5, height: 0.5))
        let blue = Color(red: 0, green: 0, blue: 1)
        let scene = Scene(width: 40, height: 30, background: .white, overlays: [
            .boxes(BoxOverlay(boxes: [box], color: blue, lineWidth: .pixels(2), showsConfidence: false)),
        ])
        let image = try SceneRenderer.rasterize(scene)
        let ink = [0, 0, 255]
        // The stroke lies inside the box: its outer edge is the box edge.
        for (x, y) in [(0, 29), (10, 29), (10, 28), (10, 15), (10, 16), (0, 20), (1, 20), (19, 20), (18, 20)] {
            #expect(TestSupport.pixel(image, x, y) == ink, "(\(x), \(y)) is on the box")
        }
        for (x, y) in [(10, 27), (10, 14), (10, 0), (20, 20), (2, 20), (25, 29)] {
            #expect(TestSupport.pixel(image, x, y) == white, "(\(x), \(y)) is off the box")
        }
    }

    @Test func confidenceTagSitsInsideTheTopLeftCorner() throws {
        let box = SalientBox(boundingBox: NormalizedRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), confidence: 0.87)
        let plain = Scene(width: 200, height: 200, background: .white, overlays: [
            .boxes(BoxOverlay(boxes: [box], color: .black, showsConfidence: false)),
        ])
        var labelled = plain
        labelled.overlays = [.boxes(BoxOverlay(boxes: [box], color: .black))]
        let (a, b) = (try SceneRenderer.rasterize(plain), try SceneRenderer.rasterize(labelled))
        var changed: [(Int, Int)] = []
        for y in 0..<200 { for x in 0..<200 where TestSupport.pixel(a, x, y) != TestSupport.pixel(b, x, y) { changed.append((x, y)) } }
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { $0.0 >= 50 && $0.0 < 100 && $0.1 >= 50 && $0.1 < 70 })
        #expect(SceneDrawer.format(0.87) == "0.87")
        #expect(SceneDrawer.format(0.05) == "0.05")
        #expect(SceneDrawer.format(1) == "1.00")
    }

    @Test func poseDrawsConfidentJointsAndBones() throws {
        let person = PosePerson(joints: [
            "nose": PoseJoint(x: 0.5, y: 0.75, confidence: 0.9),  // scene (19.5, 9.5): near the top
            "neck": PoseJoint(x: 0.5, y: 0.25, confidence: 0.9),
            "leftShoulder": PoseJoint(x: 0.9, y: 0.25, confidence: 0.05),  // below the cut-off
        ])
        let scene = Scene(width: 40, height: 40, background: .white, overlays: [
            .pose(PoseOverlay(people: [person], lineWidth: .pixels(2), jointRadius: .pixels(3))),
        ])
        let image = try SceneRenderer.rasterize(scene)
        let face = [0xCC, 0x79, 0xA7]
        #expect(TestSupport.close(TestSupport.pixel(image, 19, 9), face), "nose dot")
        #expect(TestSupport.close(TestSupport.pixel(image, 19, 19), face), "nose–neck bone")
        #expect(TestSupport.pixel(image, 35, 29) == white, "unconfident shoulder")
        #expect(TestSupport.pixel(image, 27, 29) == white, "no neck–shoulder bone")
    }

    @Test func normalizedRectFlipsY() {
        let r = NormalizedRect(x: 0.25, y: 0, width: 0.5, height: 0.25).sceneRect(imageWidth: 100, imageHeight: 40)
        #expect(r.x == 24.5 && r.y == 29.5 && r.width == 50 && r.height == 10)
    }
}
