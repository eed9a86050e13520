import Foundation
import HarkCore

// Exit codes (spec §1): 0 clean, 1 findings at or above --fail-on, 2 bad invocation or input.
func writeError(_ text: String) { Output.error(text) }

Output.ignoreBrokenPipes()
let commands = Commands(standardError: writeError)
do {
    exit(try commands.run(Array(CommandLine.arguments.dropFirst())))
} catch let error as UsageError {
    writeError("Error: \(error.message)\n")
    writeError(Usage.text(for: error.command))
    exit(2)
} catch let error as InputError {
    writeError("hark: error: \(error.description)")
    exit(2)
} catch {
    writeError("hark: error: \(error)")
    exit(2)
}
