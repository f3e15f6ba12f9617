import Foundation
import LineworkCore
import LineworkImage
import LineworkPose
import Testing

/// Face landmarks against mediapipe's own face mesh solution (Scripts/make-people-fixtures): the
/// same detector, crop and mesh model, so every region's mean point error must stay well within
/// the 3 % of the face box. The pupils come from the iris model and mediapipe's Python
/// gives irises only from its attention model, a sibling; where that reference contradicts
/// itself (its iris centre outside its own mesh's eye outline: the near-profile cameraman, the
/// quarter-turned astronaut) it is no reference, so the 2 % bound is asserted on the pupils it
/// places inside the eye, and every pupil of ours must lie at its eye (the outline's box, grown
/// by a quarter of the eye's length).
@Suite struct FaceLandmarkerTests {
    static let landmarker: FaceLandmarker? = PeopleFixtures.faceFiles.flatMap { try? FaceLandmarker(files: $0) }

    /// Per region, the mean over faces of the mean point distance as a share of the reference
    /// face box's longer side; and the same for the pupils.
    @Test(.enabled(if: PeopleFixtures.faceFiles != nil, "face landmark models not installed: run Scripts/install-pose-model"))
    func regionsAndPupilsMatchMediapipe() throws {
        let landmarker = try #require(Self.landmarker)
        var regionErrors: [FaceLandmarkRegion: [Double]] = [:], faces = 0, missed = 0
        var pupilErrors: [Double] = [], allPupilErrors: [Double] = [], ownEyeMisses = 0
        for fixture in PeopleFixtures.manifest.cases {
            let image = try PeopleFixtures.image(photo: fixture.photo, transform: fixture.transform)
            let found = try landmarker.perform(FaceLandmarksRequest(), on: image).faces
            let (w, h) = (Double(image.width), Double(image.height))
            for reference in fixture.faces {
                // Reference points in pixels (y down), and its face box's longer side.
                let points = reference.mesh.map { (x: $0[0] * w, y: $0[1] * h) }
                let side = max(points.map(\.x).max()! - points.map(\.x).min()!, points.map(\.y).max()! - points.map(\.y).min()!)
                let centre = (x: points.map(\.x).reduce(0, +) / 468, y: points.map(\.y).reduce(0, +) / 468)
                func pixel(_ p: DocumentPoint) -> (x: Double, y: Double) { (p.x * w, (1 - p.y) * h) }
                func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double { hypot(a.x - b.x, a.y - b.y) }
                let ours = found.min { a, b in
                    distance(pixel(a.points(of: .noseCrest)[5]), centre) < distance(pixel(b.points(of: .noseCrest)[5]), centre)
                }
                guard let ours, distance(pixel(ours.points(of: .noseCrest)[5]), centre) < side / 2 else { missed += 1; continue }
                faces += 1
                for region in FaceLandmarkRegion.allCases where !region.meshIndices.isEmpty {
                    let errors = zip(ours.points(of: region), region.meshIndices).map { distance(pixel($0), points[$1]) }
                    regionErrors[region, default: []].append(errors.reduce(0, +) / Double(errors.count) / side)
                }
                for (pupil, eye) in [(ours.rightPupil, FaceLandmarkRegion.rightEye), (ours.leftPupil, .leftEye)] {
                    // Lids nearly closed make the outline a sliver: within its box, grown by a quarter of its length.
                    let p = pixel(try #require(pupil)), outline = ours.points(of: eye).map(pixel)
                    let (xs, ys) = (outline.map(\.x), outline.map(\.y))
                    let margin = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!) / 4
                    let inside = p.x >= xs.min()! - margin && p.x <= xs.max()! + margin && p.y >= ys.min()! - margin && p.y <= ys.max()! + margin
                    ownEyeMisses += inside ? 0 : 1
                }
                if let iris = reference.irisCenters {
                    for (pupil, (centre, eye)) in zip([ours.rightPupil, ours.leftPupil],
                                                      zip(iris, [FaceLandmarkRegion.rightEye, .leftEye])) {
                        let point = try #require(pupil), target = (x: centre[0] * w, y: centre[1] * h)
                        let error = distance(pixel(point), target) / side
                        allPupilErrors.append(error)
                        if Self.contains(eye.meshIndices.map { points[$0] }, target) { pupilErrors.append(error) }
                    }
                }
            }
        }
        func percent(_ values: [Double]) -> String {
            String(format: "mean %.2f %%, worst %.2f %%", 100 * values.reduce(0, +) / Double(values.count), 100 * (values.max() ?? 0))
        }
        for region in FaceLandmarkRegion.allCases where !region.meshIndices.isEmpty {
            print("face landmarks vs mediapipe, \(region.rawValue): \(percent(regionErrors[region] ?? []))")
        }
        print("face landmarks vs mediapipe: \(faces) faces (\(missed) missed); pupils where mediapipe's iris is in its eye "
            + "(\(pupilErrors.count)): \(percent(pupilErrors)); all \(allPupilErrors.count): \(percent(allPupilErrors))")
        #expect(faces >= 18 && missed == 0)
        // The issue asks for 3 %; the same crop and model agree to 0.01 %, and a crop 1.25 × the box
        // instead of 1.5 × already misses 3 % on three regions, so 0.5 % guards the pipeline itself.
        for (region, errors) in regionErrors {
            #expect(errors.reduce(0, +) / Double(errors.count) <= 0.005 && errors.max()! <= 0.01, "\(region): \(percent(errors))")
        }
        #expect(pupilErrors.count >= 20 && pupilErrors.reduce(0, +) / Double(pupilErrors.count) <= 0.02, "pupils: \(percent(pupilErrors))")
        #expect(ownEyeMisses == 0, "\(ownEyeMisses) pupils outside their eye")
    }

