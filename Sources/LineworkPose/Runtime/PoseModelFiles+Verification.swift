import LineworkCore

extension PoseModelFiles {
    /// The checksum list `Scripts/install-pose-model` writes beside the models, in `sha256sum`'s
    /// format (`<64 hex digits>  <file name>` per line).
    public static let checksumsName = "SHA256SUMS"

    /// The path of the checksums file in `directory`.
    public var checksums: String { directory + "/" + Self.checksumsName }

    /// The smallest `.tflite` accepted: the FlatBuffer root offset and file identifier (8 bytes)
    /// and a root table. BlazePose's models are megabytes; the real check is the checksum.
    static let minimumModelBytes = 16

    /// Checks both models before LiteRT sees them: LiteRT trusts a `.tflite` file's FlatBuffer
    /// offsets and crashes (SIGSEGV) on a truncated or damaged one, such as an interrupted
    /// download leaves. Each model must be a regular file of at least `minimumModelBytes`, carry
    /// the TensorFlow Lite file identifier `TFL3` at bytes 4..<8, have its root table offset
    /// (little-endian `UInt32` at byte 0) inside the file, and match the SHA-256 recorded for it in
    /// `checksums`.
    ///
    /// - Throws: `PoseError.corruptModel` naming the file and what is wrong with it.
    public func verifyModels() throws {
        try verify([Self.detectorName, Self.landmarkName])
    }

    /// `verifyModels`' checks for the face model.
    public func verifyFaceModel() throws {
        try verify([Self.faceDetectorName])
    }

    /// `verifyModels`' checks for the face landmark models (`FaceLandmarker`).
    public func verifyFaceLandmarkModels() throws {
        try verify([Self.faceDetectorName, Self.faceMeshName, Self.irisName])
    }

    /// `verifyModels`' checks for the segmentation model of `quality` (`PersonSegmenter`).
    public func verifySegmentationModel(_ quality: PersonSegmentationRequest.Quality) throws {
        try verify([quality.modelName])
    }

    func verify(_ names: [String]) throws {
        let recorded = try recordedChecksums()
        for name in names {
            let path = directory + "/" + name
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path)
            } catch let error as LineworkError {
                throw PoseError.corruptModel(path: path, reason: error.description)
            }
            try Self.checkHeader(bytes, path: path)
            guard let expected = recorded[name] else {
                throw PoseError.corruptModel(path: path, reason: "no checksum for it in '\(checksums)'")
            }
            guard SHA256.hexDigest(bytes) == expected else {
                throw PoseError.corruptModel(path: path, reason: "SHA-256 differs from the one recorded at installation")
            }
        }
    }

    /// The size, file identifier and root offset checks of `verifyModels`.
    static func checkHeader(_ bytes: [UInt8], path: String) throws {
        guard bytes.count >= minimumModelBytes else {
            throw PoseError.corruptModel(path: path, reason: "\(bytes.count) bytes, too short for a .tflite model")
        }
        guard bytes[4..<8].elementsEqual("TFL3".utf8) else {
            throw PoseError.corruptModel(path: path, reason: "no TensorFlow Lite identifier 'TFL3' at byte 4")
        }
        let root = Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3]) << 24
        guard root >= 8 && root + 4 <= bytes.count else {
            throw PoseError.corruptModel(path: path, reason: "root table offset \(root) outside the \(bytes.count)-byte file")
        }
    }

    /// File name → lower-case hex digest, from `checksums`.
    private func recordedChecksums() throws -> [String: String] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(checksums)
        } catch let error as LineworkError {
            throw PoseError.corruptModel(path: checksums, reason: error.description)
        }
        var table: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            // `sha256sum` marks binary mode with '*' before the name.
            let fields = line.split(separator: " ", maxSplits: 1)
            guard fields.count == 2, fields[0].count == 64 else { continue }
            var name = fields[1].drop(while: { $0 == " " })
            if name.first == "*" { name = name.dropFirst() }
            table[String(name)] = fields[0].lowercased()
        }
        return table
    }
}
