import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
import LineworkPose
import LineworkVector

/// Faces drawn as faces (issue 50, item 3; issue 53, item 4): where a face is found, its eyes,
/// pupils, brows, nose and lips are traced again, from the photo, at a finer scale and with the
/// face's own contrast, and those strokes replace the drawing's inside the feature regions.
///
/// Why the whole-picture trace loses them: at the 512 px working size a face a sixth of the
/// frame wide has eyes of 8–12 px, whose lids, iris and pupil lie closer together than the
/// edge detector's band (σc = 1 with a surround of 1.6) and the bundle merger's 2 px tolerance,
/// so they fuse or are merged away; and the picture's contrast gain (`EdgeContrastGain`) is set
/// by its strongest edges, so a face in shade or a misty copy stays under the threshold.
///
/// Per face (`FaceFinder`), in order:
/// 1. the regions (`FaceDetailRegions`): the mesh's eyes, brows, nose and lips grown by a
///    margin, or the box's ellipse when only the detector is installed;
/// 2. a square crop `cropScale` × the face box, sampled from the full-resolution photo so that
///    the face is at least `targetSide` px (at most `maximumFactor` × the working scale): the
///    finer scale;
/// 3. the edge detector on the crop, whose contrast gain is now the face's own, measured on the
///    face box alone (so neither a busy ground in the crop's corners nor the picture's
///    strongest edges set it), with ε `featureEpsilon` inside the mesh's regions (the default
///    elsewhere), traced into centre lines on the boundary as the picture's are, and merged
///    into bundles at the crop's scale;
/// 4. the strokes mapped back to working pixels (x = left + (X + ½) / f − ½) and kept inside
///    the face's regions; the picture's strokes are cut out of every region;
/// 5. with the mesh, each pupil the trace has not drawn (`pupils(of:…)`) is outlined from the
///    crop at its iris landmark (`FacePupil`).
/// Outside the regions the drawing is untouched; a picture without a face is drawn byte for
/// byte as without this stage.
struct FaceDetail: Sendable {
    /// Every face's regions, together.
    var regions: FaceDetailRegions
    /// The finer strokes inside the regions, in working pixels.
    var strokes: [ArtStroke]
    /// The faces found.
    var faceCount: Int

    /// The side, in crop pixels, the face box is scaled to at least: 160, the size of a face in
    /// a close portrait at 512 px, on which the edge detector's defaults were chosen.
    static let targetSide = 160.0
    /// The largest scale-up over the working image: 4 (a 40 px face traced at 160 px).
    static let maximumFactor = 4.0
    /// The crop's side over the face box's: 1.6, room for the regions' margins and the
    /// detector's support.
    static let cropScale = 1.6
    /// ε of the edge detector inside the mesh's regions: −0.08 (the picture's is −0.2): an L\*
    /// step of about 5 instead of 11 is a line there. Features are where fine, low-contrast
    /// lines are wanted (a lower lid, an iris's rim, the upper lip's border), and the regions
    /// keep the skin around them out. Tuned on the astronaut and the cameraman at faces of
    /// 40, 60, 150 px and full frame, full and 35 % contrast (`Scripts/run-face-drawing-benchmark`,
    /// eyes, brows and lips within 3 % of the face's width): 0.68 at −0.12, 0.71 at −0.08, 0.74
    /// at −0.05, which begins to draw the skin's pores beside the eyes and lost pupils
    /// (0.63 of them against 0.69). Scaling faces to 240 px rather than 160 (`targetSide`) drew
    /// more pupils (0.72) but fewer features (0.67).
    static let featureEpsilon = -0.08

    /// The faces of `pixels` and their finer strokes.
    ///
    /// - Parameters:
    ///   - pixels: the photo at full resolution.
    ///   - working: the working image's size.
    ///   - finder: the installed face models.
    ///   - options: the drawing's options (`edges`, `bundles`).
    /// - Returns: nil when no face is found.
    /// - Throws: `PoseError.runtime` if a model fails to run.
    static func find(in pixels: PixelBuffer, working: PixelSize, finder: FaceFinder,
                     options: DrawOptions) throws -> FaceDetail? {
        let photo = pixels.eightBit
        let faces = try finder.faces(in: photo)
        guard !faces.isEmpty else { return nil }
        let (ww, wh) = (Double(working.width), Double(working.height))
        let toWorking = { (p: DocumentPoint) in Point2(p.x * ww - 0.5, (1 - p.y) * wh - 0.5) }
        var all = FaceDetailRegions(width: working.width, height: working.height)
        var strokes: [ArtStroke] = []
        for face in faces {
            let box = face.face.boundingBox
            let side = max(box.width * ww, box.height * wh)
            guard side >= 4 else { continue }
            var regions = FaceDetailRegions(width: working.width, height: working.height)
            regions.add(face, side: side, toWorking: toWorking)
            guard !regions.isEmpty else { continue }
            let factor = min(maximumFactor, max(1, targetSide / side))
            let centre = toWorking(DocumentPoint(x: box.x + box.width / 2, y: box.y + box.height / 2)) + 0.5
            let crop = FaceCrop(photo: photo, working: working, centre: centre, side: cropScale * side, factor: factor)
            var edges = options.edges
            if face.mesh.count == FaceMeshPoint.count { edges.epsilon = featureEpsilon }
            // The line test follows the face's own contrast, not that of the ground in the
            // crop's corners: the gain is measured on the face box alone.
            let inner = crop.window(centre: centre, side: side)
            let map = try EdgeRequest(options: edges).perform(on: crop.image, gainFrom: inner)
            var traced = StrokeSet(imageSize: working, workingSize: PixelSize(width: crop.image.width, height: crop.image.height),
                                   settingNames: ["edges"],
                                   strokes: LineSourceTrace.edgeStrokes(of: map, epsilon: edges.epsilon)
                                       .map { ArtStroke(points: $0.points, closed: $0.closed) })
            if let merger = options.bundles { traced = traced.mergingBundles(merger).0 }
            traced.workingSize = working
            traced.strokes = traced.strokes.map { stroke in
                ArtStroke(points: stroke.points.map(crop.workingPoint), closed: stroke.closed)
            }
            let kept = traced.restricted(to: regions.contains).strokes
            strokes += kept
            if face.mesh.count == FaceMeshPoint.count {
                strokes += pupils(of: face, crop: crop, spread: spread(of: Luminance.gray(inner)), drawn: kept,
                                  minimumLength: options.art.vector.minimumLength, toWorking: toWorking)
            }
            all.formUnion(regions)
        }
        guard !all.isEmpty else { return nil }
        return FaceDetail(regions: all, strokes: strokes, faceCount: faces.count)
    }
}
