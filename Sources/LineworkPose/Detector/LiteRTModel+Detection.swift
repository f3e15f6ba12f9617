import LineworkImage

extension LiteRTModel {
    /// One SSD detector pass, as BlazePose's and BlazeFace's graphs run it: letterbox the whole
    /// image into the model's square input with `sampler`, run, decode the boxes and logits with
    /// `decoder` at `minimumScore`, merge overlapping ones (`WeightedNMS`) and undo the letterbox.
    ///
    /// - Returns: detections in normalised image coordinates (y down), best first.
    func detections(in image: Image<UInt8>, sampler: TensorSampler, decoder: DetectionDecoder,
                    minimumScore: Float) throws -> [PoseDetection] {
        let (region, padding) = RegionOfInterest.wholeImage(width: image.width, height: image.height).letterboxed(toAspect: 1)
        try writeInput { sampler.sample(image, region: region, into: $0) }
        try run()
        let count = decoder.anchors.count
        let candidates = try readOutput(floats: count * decoder.valuesPerAnchor) { boxes in
            try readOutput(floats: count) { logits in
                var decoder = decoder
                decoder.minimumScore = minimumScore
                return decoder.decode(boxes: boxes, logits: logits)
            }
        }
        return WeightedNMS.suppress(candidates).map { padding.removed(from: $0) }
    }
}
