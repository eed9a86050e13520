/// A subcommand: its name, what it does, and its options, declared once; the parser checks
/// arguments against them and the usage text is made from them.
protocol Command: Sendable {
    var name: String { get }
    /// The positional arguments, as the usage shows them: `[PATH ...]`, `RULE-ID`.
    var arguments: String { get }
    /// One line for `hark --help`.
    var summary: String { get }
    /// A paragraph for `hark COMMAND --help`.
    var details: String { get }
    var options: [CommandOption] { get }
    /// Runs with parsed arguments; returns the exit code. Input errors are thrown.
    func run(_ arguments: ParsedArguments) throws -> Int32
}

/// One option of a command.
struct CommandOption: Sendable {
    let name: String
    /// The value's placeholder (`FILE`); nil for a flag that takes none.
    let value: String?
    let help: String
    /// Accepts several values (`--locale fr --locale de`, or `--locale fr,de`).
    var repeatable = false
    /// A one-letter alias (`-q`).
    var short: String? = nil

    static func flag(_ name: String, short: String? = nil, _ help: String) -> CommandOption {
        CommandOption(name: name, value: nil, help: help, short: short)
    }

    static func value(_ name: String, _ placeholder: String, _ help: String, repeatable: Bool = false) -> CommandOption {
        CommandOption(name: name, value: placeholder, help: help, repeatable: repeatable)
    }
}

/// Every subcommand, in the order `hark --help` lists them.
enum Commands {
    static let all: [any Command] = [
        LintCommand(),
        SpeakCommand(),
        RulesCommand(),
        ExplainCommand(),
        ExportCommand(),
        PseudoCommand(),
    ]

    static func named(_ name: String) -> (any Command)? { all.first { $0.name == name } }
}

/// A command-line mistake: printed as `Error: …` followed by the command's usage, exit code 2.
struct UsageError: Error {
    let message: String
    let command: String?
}

/// Arguments checked against a command's options: `--flag value`, `--flag=value`, repeated
/// flags, positional arguments, and `--` ending the options.
struct ParsedArguments {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// The options with values in the order given, for options that pair up (`--format` and
    /// `--output`).
    private(set) var sequence: [(option: String, value: String)] = []
    let command: String

    init(_ arguments: [String], for command: any Command) throws {
        self.command = command.name
        let options = Dictionary(command.options.flatMap { option in [(option.name, option)] + (option.short.map { [($0, option)] } ?? []) },
                                 uniquingKeysWith: { first, _ in first })
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positional += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options[name] else {
                throw UsageError(message: "unknown option \(name) for `hark \(command.name)`", command: command.name)
            }
            guard option.value != nil else {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value", command: command.name) }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError(message: "\(name) needs a value", command: command.name)
                }
                value = arguments[index]
                index += 1
            }
            values[option.name, default: []].append(value)
            sequence.append((option.name, value))
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func value(_ option: String) -> String? { values[option]?.last }

    /// All values of a repeatable option, commas splitting too (`--locale fr,de --locale ja`).
    func list(_ option: String) -> [String]? {
        guard let raw = values[option] else { return nil }
        return raw.flatMap { $0.split(separator: ",").map { String($0).trimmedWhitespace } }.filter { !$0.isEmpty }
    }

    func choice<T: RawRepresentable>(_ option: String, default fallback: T) throws -> T where T.RawValue == String {
        guard let raw = value(option) else { return fallback }
        guard let choice = T(rawValue: raw) else {
            throw UsageError(message: "invalid value '\(raw)' for \(option)", command: command)
        }
        return choice
    }
}
