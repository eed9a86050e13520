/// The `hark` command line: the one public entry point of HarkCore (the executable calls it).
public enum HarkCommandLine {
    /// Runs `hark` with `arguments` (without the program name), writing to standard output and
    /// standard error, and returns the exit code: 0 clean, 1 findings at or above `--fail-on`,
    /// 2 a bad invocation or an input that could not be read. Never traps on any input.
    /// `exitsAfterward`: the process exits right after, so what the run read need not be freed.
    public static func run(_ arguments: [String], exitsAfterward: Bool = false) -> Int32 {
        Output.ignoreBrokenPipes()
        if exitsAfterward { ProcessEnd.commandIsFollowedByExit() }
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            Output.error("Error: \(InputError.printable(error.message))\n")
            Output.error(error.command.flatMap(Commands.named).map(Usage.text(for:)) ?? Usage.summary)
            return 2
        } catch let error as InputError {
            Output.error("hark: error: \(error.description)")
            return 2
        } catch {
            Output.error("hark: error: \(InputError.printable("\(error)"))")
            return 2
        }
    }

    private static func dispatch(_ arguments: [String]) throws -> Int32 {
        guard let name = arguments.first else { throw UsageError(message: "no command given", command: nil) }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "help", "--help", "-h":
            // `hark help --help` is help too.
            guard let topic = rest.first, topic != "--help", topic != "-h" else {
                Output.write(Usage.summary + "\n")
                return 0
            }
            guard let command = Commands.named(topic) else { throw UsageError(message: "no command '\(topic)'", command: nil) }
            Output.write(Usage.text(for: command) + "\n")
            return 0
        case "--version", "version":
            Output.write("hark \(harkVersion)\n")
            return 0
        default:
            guard let command = Commands.named(name) else { throw UsageError(message: "unknown command '\(name)'", command: nil) }
            let options = rest.prefix { $0 != "--" }
            if options.contains("--help") || options.contains("-h") {
                Output.write(Usage.text(for: command) + "\n")
                return 0
            }
            return try command.run(try ParsedArguments(rest, for: command))
        }
    }
}
