import LineworkCore
import Testing

/// One intersection over union (`BoxOverlap`) behind both rectangle types. It must give, bit
/// for bit, what each of the copies it replaced gave (written out below as they were), since
/// the evaluation fixtures and the sweep's de-duplication compare exact values.
struct BoxOverlapTests {
    /// Sweep's `intersectionOverUnion(_:_:)` and NormalizedRect's method, as they were.
    static func formerSweep(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        guard w > 0, h > 0 else { return 0 }
        let intersection = w * h
        let union = a.width * a.height + b.width * b.height - intersection
        return union > 0 ? intersection / union : 0
    }

    /// Evaluation's `ObjectBox.intersectionOverUnion(_:)`, as it was.
    static func formerObjectBox(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        let overlapWidth = max(0, min(a.x + a.width, b.x + b.width) - max(a.x, b.x))
        let overlapHeight = max(0, min(a.y + a.height, b.y + b.height) - max(a.y, b.y))
        let overlap = overlapWidth * overlapHeight
        let union = a.area + b.area - overlap
        return union > 0 ? overlap / union : 0
    }

    /// The pose detector's `Float` IoU over edges, as it was.
    static func formerDetection(_ a: (Float, Float, Float, Float), _ b: (Float, Float, Float, Float)) -> Float {
        let width = min(a.2, b.2) - max(a.0, b.0), height = min(a.3, b.3) - max(a.1, b.1)
        guard width > 0 && height > 0 else { return 0 }
        let intersection = width * height
        let union = (a.2 - a.0) * (a.3 - a.1) + (b.2 - b.0) * (b.3 - b.1) - intersection
        return union > 0 ? intersection / union : 0
    }

    /// Boxes on a coarse grid (touching, nested, equal and empty boxes are common) and at
    /// random fractions.
    static func boxes(seed: UInt64) -> [BoundingBox] {
        var generator = SplitMix64(seed: seed)
        return (0..<300).map { k in
            if k % 2 == 0 {
                return BoundingBox(x: Double(Int.random(in: 0...6, using: &generator)), y: Double(Int.random(in: 0...6, using: &generator)),
                                   width: Double(Int.random(in: 0...4, using: &generator)), height: Double(Int.random(in: 0...4, using: &generator)))
            }
            return BoundingBox(x: .random(in: 0...1, using: &generator), y: .random(in: 0...1, using: &generator),
                               width: .random(in: 0...0.7, using: &generator), height: .random(in: 0...0.7, using: &generator))
        }
    }

    @Test func pixelBoxesGiveWhatEveryFormerCopyGave() {
        let boxes = Self.boxes(seed: 1)
        for (a, b) in zip(boxes, boxes.dropFirst() + boxes.prefix(1)) {
            let iou = a.intersectionOverUnion(b)
            #expect(iou.bitPattern == Self.formerSweep(a, b).bitPattern)
            #expect(iou.bitPattern == Self.formerObjectBox(a, b).bitPattern)
            #expect(iou == b.intersectionOverUnion(a))
            #expect(iou >= 0 && iou <= 1)
        }
    }

    @Test func normalizedRectsGiveWhatTheirFormerCopyGave() {
        let boxes = Self.boxes(seed: 2)
        for (a, b) in zip(boxes, boxes.dropFirst()) {
            let (p, q) = (NormalizedRect(x: a.x, y: a.y, width: a.width, height: a.height),
                          NormalizedRect(x: b.x, y: b.y, width: b.width, height: b.height))
            #expect(p.intersectionOverUnion(q).bitPattern == Self.formerSweep(a, b).bitPattern)
        }
    }

    @Test func floatEdgesGiveWhatTheDetectorsCopyGave() {
        for (a, b) in zip(Self.boxes(seed: 3), Self.boxes(seed: 4)) {
            let p = (Float(a.x), Float(a.y), Float(a.x + a.width), Float(a.y + a.height))
            let q = (Float(b.x), Float(b.y), Float(b.x + b.width), Float(b.y + b.height))
            let iou = BoxOverlap.intersectionOverUnion((p.0, p.1, p.2, p.3, (p.2 - p.0) * (p.3 - p.1)),
                                                       (q.0, q.1, q.2, q.3, (q.2 - q.0) * (q.3 - q.1)))
            #expect(iou.bitPattern == Self.formerDetection(p, q).bitPattern)
        }
    }

    @Test func literalOverlaps() {
        let a = BoundingBox(x: 0, y: 0, width: 2, height: 2)
        #expect(a.intersectionOverUnion(BoundingBox(x: 1, y: 1, width: 2, height: 2)) == 1.0 / 7)
        #expect(a.intersectionOverUnion(BoundingBox(x: 2, y: 0, width: 2, height: 2)) == 0)   // touching
        #expect(BoundingBox(x: 3, y: 3, width: 0, height: 0).intersectionOverUnion(BoundingBox(x: 3, y: 3, width: 0, height: 0)) == 0)
        #expect(NormalizedRect(x: 0, y: 0, width: 1, height: 1).intersectionOverUnion(NormalizedRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)) == 0.25)
    }

    /// Normalised (lower-left origin, y up) and pixel (top-left origin, y down) rectangles
    /// convert into each other.
    @Test func conversionsBetweenNormalisedAndPixels() {
        let whole = NormalizedRect(x: 0, y: 0, width: 1, height: 1)
        #expect(whole.pixels(imageWidth: 640, imageHeight: 480) == BoundingBox(x: 0, y: 0, width: 640, height: 480))
        // The top-left quarter: normalised y 0.5…1 (upper half), pixel rows 0…240.
        let quarter = BoundingBox(x: 0, y: 0, width: 320, height: 240)
        #expect(quarter.normalized(imageWidth: 640, imageHeight: 480) == NormalizedRect(x: 0, y: 0.5, width: 0.5, height: 0.5))
        #expect(NormalizedRect(x: 0, y: 0.5, width: 0.5, height: 0.5).pixels(imageWidth: 640, imageHeight: 480) == quarter)
        for box in Self.boxes(seed: 5) {
            let back = box.normalized(imageWidth: 7, imageHeight: 9).pixels(imageWidth: 7, imageHeight: 9)
            #expect(abs(back.x - box.x) < 1e-12 && abs(back.y - box.y) < 1e-12)
            #expect(abs(back.width - box.width) < 1e-12 && abs(back.height - box.height) < 1e-12)
        }
    }
}
