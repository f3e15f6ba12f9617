import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkSaliency

/// Saliency-aware crops of photo files to exact aspect ratios: `linework crop` in one call, for
/// one photo or a folder of them.
///
/// ```swift
/// let cropper = try PhotoCropper(options: CropOptions(aspects: [try AspectRatio(parsing: "1:1")]))
/// for crop in try cropper.crops(ofImageAt: "photo.jpg", output: "square.png") {
///     try Data(crop.bytes).write(to: URL(fileURLWithPath: crop.path))
/// }
/// ```
public struct PhotoCropper: Sendable {
    /// One encoded crop and the file it is meant for.
    public struct Crop: Sendable {
        /// The aspect ratio cut.
        public var aspect: AspectRatio
        /// The output file (`CropOptions.outputPath(_:for:)`).
        public var path: String
        /// The crop encoded by `path`'s extension: PNG (16-bit kept) or JPEG.
        public var bytes: [UInt8]
    }

    /// One photo of a folder and the files its crops go to.
    public struct Job: Sendable {
        /// The photo.
        public var source: String
        /// Each aspect's output file.
        public var outputs: [(aspect: AspectRatio, path: String)]
    }

    /// The options, checked.
    public let options: CropOptions
    private let decoder: ImageDecoder

    /// A cropper with `options`, reading photos with `decoder`.
    ///
    /// - Throws: `CropOptions.validate()`'s errors.
    public init(options: CropOptions, decoder: ImageDecoder = ImageDecoder()) throws {
        try options.validate()
        self.options = options
        self.decoder = decoder
    }

    /// The outputs of a crop of one photo to `output` (a `.png`, `.jpg` or `.jpeg` file).
    ///
    /// - Throws: `LineworkError.invalidOption` naming `output` for another extension.
    public func outputs(for output: String) throws -> [(aspect: AspectRatio, path: String)] {
        guard ImageFormat(pathExtensionOf: output) != nil else {
            throw LineworkError.invalidOption(name: "output", value: output, allowed: "supported output formats: .png, .jpg, .jpeg")
        }
        return options.aspects.map { ($0, options.outputPath(output, for: $0)) }
    }

    /// The crop of one photo, `image`, to `output` (see `outputs(for:)`).
    public func job(image: String, output: String) throws -> Job {
        Job(source: image, outputs: try outputs(for: output))
    }

    /// A folder's crops: each PNG or JPEG photo in `folder`, in name order, to
    /// `outputFolder/<name>.png` (with `-WxH` for several aspects).
    ///
    /// - Throws: `LineworkError.invalidOption` naming `outputFolder` when two photos would be
    ///   cropped to one file (`x.jpg` and `x.png`); the folder's reading errors.
    public func jobs(folder: String, outputFolder: String) throws -> [Job] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(ImageFormat.isPhotoPath).sorted()
        let jobs = names.map { name in
            Job(source: "\(folder)/\(name)", outputs: options.aspects.map {
                ($0, options.outputPath("\(outputFolder)/\((name as NSString).deletingPathExtension).png", for: $0))
            })
        }
        var sources: [String: String] = [:]
        for job in jobs {
            for output in job.outputs {
                if let other = sources.updateValue(job.source, forKey: output.path) {
                    throw LineworkError.invalidOption(name: "outputFolder", value: output.path,
                        allowed: "both '\(oneLine(other))' and '\(oneLine(job.source))' would be cropped to this file; move one of them to another folder")
                }
            }
        }
        return jobs
    }

    /// The crops of the photo at `path` to every aspect, from one saliency map (with faces and
    /// the people's bodies when `usesFaces` and the models are installed), each encoded for its file.
    ///
    /// - Parameter output: the output file (see `outputs(for:)`).
    /// - Throws: decoding errors; `PoseError` when an installed face model fails;
    ///   `LineworkError.invalidOption` for an output of another format.
    public func crops(ofImageAt path: String, output: String) throws -> [Crop] {
        try crops(ofImageAt: path, outputs: try outputs(for: output))
    }

    /// The crops of the photo at `path`, one per entry of `outputs` (a `Job`'s).
    public func crops(ofImageAt path: String, outputs: [(aspect: AspectRatio, path: String)]) throws -> [Crop] {
        let decoded = try decoder.decode(path: path)
        var request = try SaliencyRequest(model: options.model)
        request.faces = options.usesFaces ? try FaceCue.faces(in: decoded.pixels) : []
        let people = options.usesFaces ? try PersonCue.mask(in: decoded.pixels, faces: request.faces) : nil
        let observation = request.perform(on: decoded.pixels)
        return try outputs.map { aspect, destination in
            let window = try SaliencyCrop(imageWidth: decoded.width, imageHeight: decoded.height, aspect: aspect,
                                          map: observation.map, faces: request.faces, people: people,
                                          ruleOfThirds: options.ruleOfThirds)
            let cut = thumbnail(try window.apply(to: decoded.pixels), aspect: aspect)
            return Crop(aspect: aspect, path: destination, bytes: try encode(cut, for: destination))
        }
    }

    /// `cut` shrunk to `thumbnailSide`, keeping the ratio exact.
    private func thumbnail(_ cut: PixelBuffer, aspect: AspectRatio) -> PixelBuffer {
        guard let side = options.thumbnailSide, max(cut.width, cut.height) > side else { return cut }
        let target = SaliencyCrop.thumbnailSide(ratio: aspect, maximumSide: side)
        switch cut {
        case .uint8(let image): return .uint8(image.downscaled(toMaximumDimension: target))
        case .uint16(let image): return .uint16(image.downscaled(toMaximumDimension: target))
        }
    }

    /// `pixels` encoded by `path`'s extension.
    private func encode(_ pixels: PixelBuffer, for path: String) throws -> [UInt8] {
        switch (pixels, ImageFormat(pathExtensionOf: path)) {
        case (_, .jpeg): return try JPEGEncoder.encode(pixels, quality: options.jpegQuality)
        case (.uint8(let image), _): return try PNGEncoder.encode(image)
        case (.uint16(let image), _): return try PNGEncoder.encode(image)
        }
    }
}
