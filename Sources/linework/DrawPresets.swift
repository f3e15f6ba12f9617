import ArgumentParser
import Foundation
import LineworkArt
import LineworkCore
import LineworkStudio

/// Presets (`DrawPreset`) on the command line: `draw --preset FILE`, and the studio's reading
/// of them. A preset means exactly its flags typed by hand: both go through draw's own parser.
enum DrawPresets {
    /// `arguments` (without the program name) with `draw --preset FILE`'s settings inserted
    /// right after `draw`, so that flags given on the command line come later and win.
    /// Other commands' arguments are returned as they are.
    ///
    /// - Throws: `LineworkError` for an unreadable preset file or one that is not a preset.
    static func expand(_ arguments: [String]) throws -> [String] {
        guard arguments.first == "draw" else { return arguments }
        var path: String?
        var index = 1
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--preset", index + 1 < arguments.count {
                path = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--preset=") {
                path = String(argument.dropFirst("--preset=".count))
            }
            index += 1
        }
        guard let path else { return arguments }
        let text = String(decoding: try InputFile.read(path), as: UTF8.self)
        let preset = try DrawPreset(yaml: text, source: path)
        return ["draw"] + preset.arguments + arguments.dropFirst()
    }

    /// The drawing options `preset` stands for: its arguments parsed as draw's command line.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the preset and the flag's problem.
    static func options(for preset: DrawPreset) throws -> DrawOptions {
        let command: DrawCommand
        do {
            command = try DrawCommand.parse(["photo.png"] + preset.arguments)
        } catch {
            let message = DrawCommand.message(for: error)
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: "; ")
            throw LineworkError.invalidOption(name: "preset", value: preset.arguments.joined(separator: " "), allowed: message)
        }
        return try command.strokes.drawOptions(art: command.art)
    }
}
