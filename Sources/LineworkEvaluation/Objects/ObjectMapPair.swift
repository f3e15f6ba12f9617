import LineworkImage

/// A prediction and an object mask prepared as `pysodmetrics` prepares them (its
/// `prepare_data`, which mimics MATLAB's `mapminmax(im2double(…))`) for the structure,
/// enhanced-alignment and weighted F measures:
/// - the prediction in double precision at 16-bit resolution (values snapped to multiples of
///   1/65535, exact for 8- and 16-bit PNGs), min–max rescaled to 0…1 unless it is constant (a
///   constant map is kept as it is); non-finite values count as 0, values are clamped to 0…1
///   before rescaling;
/// - the mask binarised: pixels ≥ 0.5 are object (Linework's rule for every object metric;
///   `pysodmetrics` takes 8-bit values > 128, which differs only at the value 128 itself).
///
/// MAE and max F (`SalientObjectMetrics.meanAbsoluteError`, `maximumFMeasure`) use the
/// prediction as given, without rescaling.
struct ObjectMapPair {
    let width: Int
    let height: Int
    /// Row-major, top row first.
    let prediction: [Double]
    let object: [Bool]
    /// Object pixels.
    let objectCount: Int

    /// - Precondition: both maps are one-channel and of the same size (checked by the callers).
    init(prediction map: FloatImage, mask: FloatImage) {
        width = mask.width
        height = mask.height
        // Snapped to multiples of 1/65535, the finest PNG step (1/255 = 257/65535): an 8- or
        // 16-bit map then holds exactly the doubles numpy computes from its integers (v / 255),
        // so the 8-bit truncation of the E-measure falls where it does in pysodmetrics.
        var values = map.samples.map { $0.isFinite ? (min(max(Double($0), 0), 1) * 65535).rounded() / 65535 : 0 }
        if let low = values.min(), let high = values.max(), high != low {
            let range = high - low
            for i in values.indices { values[i] = (values[i] - low) / range }
        }
        prediction = values
        object = mask.samples.map { $0 >= 0.5 }
        objectCount = object.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    var pixelCount: Int { width * height }
}
