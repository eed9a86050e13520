/// The accessor types a project's own Run Script phase generates from a strings table, named
/// by the Swift file it writes: edX's "Compile Localizations" phase reads
/// `Source/en.lproj/Localizable.strings` and writes `${BUILT_PRODUCTS_DIR}/Strings.swift`, whose
/// `Strings.endorsed` and `[Strings accountDisabled]` the code calls. The file is made at build
/// time and is in no checkout, so its members are matched to keys by their spelling, one-word
/// keys included (`GeneratedAccessors`), as SwiftGen's configured types are.
///
/// Only a phase that declares both ends is read: an input that is a strings table and an output
/// that is a Swift file. What its script does is not read.
enum StringsScriptOutputs {
    /// The type names of `phase`'s Swift outputs (a `PBXShellScriptBuildPhase`), when one of its
    /// inputs is a strings table.
    static func types(of phase: OpenStepValue) -> Set<String> {
        let inputs = (phase["inputPaths"]?.array ?? []).compactMap(\.string)
        guard inputs.contains(where: isTable) else { return [] }
        return Set((phase["outputPaths"]?.array ?? []).compactMap(\.string).compactMap(typeName(ofOutput:)))
    }

    private static func isTable(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings")
    }

    /// `Strings` for `${BUILT_PRODUCTS_DIR}/Strings.swift`: a file's name, when it could be a
    /// type's (a capital, then letters, digits or underscores).
    static func typeName(ofOutput path: String) -> String? {
        let name = FileSystem.baseName(path)
        guard name.hasSuffix(".swift") else { return nil }
        let stem = name.dropLast(".swift".count)
        guard let first = stem.first, first.isASCII, first.isUppercase,
              stem.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return String(stem)
    }
}
