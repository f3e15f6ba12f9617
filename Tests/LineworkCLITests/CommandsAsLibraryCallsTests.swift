import Foundation
import Linework
import LineworkAnimation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkPose
import LineworkRender
import LineworkSaliency
import Testing

/// A library caller reproduces a command's output with one call: `PhotoCropper` writes the bytes
/// `linework crop` writes, `PhotoAnimation` the SVG `linework animate --svg` writes, and
/// `LineDrawing` with `weight: .pose` (no mask given) the drawing `linework draw --weight pose`
/// makes. The command only maps its flags onto these types.
struct CommandsAsLibraryCallsTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path

    @Test(arguments: [(["16:9"], "c.png", nil, 92), (["1:1", "4:5"], "c.jpg", 120, 70), (["3:2"], "c.jpeg", 64, 100)])
    func cropperWritesWhatCropWrites(aspects: [String], name: String, size: Int?, quality: Int) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(name).path
        var arguments = ["crop", Self.photo, "--aspect", aspects.joined(separator: ","), "--output", output,
                         "--quality", "\(quality)", "--no-faces"]
        if let size { arguments += ["--size", "\(size)"] }
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")

        var options = CropOptions(aspects: try aspects.map { try AspectRatio(parsing: $0) })
        options.usesFaces = false
        options.thumbnailSide = size
        options.jpegQuality = quality
        let crops = try PhotoCropper(options: options).crops(ofImageAt: Self.photo, output: output)
        #expect(crops.count == aspects.count)
        for crop in crops {
            #expect(try Data(contentsOf: URL(fileURLWithPath: crop.path)) == Data(crop.bytes), "\(crop.path)")
            if let size {
                let decoded = try ImageDecoder().decode(path: crop.path)
                #expect(max(decoded.width, decoded.height) <= size)
                #expect(decoded.width * crop.aspect.height == decoded.height * crop.aspect.width, "ratio kept exact")
            }
        }
    }

    @Test func thumbnailSidesKeepTheRatioExact() throws {
        #expect(SaliencyCrop.thumbnailSide(ratio: try AspectRatio(width: 16, height: 9), maximumSide: 120) == 112)
        #expect(SaliencyCrop.thumbnailSide(ratio: try AspectRatio(width: 1, height: 1), maximumSide: 120) == 120)
        // Smaller than the reduced ratio's terms (21:9 is 7:3): one step of it, never zero.
        #expect(SaliencyCrop.thumbnailSide(ratio: try AspectRatio(width: 21, height: 9), maximumSide: 5) == 7)
    }

    @Test func cropOptionsNameTheFieldAtFault() throws {
        let square = try AspectRatio(parsing: "1:1")
        for (options, field) in [(CropOptions(aspects: []), "aspects"), (CropOptions(aspects: [square, square]), "aspects"),
                                 ({ var o = CropOptions(aspects: [square]); o.jpegQuality = 0; return o }(), "jpegQuality"),
                                 ({ var o = CropOptions(aspects: [square]); o.thumbnailSide = 0; return o }(), "thumbnailSide")] {
            #expect { try PhotoCropper(options: options) } throws: { error in
                guard case LineworkError.invalidOption(let name, _, _) = error else { return false }
                return name == field
            }
        }
        #expect(throws: LineworkError.self) { try PhotoCropper(options: CropOptions(aspects: [square])).outputs(for: "x.gif") }
    }

    @Test func animationWritesWhatAnimateWrites() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.svg").path
        let result = try CLI.run(["animate", Self.photo, "--svg", path, "--seconds", "3", "--style", "both",
                                  "--no-faces", "--max-dimension", "200"])
        #expect(result.status == 0, "\(result.stderr)")

        var options = AnimationOptions()
        options.seconds = 3
        options.style = .both
        options.usesFaces = false
        options.drawing.contour.maximumImageDimension = 200
        var animation = try PhotoAnimation(input: Self.photo, options: options, makesVideo: false, makesSVG: true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(try animation.animatedSVG()))
    }

    @Test func animationOptionsResolveTheFormatsDefaultsAndNameTheFieldAtFault() throws {
        var options = AnimationOptions()
        #expect(try options.resolvedFramesPerSecond(for: .gif) == 12)
        #expect(try options.resolvedFramesPerSecond(for: .mp4) == 30)
        #expect(try options.resolvedFrameSize(for: .gif) == PixelSize(width: 480, height: 270))
        options.aspect = try AspectRatio(parsing: "9:16")
        #expect(try options.resolvedFrameSize(for: .mp4) == PixelSize(width: 720, height: 1280))
        options.frameSize = PixelSize(width: 640, height: 480)
        #expect { try options.resolvedFrameSize(for: .mp4) } throws: { error in
            guard case LineworkError.invalidOption(let name, _, _) = error else { return false }
            return name == "aspect"
        }
        options.aspect = nil
        options.frameSize = PixelSize(width: 1, height: 480)
        #expect(throws: LineworkError.self) { try options.resolvedFrameSize(for: .mp4) }
        options.framesPerSecond = 61
        #expect(throws: LineworkError.self) { try options.resolvedFramesPerSecond(for: .mp4) }
        options.seconds = .nan
        #expect(throws: LineworkError.self) { try options.validate() }
        #expect(throws: LineworkError.self) { try PixelSize(parsing: "12x") }
        #expect(try PixelSize(parsing: "1080X1920") == PixelSize(width: 1080, height: 1920))
    }

    @Test(.enabled(if: CLI.modelFolderHolds(["pose_landmark_full.tflite", "pose_detection.tflite"]),
                   "the pose model is not installed (Scripts/install-pose-model)"))
    func poseWeightedDrawingNeedsNoMaskFromTheCaller() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("d.svg").path
        let result = try CLI.run(["draw", Self.photo, "--svg", path, "--weight", "pose", "--max-dimension", "200"])
        #expect(result.status == 0, "\(result.stderr)")
        var options = DrawOptions()
        options.weight = .pose
        options.contour.maximumImageDimension = 200
        let drawing = try LineDrawing(imageAt: Self.photo, options: options)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(try drawing.rendered(as: .svg)))
    }
}

