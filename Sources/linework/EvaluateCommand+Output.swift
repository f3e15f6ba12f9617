import Foundation
import LineworkCore
import LineworkEvaluation

/// What the three `evaluate` subcommands share: pairing the folders by stem and the shape of the
/// scores file, `{"images": {"<stem>": {…}, …}, <summary keys>, "version": "…"}`.
extension EvaluateCommand {
    /// The ground-truth folder (named by `option` in errors) and the predictions folder, checked
    /// to hold the same stems.
    static func pairedFolders(truth: String, option: String, predictions: String) throws
        -> (truth: MapFolder, predicted: MapFolder)
    {
        let truthFolder = try MapFolder(path: truth, option: option)
        let predicted = try MapFolder(path: predictions, option: "--predictions")
        try predicted.requireSameStems(as: truthFolder)
        return (truthFolder, predicted)
    }

    /// Refuses a `--json` that is one of the files in the folders read (a map or a mask).
    static func checkJSON(_ json: String, against folders: [String?]) throws {
        let files = folders.compactMap { $0 }.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { "\(folder)/\($0)" }
        }
        try OutputPlan(inputs: files, outputs: [("--json", json)]).check()
    }

    /// Opens the scores object and writes `"images"`, one stem per line in the given order, each
    /// value written by `write`. The caller adds its summary keys, then calls `finish`.
    static func startScores<Score>(_ rows: [(stem: String, score: Score)],
                                   _ write: (inout JSONBuilder, Score) -> Void) -> JSONBuilder {
        var out = JSONBuilder()
        out.open("{")
        out.key("images")
        out.open("{")
        for (stem, score) in rows {
            out.lineBreak()
            out.key(stem)
            write(&out, score)
        }
        out.newline()
        out.close("}")
        return out
    }

    /// Adds the version, closes the scores object and writes it atomically to `output`.
    static func finish(_ out: inout JSONBuilder, to output: OutputFile) throws {
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        let batch = AtomicFile.Batch()
        try output.write(out.text, into: batch)
        try OutputFile.commit(batch)
    }
}
