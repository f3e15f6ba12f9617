import Foundation

/// Every failure Linework reports to a user.
///
/// Each case renders as one line that names the input or option at fault and, where it
/// helps, what is allowed. The command-line tool prints `description` and exits with
/// `exitCode`, so a bad input never ends in a trap or a signal.
public enum LineworkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input path does not exist.
    case fileNotFound(path: String)
    /// The input path exists but is not a regular file (a directory, a device …).
    case notAFile(path: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes are not a format Linework decodes.
    case unsupportedFormat(path: String, detail: String)
    /// The image is damaged: truncated, a checksum error, an invalid header.
    case corruptImage(path: String, detail: String)
    /// The file is not a video Linework reads (ffprobe cannot read it, it has no video stream,
    /// or it is not a single file: a playlist, a list of files).
    case unsupportedVideo(path: String, detail: String)
    /// The video is damaged: ffmpeg fails on it, or it is truncated.
    case corruptVideo(path: String, detail: String)
    /// The image has no pixels (a zero width or height).
    case emptyImage(path: String)
    /// The declared pixel count is above the configured limit (decompression-bomb guard).
    case imageTooLarge(path: String, width: Int, height: Int, limit: Int)
    /// A command-line or API option is out of its range.
    case invalidOption(name: String, value: String, allowed: String)
    /// An output could not be written; nothing was left behind.
    case cannotWrite(path: String, reason: String)
    /// The work would need more memory than is sensible; the message says how to avoid it.
    case resourceLimit(detail: String)
    /// The input was read and is valid, but holds nothing the request needs (no person in the
    /// picture for a pose weight, no fixation in a fixation map): not a bad value, an empty
    /// result. `subject` names the input or option.
    case nothingFound(subject: String, detail: String)
    /// Something the run depends on is missing, though every option is valid (a shard's cached
    /// result that a merge expects). `subject` names it.
    case missingInput(subject: String, detail: String)

    /// The one-line message the command-line tool prints for this error.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(quoted(path)): no such file"
        case .notAFile(let path):
            return "\(quoted(path)): not a regular file"
        case .unreadable(let path, let reason):
            return "\(quoted(path)): cannot read: \(reason)"
        case .unsupportedFormat(let path, let detail):
            return "\(quoted(path)): unsupported format: \(detail) (PNG and JPEG are supported)"
        case .corruptImage(let path, let detail):
            return "\(quoted(path)): corrupt image: \(detail)"
        case .unsupportedVideo(let path, let detail):
            return "\(quoted(path)): unsupported video: \(detail)"
        case .corruptVideo(let path, let detail):
            return "\(quoted(path)): damaged video: \(detail)"
        case .emptyImage(let path):
            return "\(quoted(path)): image has zero width or height"
        case .imageTooLarge(let path, let width, let height, let limit):
            return "\(quoted(path)): \(width)×\(height) is \(width * height) pixels, above the limit of "
                + "\(limit) (raise it with `maxPixels` or LINEWORK_MAX_PIXELS)"
        case .invalidOption(let name, let value, let allowed):
            return "\(name) \(quoted(value)): \(allowed)"
        case .cannotWrite(let path, let reason):
            return "\(quoted(path)): cannot write: \(reason)"
        case .resourceLimit(let detail):
            return detail
        case .nothingFound(let subject, let detail):
            return quoted(subject) + ": " + detail
        case .missingInput(let subject, let detail):
            return quoted(subject) + ": " + detail
        }
    }

    /// A BSD `sysexits.h` status: below 128, so never confused with death by a signal.
    public var exitCode: Int32 {
        switch self {
        case .fileNotFound, .notAFile: return 66           // EX_NOINPUT
        case .unreadable: return 74                         // EX_IOERR
        case .unsupportedFormat, .corruptImage, .emptyImage: return 65  // EX_DATAERR
        case .unsupportedVideo, .corruptVideo: return 65    // EX_DATAERR
        case .imageTooLarge, .resourceLimit: return 65      // EX_DATAERR
        case .invalidOption: return 64                      // EX_USAGE
        case .nothingFound: return 65                       // EX_DATAERR: the data lacks it
        case .missingInput: return 66                       // EX_NOINPUT
        case .cannotWrite: return 73                        // EX_CANTCREAT
        }
    }
}

/// Quotes a user-supplied string for a one-line message: control characters (including
/// newlines) are escaped so the message stays on one line, and a value longer than
/// `quotedLimit` characters is cut there with an ellipsis.
func quoted(_ text: String) -> String {
    let line = oneLine(text)
    // A value from a file (a YAML scalar, a key) can be megabytes: the message stays one
    // readable line.
    return "'" + (line.count <= quotedLimit ? line : line.prefix(quotedLimit - 1) + "…") + "'"
}

/// The most characters `quoted` keeps of a user-supplied value.
let quotedLimit = 160

/// `text` with its control characters (newlines, carriage returns, tabs, the C0 set and DEL)
/// written as Swift-style escapes (`\n`, `\u{1b}`), so that a message built from user-supplied
/// text (paths, YAML keys, values) prints as exactly one line.
public func oneLine(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

extension LineworkError: LocalizedError {
    /// The one-line message (`description`), so that `error.localizedDescription` reads as the
    /// command line prints it rather than "The operation could not be completed".
    public var errorDescription: String? { description }
}
