import Foundation
import _CFFTW

/// The one place Linework calls FFTW (single precision, `fftw3f`).
///
/// FFTW's planner is not thread-safe, so plan creation and destruction are serialised by one
/// lock; executing a plan is thread-safe and runs outside it. Plans use `FFTW_ESTIMATE`: the maps
/// are small (≤ 256² samples), so measuring would cost more than it saves, and ESTIMATE never
/// overwrites the arrays while planning. Transforms are unnormalised, as in FFTW; every caller
/// normalises its map at the end, so the scale never matters.
enum SpectralTransform {
    private static let planner = NSLock()

    /// The 2-D discrete Fourier transform of interleaved complex samples (re, im, re, im …),
    /// row-major `height × width`, in place. `inverse` uses the + sign exponent.
    static func fourier(_ data: inout [Float], width: Int, height: Int, inverse: Bool) {
        precondition(data.count == 2 * width * height, "expected interleaved complex samples")
        data.withUnsafeMutableBytes { raw in
            let pointer = raw.baseAddress!.assumingMemoryBound(to: fftwf_complex.self)
            let plan = planned {
                fftwf_plan_dft_2d(Int32(height), Int32(width), pointer, pointer,
                                  inverse ? FFTW_BACKWARD : FFTW_FORWARD, FFTW_ESTIMATE)
            }
            fftwf_execute(plan)
            destroy(plan)
        }
    }

    /// The 2-D DCT-II (`inverse == false`, FFTW's REDFT10) or its inverse up to scale, DCT-III
    /// (REDFT01), of a row-major `height × width` plane, in place.
    static func cosine(_ data: inout [Float], width: Int, height: Int, inverse: Bool) {
        precondition(data.count == width * height, "plane size mismatch")
        let kind = inverse ? FFTW_REDFT01 : FFTW_REDFT10
        data.withUnsafeMutableBufferPointer { buffer in
            let pointer = buffer.baseAddress!
            let plan = planned {
                fftwf_plan_r2r_2d(Int32(height), Int32(width), pointer, pointer, kind, kind, FFTW_ESTIMATE)
            }
            fftwf_execute(plan)
            destroy(plan)
        }
    }

    private static func planned(_ make: () -> fftwf_plan?) -> fftwf_plan {
        planner.lock()
        defer { planner.unlock() }
        guard let plan = make() else { fatalError("FFTW could not plan a transform") }
        return plan
    }

    private static func destroy(_ plan: fftwf_plan) {
        planner.lock()
        defer { planner.unlock() }
        fftwf_destroy_plan(plan)
    }
}
