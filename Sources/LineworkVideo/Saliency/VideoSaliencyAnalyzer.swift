import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkSaliency

/// The first pass over a video: it decodes every frame small, finds the bars (`BorderDetector`)
/// and the shot boundaries inside them (`ShotDetector`), and runs the still saliency model (with
/// motion) on `samplesPerSecond` frames a second and on every shot's first frame, and the people
/// detectors on `peopleSamplesPerSecond` of those, giving a `VideoSaliencyTrack`.
///
/// Everything is analysed inside the picture: a sample is cut to the bars seen so far before the
/// models see it, and its results are mapped back to the whole frame. People found on some
/// samples are carried to the samples between them within their shot (their boxes interpolated
/// in time), and each shot follows one main person (`VideoSaliencyTrack.choosingSubjects`).
///
/// Memory holds two small frames and the samples (68 × 68 floats each, about 18 kB: 90 MB for
/// ten minutes at the default rate), whatever the video's size and length.
public struct VideoSaliencyAnalyzer {
    /// The still model run on the samples: attention by default.
    public var model: SaliencyModel = .attention
    /// Frames analysed per second: 8 by default. Every frame is read for the cuts and the
    /// motion; the model, the slow part, runs on these alone (the track smooths between them).
    public var samplesPerSecond = 8.0
    /// Frames a second the people detectors run on, at most: 4 (BlazeFace and BlazePose cost a
    /// few milliseconds each; people move little in a quarter second, and the boxes between
    /// are interpolated).
    public var peopleSamplesPerSecond = 4.0
    /// The longer side the frames are decoded at for analysis: 384 pixels (the model itself
    /// works at 300 or less).
    public var analysisDimension = 384
    /// Finds the faces in a frame (LineworkPose's BlazeFace detector, say); nil for none. Used
    /// for `saliency VIDEO`'s faces; reframing finds people with `peopleFinder`.
    public var faceFinder: ((PixelBuffer) throws -> [FaceBox])?
    /// Finds the people in a frame (`PeopleCue.finder`); nil for none.
    public var peopleFinder: ((PixelBuffer) throws -> [PersonBox])?
    /// Which cues choose the subject, and their weights: all four by default.
    public var signals = SubjectSignals()
    /// Whether letterbox and pillarbox bars are found and left out of the analysis: true.
    public var removesBorders = true

    /// An analyzer with the defaults.
    public init() {}

    /// Analyses the video at `path`.
    ///
    /// - Parameters:
    ///   - path: the video file.
    ///   - info: its `VideoInfo.probe`.
    ///   - environment: where ffmpeg is looked for.
    ///   - progress: called with the number of frames read so far.
    /// - Throws: `LineworkError` from decoding (`VideoReader`), `.invalidOption` naming
    ///   `samplesPerSecond` or `peopleSamplesPerSecond` outside 0.1…240; the finders' errors.
    public func analyze(_ path: String, info: VideoInfo,
                        environment: [String: String] = ProcessInfo.processInfo.environment,
                        progress: (Int) -> Void = { _ in }) throws -> VideoSaliencyTrack {
        for (name, value) in [("samplesPerSecond", samplesPerSecond), ("peopleSamplesPerSecond", peopleSamplesPerSecond)]
        where !(value.isFinite && (0.1...240).contains(value)) {
            throw LineworkError.invalidOption(name: name, value: "\(value)", allowed: "must be 0.1…240")
        }
        let size = info.size(maximumDimension: analysisDimension)
        let reader = try VideoReader(path: path, info: info, width: size.width, height: size.height, environment: environment)
        let request = try SaliencyRequest(model: model)
        let step = max(1, Int((info.frameRate.value / samplesPerSecond).rounded()))
        let peopleStep = step * max(1, Int((samplesPerSecond / peopleSamplesPerSecond).rounded()))
        var detector = ShotDetector(), borders = BorderDetector()
        var shotStarts: [Int] = []
        var samples: [VideoSaliencySample] = []
        var frame = [UInt8](), previous = [UInt8]()
        var index = 0
        while try reader.read(into: &frame) {
            if removesBorders { frame.withUnsafeBufferPointer { borders.add(rgb: $0, width: size.width, height: size.height) } }
            let picture = borders.picture(width: size.width, height: size.height)
            let cut = frame.withUnsafeBufferPointer { current in
                previous.withUnsafeBufferPointer { before in
                    detector.startsShot(rgb: current, previousFrame: index > 0 ? before : nil, width: size.width,
                                        height: size.height, picture: picture)
                }
            }
            if cut { shotStarts.append(index) }
            let sinceStart = index - shotStarts[shotStarts.count - 1]
            if sinceStart % step == 0 {
                let frames = AnalysisFrames(width: size.width, height: size.height, picture: picture)
                samples.append(try sample(frames, current: frame, previous: cut ? nil : previous, index: index,
                                          lookForPeople: sinceStart % peopleStep == 0, request: request))
            }
            swap(&frame, &previous)
            index += 1
            progress(index)
        }
        try reader.finish()
        let picture = borders.picture(width: size.width, height: size.height)
            .scaled(from: size, to: (info.width, info.height), margin: 2)
        var track = VideoSaliencyTrack(width: info.width, height: info.height, frameRate: info.frameRate, frameCount: index,
                                       shotStarts: shotStarts, samples: samples, picture: picture)
        if peopleFinder != nil { track.choosingSubjects(signals: signals) }
        return track
    }

    /// The sample of one analysis frame: the models run on the picture inside the bars.
    private func sample(_ frames: AnalysisFrames, current: [UInt8], previous: [UInt8]?, index: Int, lookForPeople: Bool,
                        request: SaliencyRequest) throws -> VideoSaliencySample {
        let picture = frames.picture
        let inside = frames.crop(current)
        let pixels = PixelBuffer.uint8(Image(validWidth: picture.width, height: picture.height, channels: 3, samples: inside))
        var request = request
        request.faces = try faceFinder?(pixels) ?? []
        let people = lookForPeople ? try peopleFinder?(pixels) : nil
        let observation = request.perform(on: pixels)
        var heatmap = observation.heatmap
        let (still, moving) = (Float(signals.saliency), Float(signals.motion))
        let motion = previous.flatMap {
            MotionCue.map(previous: frames.crop($0), current: inside, width: picture.width, height: picture.height)
        }
        if let motion, still + moving > 0 {
            let share = moving / (still + moving)
            for i in heatmap.samples.indices {
                heatmap.samples[i] = (1 - share) * heatmap.samples[i] + share * motion.samples[i]
            }
        } else if still == 0 {
            heatmap.samples = [Float](repeating: 0, count: heatmap.samples.count)
        }
        return VideoSaliencySample(frame: index, heatmap: frames.whole(heatmap),
                                   faces: request.faces.map { FaceBox(boundingBox: frames.whole($0.boundingBox), confidence: $0.confidence) },
                                   objects: observation.salientObjects.map {
                                       SalientObject(boundingBox: frames.whole($0.boundingBox), confidence: $0.confidence)
                                   },
                                   people: people?.map {
                                       PersonBox(boundingBox: frames.whole($0.boundingBox), faceConfidence: $0.faceConfidence,
                                                 bodyConfidence: $0.bodyConfidence)
                                   })
    }
}
