/// Branches of `#if` an iOS app's release build does not compile, whose screens no user sees:
/// debug builds' (`#if DEBUG`, `#if DEBUG && …`, `#elseif DEBUG`, `#if !RELEASE`, `#if SNAPSHOTS`, and the branches
/// after `#if !DEBUG`'s or `#if RELEASE`'s first: Xcode defines `DEBUG` in the Debug configuration
/// alone; Swiftfin's developer menu) and other platforms' (`#if os(macOS)`, `os(watchOS)`, `os(tvOS)`, `os(visionOS)`,
/// `canImport(AppKit)`, `targetEnvironment(macCatalyst)`, and the branches after `#if
/// os(iOS)`'s or `#if !os(tvOS)`'s first; Kiwix's macOS settings beside its iOS ones). In Objective-C, whose lexer reads an `#if`'s first branch (and the
/// next when the first is unbuilt and balanced): `#ifdef DEBUG`, `#if DEBUG`, `#if
/// defined(DEBUG)`, `#if TARGET_OS_OSX` and the like.
enum UnbuiltBranches {
    /// The builds a branch is judged for.
    enum Build {
        /// An iOS app's release build: other platforms' branches and debug builds' are unbuilt.
        case iOSRelease
        /// Any platform's release build: only debug builds' branches (and the screenshots'
        /// build's) are unbuilt. What they look up no user sees, on any platform.
        case anyRelease
    }

    /// The token ranges of such branches, outermost only, in order (unbuilt branches side by
    /// side, `#if os(macOS)` then `#elseif os(tvOS)`, are one range).
    static func ranges(in file: SourceFile, for build: Build = .iOSRelease) -> [Range<Int>] {
        var branches = OpenBranches()
        var ranges: [Range<Int>] = []
        var start: Int? = nil
        var index = 0
        while index < file.count {
            guard let directive = directive(in: file, at: index, for: build) else {
                index += 1
                continue
            }
            branches.read(directive.kind, directive.condition)
            if branches.isUnbuilt {
                if start == nil { start = directive.next }
            } else if let begun = start {
                if begun < index { ranges.append(begun..<index) }
                start = nil
            }
            index = directive.next
        }
        if let begun = start, begun < file.count { ranges.append(begun..<file.count) }
        return ranges
    }

    /// The `#if` branches open at a point of a file, read directive by directive, and whether
    /// one an iOS release build leaves out holds that point. Shared by the source reading and
    /// `CodeAssignments`' byte scan.
    struct OpenBranches {
        private var open: [(isUnbuilt: Bool, laterAreUnbuilt: Bool)] = []
        /// How many of `open` are unbuilt: asked after every directive, it is kept, not counted
        /// (100,000 nested `#if`s would make counting quadratic).
        private var unbuilt = 0

        var isUnbuilt: Bool { unbuilt > 0 }

        mutating func read(_ kind: Directive.Kind, _ condition: Condition) {
            switch kind {
            case .if:
                // After `#if !DEBUG` or `#if os(iOS)`, no later branch is built.
                push((condition == .unbuilt, condition == .alone))
            case .elseIf, .else:
                guard var branch = pop() else { return }
                branch.isUnbuilt = branch.laterAreUnbuilt || condition == .unbuilt
                if condition == .alone { branch.laterAreUnbuilt = true }
                push(branch)
            case .endIf:
                _ = pop()
            }
        }

        private mutating func push(_ branch: (isUnbuilt: Bool, laterAreUnbuilt: Bool)) {
            open.append(branch)
            if branch.isUnbuilt { unbuilt += 1 }
        }

        private mutating func pop() -> (isUnbuilt: Bool, laterAreUnbuilt: Bool)? {
            guard let branch = open.popLast() else { return nil }
            if branch.isUnbuilt { unbuilt -= 1 }
            return branch
        }
    }

    enum Condition {
        /// Never true in an iOS release build.
        case unbuilt
        /// Always true there: the branches after this one are unbuilt.
        case alone
        case other
    }

    struct Directive {
        enum Kind { case `if`, elseIf, `else`, endIf }
        let kind: Kind
        let condition: Condition
        /// The first token after the directive's line.
        let next: Int
    }

    static func directive(in file: SourceFile, at index: Int, for build: Build = .iOSRelease) -> Directive? {
        switch file.tokens[index].kind {
        case .pound:
            let kind: Directive.Kind
            if file.equals(index, "#if") { kind = .if } else if file.equals(index, "#elseif") { kind = .elseIf } else if file.equals(index, "#else") {
                kind = .else
            } else if file.equals(index, "#endif") { kind = .endIf } else { return nil }
            var next = index + 1
            var condition = ""
            while next < file.count, !file.tokens[next].newlineBefore {
                condition += file.text(next)
                next += 1
            }
            return Directive(kind: kind, condition: classify(condition, for: build), next: next)
        case .preprocessor:
            return preprocessorDirective(file.text(index), for: build).map { Directive(kind: $0.kind, condition: $0.condition, next: index + 1) }
        default:
            return nil
        }
    }

