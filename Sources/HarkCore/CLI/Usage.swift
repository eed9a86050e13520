/// Usage texts, made from the commands' declarations so they cannot drift from what the
/// parser accepts.
enum Usage {
    static var summary: String {
        let width = Commands.all.map { "hark \($0.name) \($0.arguments)".count }.max() ?? 0
        var text = """
        Hark \(harkVersion): accessibility and localization audit for iOS settings screens.

        Usage:

        """
        for command in Commands.all {
            let synopsis = "hark \(command.name) \(command.arguments)"
            text += "  " + synopsis + String(repeating: " ", count: width - synopsis.count + 2) + command.summary + "\n"
        }
        text += """
          hark help [COMMAND] | --help | --version

        PATH is \(wrap(InputFormats.pathList() + ", or a folder searched for them; without PATH, the current folder. `hark COMMAND --help` shows a command's options.", width: 92).joined(separator: "\n"))
        Exit codes: 0 no finding at or above --fail-on (default error), 1 findings, 2 bad
        invocation or an input that could not be read.
        """
        return text
    }

    static func text(for command: any Command) -> String {
        let synopsis = ["hark", command.name, command.arguments, command.options.isEmpty ? "" : "[options]"].filter { !$0.isEmpty }
        var lines = ["Usage: " + synopsis.joined(separator: " "), "", command.details]
        if !command.options.isEmpty {
            lines.append("")
            let labels = command.options.map { option in
                "  " + (option.short.map { $0 + ", " } ?? "") + option.name + (option.value.map { " " + $0 } ?? "")
            }
            let width = min((labels.map(\.count).max() ?? 0) + 2, 32)
            for (label, option) in zip(labels, command.options) {
                let help = wrap(option.help, width: 96 - width)
                if label.count + 2 > width {
                    lines.append(label)
                    lines += help.map { String(repeating: " ", count: width) + $0 }
                } else {
                    lines.append(label + String(repeating: " ", count: width - label.count) + (help.first ?? ""))
                    lines += help.dropFirst().map { String(repeating: " ", count: width) + $0 }
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Every command with all its options, one synopsis each (wrapped under the command), as
    /// the README's command list shows them.
    static var synopses: String {
        var lines: [String] = []
        for command in Commands.all {
            let head = "hark \(command.name)"
            let words = (command.arguments.isEmpty ? [] : [command.arguments]) + command.options.map { option in
                "[" + (option.short.map { $0 + "|" } ?? "") + option.name + (option.value.map { " " + $0 + (option.repeatable ? " ..." : "") } ?? "") + "]"
            }
            var line = head
            for word in words {
                if line.count + 1 + word.count > 100 {
                    lines.append(line)
                    line = String(repeating: " ", count: head.count)
                }
                line += " " + word
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// Breaks `text` into lines of at most `width` characters at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
