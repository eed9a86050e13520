import Foundation
import Testing
@testable import HarkCore

/// The consumers' own validators, which Swift has no library for: Python's `jsonschema` (with
/// format checks) for SARIF and `lxml` for JUnit's XSD. When Python or a module is missing the
/// check is skipped with a note on standard error (`.ci/run` installs them); the Swift tests'
/// own structural checks run either way.
enum ConsumerValidators {
    static let schemas = URL(fileURLWithPath: TestSupport.packageRoot).deletingLastPathComponent().appendingPathComponent("shared/schemas").path

    struct Outcome {
        let valid: Bool
        let output: String
    }

    /// Validates SARIF files against the OASIS schema with every format checker jsonschema has;
    /// nil when Python, jsonschema or its `uri`/`uri-reference` checkers are missing.
    static func sarif(_ files: [String]) throws -> Outcome? {
        try python("""
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("skip: no jsonschema"); sys.exit(3)
        checker = jsonschema.FormatChecker()
        missing = [f for f in ("uri", "uri-reference", "date-time") if f not in checker.checkers]
        if missing:
            print("skip: jsonschema has no format checker for " + ", ".join(missing) + " (pip install 'jsonschema[format-nongpl]')"); sys.exit(3)
        if checker.conforms("a b", "uri-reference"):
            print("skip: the uri-reference checker accepts a space"); sys.exit(3)
        validator = jsonschema.Draft4Validator(json.load(open(sys.argv[1])), format_checker=checker)
        errors = []
        for path in sys.argv[2:]:
            for error in validator.iter_errors(json.load(open(path, encoding="utf-8"))):
                errors.append("%s: %s at %s" % (path, error.message, "/".join(map(str, error.absolute_path))))
        print("\\n".join(errors) or "valid"); sys.exit(1 if errors else 0)
        """, [schemas + "/sarif-schema-2.1.0.json"] + files)
    }

    /// Validates JUnit files against Jenkins' `junit-10.xsd` with lxml; nil when missing.
    static func junit(_ files: [String]) throws -> Outcome? {
        try python("""
        import sys
        try:
            from lxml import etree
        except ImportError:
            print("skip: no lxml"); sys.exit(3)
        schema = etree.XMLSchema(etree.parse(sys.argv[1]))
        errors = []
        for path in sys.argv[2:]:
            if not schema.validate(etree.parse(path)):
                errors.append("%s: %s" % (path, schema.error_log))
        print("\\n".join(errors) or "valid"); sys.exit(1 if errors else 0)
        """, [schemas + "/jenkins-xunit-junit-10.xsd"] + files)
    }

    /// Runs a Python script; exit 3 (or no Python) means the validator is unavailable.
    static func python(_ script: String, _ arguments: [String]) throws -> Outcome? {
        let scratch = try TestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        guard let out = FileHandle(forWritingAtPath: scratch + "/out") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.standardOutput = out
        process.standardError = out
        do {
            try process.run()
        } catch {
            note("no python3 (\(error)): the consumer's validator was not run")
            return nil
        }
        process.waitUntilExit()
        try out.close()
        let output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: scratch + "/out")), as: UTF8.self)
        if process.terminationStatus == 127 || process.terminationStatus == 3 {
            note(output.isEmpty ? "no python3: the consumer's validator was not run" : output)
            return nil
        }
        return Outcome(valid: process.terminationStatus == 0, output: output)
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("note: validator skipped: \(text.trimmingCharacters(in: .whitespacesAndNewlines))\n".utf8))
    }
}