    /// Whether `point` is inside the closed polygon `loop` (even-odd rule).
    static func contains(_ loop: [(x: Double, y: Double)], _ point: (x: Double, y: Double)) -> Bool {
        var inside = false
        for (a, b) in zip(loop, loop.dropFirst() + loop.prefix(1))
        where (a.y > point.y) != (b.y > point.y) && point.x < a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x) {
            inside.toggle()
        }
        return inside
    }

    /// A photo without faces gives no faces, and pupils are left out when not refined.
    @Test(.enabled(if: PeopleFixtures.faceFiles != nil, "face landmark models not installed: run Scripts/install-pose-model"))
    func noFacesAndUnrefinedPupils() throws {
        let landmarker = try #require(Self.landmarker)
        let coffee = try PoseFixtures.image(photo: "coffee.png", transform: "original")
        #expect(try landmarker.perform(FaceLandmarksRequest(), on: coffee).faces.isEmpty)
        let astronaut = try PoseFixtures.image(photo: "astronaut.png", transform: "original")
        let face = try #require(try landmarker.perform(FaceLandmarksRequest(refinesPupils: false), on: astronaut).faces.first)
        #expect(face.mesh.count == 468 && face.rightPupil == nil && face.points(of: .leftPupil).isEmpty)
        #expect(face.regions.count == FaceLandmarkRegion.allCases.count - 2)
    }

    /// The person's right eye is on the image's left for a face looking at the camera, the brows
    /// are above the eyes, the lips below the nose tip, and each pupil lies inside its eye.
    @Test(.enabled(if: PeopleFixtures.faceFiles != nil, "face landmark models not installed: run Scripts/install-pose-model"))
    func regionsSitWhereVisionPutsThem() throws {
        let landmarker = try #require(Self.landmarker)
        let astronaut = try PoseFixtures.image(photo: "astronaut.png", transform: "original")
        let face = try #require(try landmarker.perform(FaceLandmarksRequest(), on: astronaut).faces.first)
        func mean(_ region: FaceLandmarkRegion) -> DocumentPoint {
            let points = face.points(of: region)
            return DocumentPoint(x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
        }
        #expect(mean(.rightEye).x < mean(.leftEye).x)
        #expect(mean(.rightEyebrow).y > mean(.rightEye).y && mean(.leftEyebrow).y > mean(.leftEye).y)
        #expect(mean(.outerLips).y < face.points(of: .noseCrest).last!.y)
        for (pupil, eye) in [(FaceLandmarkRegion.rightPupil, FaceLandmarkRegion.rightEye), (.leftPupil, .leftEye)] {
            let p = try #require(face.points(of: pupil).first), outline = face.points(of: eye)
            #expect(p.x > outline.map(\.x).min()! && p.x < outline.map(\.x).max()!)
            #expect(p.y > outline.map(\.y).min()! - 0.005 && p.y < outline.map(\.y).max()! + 0.005)
        }
        // Box-relative points (Vision's normalizedPoints) lie mostly inside the unit square.
        let inBox = face.pointsInBox(of: .outerLips)
        #expect(inBox.allSatisfy { (0...1).contains($0.x) && (0...1).contains($0.y) })
    }
}
