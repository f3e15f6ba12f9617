import Foundation
import LineworkCore
import LineworkEvaluation

/// What the three `evaluate` subcommands share: pairing the folders by stem and writing the
/// scores document (LineworkEvaluation's `…EvaluationDocument`s:
/// `{"images": {"<stem>": {…}, …}, <summary keys>, "version": "…"}`).
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

    /// Writes the scores document atomically to `output`.
    static func write<Document: ContractDocument>(_ document: Document, to output: OutputFile) throws {
        let batch = AtomicFile.Batch()
        try output.write(try ContractJSONEncoder().encode(document), into: batch)
        try OutputFile.commit(batch)
    }
}
