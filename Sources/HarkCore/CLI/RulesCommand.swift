/// `hark rules`: every rule, one line each.
struct RulesCommand: Command {
    let name = "rules"
    let arguments = ""
    let summary = "list every rule: id, default severity, category, title"
    let details = "Lists every rule: id, default severity, category and title."
    let options: [CommandOption] = []

    func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positional.isEmpty else { throw UsageError(message: "`hark rules` takes no argument", command: name) }
        Output.write(RuleListReport.list(try Resources.load().rules.sorted))
        return 0
    }
}

/// `hark explain RULE-ID`: a rule's document.
struct ExplainCommand: Command {
    let name = "explain"
    let arguments = "RULE-ID"
    let summary = "the rule's document: what, why, how to fix, examples"
    let details = "Prints the rule's document: what it finds, why, how to fix it, examples."
    let options: [CommandOption] = []

    func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positional.count == 1, let id = arguments.positional.first else {
            throw UsageError(message: "`hark explain` needs exactly one RULE-ID", command: name)
        }
        guard let document = try Resources.load().rules.documents[id] else {
            throw UsageError(message: "no rule '\(id)' (see `hark rules`)", command: name)
        }
        Output.write(RuleListReport.explain(document))
        return 0
    }
}
