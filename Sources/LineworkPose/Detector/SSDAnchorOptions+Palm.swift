extension SSDAnchorOptions {
    /// mediapipe's palm detector (`palm_detection_full.tflite`): 192 × 192 input, strides 8, 16,
    /// 16, 16, fixed-size anchors — 24² × 2 + 12² × 6 = 2016 anchors, the model's box count, as
    /// mediapipe's palm detection graph configures its `SsdAnchorsCalculator`.
    public static let palm = SSDAnchorOptions(
        inputWidth: 192, inputHeight: 192, strides: [8, 16, 16, 16], minScale: 0.1484375, maxScale: 0.75,
        aspectRatios: [1], interpolatedScaleAspectRatio: 1, anchorOffset: 0.5, fixedAnchorSize: true)
}
