/// An SSD anchor: a prior box in normalised input coordinates ([0, 1], y down).
public struct SSDAnchor: Sendable, Equatable {
    /// Centre x, 0…1 across the input.
    public var xCenter: Float
    /// Centre y, 0…1 down the input.
    public var yCenter: Float
    /// Width, as a fraction of the input's width.
    public var width: Float
    /// Height, as a fraction of the input's height.
    public var height: Float

    /// Creates an anchor from its normalised centre and size.
    public init(xCenter: Float, yCenter: Float, width: Float, height: Float) {
        self.xCenter = xCenter
        self.yCenter = yCenter
        self.width = width
        self.height = height
    }
}

/// The anchor grid of a single-shot detector (Liu et al. 2016, "SSD", §2.2), in mediapipe's
/// variant (`SsdAnchorsCalculator`), which the BlazePose detector was trained with.
public struct SSDAnchorOptions: Sendable, Equatable {
    /// The model input's width in pixels.
    public var inputWidth: Int
    /// The model input's height in pixels.
    public var inputHeight: Int
    /// One stride per layer; consecutive layers with the same stride share one feature map.
    public var strides: [Int]
    /// Anchor scale of the first layer, as a fraction of the input.
    public var minScale: Float
    /// Anchor scale of the last layer, as a fraction of the input.
    public var maxScale: Float
    /// The width-to-height ratios of each layer's anchors.
    public var aspectRatios: [Float]
    /// Aspect ratio of the extra anchor between this layer's scale and the next; 0 for none.
    public var interpolatedScaleAspectRatio: Float
    /// Anchor centres sit at (cell + offset) / cells.
    public var anchorOffset: Float
    /// When true every anchor is 1 × 1, so box sizes are predicted in input units.
    public var fixedAnchorSize: Bool

    /// BlazePose's detector: 224 × 224 input, strides 8, 16, 32, 32, 32, fixed-size anchors —
    /// 28² × 2 + 14² × 2 + 7² × 6 = 2254 anchors, the model's box count.
    public static let blazePose = SSDAnchorOptions(
        inputWidth: 224, inputHeight: 224, strides: [8, 16, 32, 32, 32], minScale: 0.1484375, maxScale: 0.75,
        aspectRatios: [1], interpolatedScaleAspectRatio: 1, anchorOffset: 0.5, fixedAnchorSize: true)

    /// BlazeFace's short-range detector: 128 × 128 input, strides 8, 16, 16, 16, fixed-size
    /// anchors — 16² × 2 + 8² × 6 = 896 anchors, the model's box count.
    public static let blazeFaceShortRange = SSDAnchorOptions(
        inputWidth: 128, inputHeight: 128, strides: [8, 16, 16, 16], minScale: 0.1484375, maxScale: 0.75,
        aspectRatios: [1], interpolatedScaleAspectRatio: 1, anchorOffset: 0.5, fixedAnchorSize: true)

    /// The anchors in the model's output order: layer by layer, then row, column, anchor.
    public func anchors() -> [SSDAnchor] {
        var anchors: [SSDAnchor] = []
        var layer = 0
        while layer < strides.count {
            // Layers sharing a stride are stacked on one feature map.
            var sizes: [(width: Float, height: Float)] = []
            var last = layer
            while last < strides.count && strides[last] == strides[layer] {
                let scale = self.scale(last)
                for ratio in aspectRatios {
                    sizes.append((scale * ratio.squareRoot(), scale / ratio.squareRoot()))
                }
                if interpolatedScaleAspectRatio > 0 {
                    let next = last == strides.count - 1 ? 1 : self.scale(last + 1)
                    let interpolated = (scale * next).squareRoot(), ratio = interpolatedScaleAspectRatio.squareRoot()
                    sizes.append((interpolated * ratio, interpolated / ratio))
                }
                last += 1
            }
            let stride = strides[layer]
            let rows = (inputHeight + stride - 1) / stride, columns = (inputWidth + stride - 1) / stride
            for y in 0..<rows {
                for x in 0..<columns {
                    for size in sizes {
                        anchors.append(SSDAnchor(
                            xCenter: (Float(x) + anchorOffset) / Float(columns),
                            yCenter: (Float(y) + anchorOffset) / Float(rows),
                            width: fixedAnchorSize ? 1 : size.width,
                            height: fixedAnchorSize ? 1 : size.height))
                    }
                }
            }
            layer = last
        }
        return anchors
    }

    /// Scales grow linearly from `minScale` to `maxScale` over the layers.
    private func scale(_ layer: Int) -> Float {
        strides.count == 1 ? (minScale + maxScale) / 2
            : minScale + (maxScale - minScale) * Float(layer) / Float(strides.count - 1)
    }
}
