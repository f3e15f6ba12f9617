import LineworkImage

/// A prediction and an object mask prepared as `pysodmetrics` prepares them (its
/// `prepare_data`, which mimics MATLAB's `mapminmax(im2double(…))`), for every salient-object
/// score but the unscaled MAE:
/// - the prediction in double precision at 16-bit resolution (`ReferenceMap(unitLevels:)`:
///   values snapped to multiples of 1/65535, exact for 8- and 16-bit PNGs; non-finite values
///   count as 0, values are clamped to 0…1), resized bilinearly in double precision to the
///   mask's size when it has another, then min–max rescaled to 0…1 unless it is constant (a
///   constant map is kept as it is);
/// - its 8-bit levels `⌊255 · value⌋` of the rescaled map, numpy's `(pred * 255).astype(uint8)`:
///   the thresholds of max F, box IoU and the E-measure;
/// - the mask binarised: pixels ≥ 0.5 are object (Linework's rule for every object metric;
///   `pysodmetrics` takes 8-bit values > 128, which differs only at the value 128 itself).
struct ObjectMapPair {
    let width: Int
    let height: Int
    /// The prediction at the mask's size before rescaling (the unscaled MAE's input), row-major.
    let unscaled: [Double]
    /// The prediction min–max rescaled, row-major, top row first.
    let prediction: [Double]
    /// `⌊255 · prediction⌋`, 0…255.
    let levels: [UInt8]
    let object: [Bool]
    /// Object pixels.
    let objectCount: Int

    /// - Precondition: both maps are one-channel (checked by the callers); the prediction is
    ///   resized to the mask's size.
    init(prediction map: FloatImage, mask: FloatImage) {
        width = mask.width
        height = mask.height
        // Snapped to multiples of 1/65535, the finest PNG step (1/255 = 257/65535): an 8- or
        // 16-bit map then holds exactly the doubles numpy computes from its integers (v / 255),
        // so the 8-bit truncation falls where it does in pysodmetrics.
        unscaled = ReferenceMap(unitLevels: map).resized(width: width, height: height).values
        var values = unscaled
        if let low = values.min(), let high = values.max(), high != low {
            let range = high - low
            for i in values.indices { values[i] = (values[i] - low) / range }
        }
        prediction = values
        levels = values.map { UInt8($0 * 255) }  // truncation; values are in 0…1
        object = mask.samples.map { $0 >= 0.5 }
        objectCount = object.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    var pixelCount: Int { width * height }
}