/// `info`, and the people commands' overlays: `ImageInfo` and `PeopleFigure` give the command's bytes.
struct PeopleAndInfoAsLibraryCallsTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path

    @Test func imageInfoWritesWhatInfoWrites() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("i.json").path
        let result = try CLI.run(["info", Self.photo, "--json", path])
        #expect(result.status == 0, "\(result.stderr)")
        let info = ImageInfo(try ImageDecoder().decode(path: Self.photo))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try info.jsonText()))
        #expect(result.stdout == info.summary(of: Self.photo) + "\n")
    }

    @Test(.enabled(if: CLI.modelFolderHolds(["face_detection_short_range.tflite", "face_landmark.tflite", "iris_landmark.tflite",
                                             "pose_landmark_full.tflite", "pose_detection.tflite"]),
                   "the face and pose models are not installed (Scripts/install-pose-model)"))
    func peopleFigureDrawsWhatTheOverlaysDraw() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixels = try ImageDecoder().decode(path: Self.photo).pixels
        let photo = pixels.eightBit
        let figures: [(arguments: [String], scene: () throws -> Scene)] = [
            (["pose"], { PeopleFigure.scene(photo: photo, pose: try PoseRequest().perform(on: pixels)) }),
            (["faces"], { PeopleFigure.scene(photo: photo, faces: try FaceRequest().perform(on: pixels)) }),
            (["faces", "--landmarks"], { PeopleFigure.scene(photo: photo, landmarks: try FaceLandmarksRequest().perform(on: pixels)) }),
        ]
        for (index, figure) in figures.enumerated() {
            let path = folder.appendingPathComponent("o\(index).svg").path
            let result = try CLI.run([figure.arguments[0], Self.photo, "--overlay", path] + figure.arguments.dropFirst())
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = try SceneRenderer.render(try figure.scene(), as: .svg)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes), "\(figure.arguments)")
        }
    }
}