    /// An Objective-C preprocessor line's directive and its condition, nil for a line of
    /// another directive (`#define`, `#import`).
    static func preprocessorDirective(_ text: String, for build: Build = .iOSRelease) -> (kind: Directive.Kind, condition: Condition)? {
        // `#  ifdef DEBUG // comment`: the word after `#`, then the condition without spaces.
        let line = text.dropFirst().drop { $0 == " " || $0 == "\t" }
        let word = line.prefix { $0.isLetter }
        guard ["if", "ifdef", "ifndef", "elif", "elseif", "else", "endif"].contains(word) else { return nil }
        var rest = String(line.dropFirst(word.count))
        if let comment = rest.range(of: "//") ?? rest.range(of: "/*") { rest = String(rest[..<comment.lowerBound]) }
        rest.removeAll { $0 == " " || $0 == "\t" || $0 == "\\" || $0 == "\n" || $0 == "\r" }
        let kind: Directive.Kind
        switch word {
        case "if": kind = .if
        case "ifdef": kind = .if; rest = "defined(\(rest))"
        case "ifndef": kind = .if; rest = "!defined(\(rest))"
        // `#elseif` is Swift's (`CodeAssignments` reads Swift's lines with this too).
        case "elif", "elseif": kind = .elseIf
        case "else": kind = .else
        case "endif": kind = .endIf
        default: return nil
        }
        return (kind, classify(rest, for: build))
    }

    /// A condition written without spaces: a conjunction with `DEBUG` or another platform's test
    /// (`DEBUG&&os(iOS)`, `defined(DEBUG)`, `os(macOS)`), or a disjunction of such platforms
    /// (`os(macOS)||os(watchOS)`), is unbuilt; `!DEBUG`, `os(iOS)`, `canImport(UIKit)` are alone.
    /// For `.anyRelease`, only the debug builds' tests count: `#if os(macOS)` is built, for
    /// the Mac.
    static func classify(_ condition: String, for build: Build = .iOSRelease) -> Condition {
        let anyPlatform = build == .anyRelease
        func isAlone(_ test: String) -> Bool {
            releaseConditions.contains(test) || !anyPlatform && (iOSConditions.contains(test) || isOtherPlatformNegated(test))
        }
        func isUnbuilt(_ test: String) -> Bool { debugTests.contains(test) || !anyPlatform && otherPlatformTests.contains(test) }
        if isAlone(condition) { return .alone }
        // Not another platform (`!os(tvOS)`, Provenance's toggle whose `#else` is tvOS's), and
        // conjunctions of such tests (`!os(tvOS)&&!os(watchOS)`).
        let conjuncts = condition.components(separatedBy: "&&")
        if conjuncts.allSatisfy(isAlone) { return .alone }
        let alternatives = condition.components(separatedBy: "||")
        if alternatives.count > 1 { return alternatives.allSatisfy(isUnbuilt) && (anyPlatform || alternatives.allSatisfy(otherPlatformTests.contains)) ? .unbuilt : .other }
        return conjuncts.contains(where: isUnbuilt) ? .unbuilt : .other
    }

    /// `!os(tvOS)`, `!TARGET_OS_TV`: true wherever an iOS app builds (`!os(macOS)` among them).
    private static func isOtherPlatformNegated(_ test: String) -> Bool {
        test.hasPrefix("!") && otherPlatformTests.contains(String(test.dropFirst()))
    }

    /// A project's own condition for its release builds (`SWIFT_ACTIVE_COMPILATION_CONDITIONS =
    /// RELEASE` in the Corona-Warn-App's Release configuration) is unset in debug builds only:
    /// `#if !RELEASE` wraps its developer menu.
    /// A build for the App Store's screenshots (fastlane's `snapshot`, whose `Snapfile` sets
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS='$(inherited) SNAPSHOTS'`: Cryptomator's sample vaults
    /// and files) is no release build either.
    private static let debugTests: Set<String> = [
        "DEBUG", "defined(DEBUG)", "DEBUG==1", "DEBUG!=0", "!RELEASE", "!defined(RELEASE)",
        "SNAPSHOT", "SNAPSHOTS", "SCREENSHOT", "SCREENSHOTS", "defined(SNAPSHOT)", "defined(SNAPSHOTS)",
        "defined(SCREENSHOT)", "defined(SCREENSHOTS)",
    ]
    private static let otherPlatformTests: Set<String> = [
        "os(macOS)", "os(OSX)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "canImport(AppKit)",
        "TARGET_OS_OSX", "TARGET_OS_WATCH", "TARGET_OS_TV", "defined(TARGET_OS_OSX)",
        // The iOS app built for the Mac: its screens are the Mac's, not an iPhone's or iPad's.
        "targetEnvironment(macCatalyst)", "TARGET_OS_MACCATALYST", "defined(TARGET_OS_MACCATALYST)",
        // Anything but iOS.
        "!os(iOS)", "!canImport(UIKit)", "!TARGET_OS_IPHONE", "!TARGET_OS_IOS",
    ]
    /// True in every release build, and in an iOS app's.
    private static let releaseConditions: Set<String> = [
        "!DEBUG", "!defined(DEBUG)", "DEBUG==0", "RELEASE", "defined(RELEASE)", "!SNAPSHOT", "!SNAPSHOTS", "!SCREENSHOT", "!SCREENSHOTS",
    ]
    private static let iOSConditions: Set<String> = [
        "os(iOS)", "canImport(UIKit)", "!os(macOS)", "!os(OSX)", "TARGET_OS_IPHONE", "TARGET_OS_IOS",
        "!targetEnvironment(macCatalyst)", "!TARGET_OS_MACCATALYST",
    ]
}
