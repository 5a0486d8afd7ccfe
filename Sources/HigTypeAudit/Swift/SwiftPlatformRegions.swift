/// Which code of a Swift file can only run on macOS, from its syntax alone:
/// - the whole file, when it imports AppKit (or Cocoa) and not UIKit, outside any `#if`;
/// - the branch of an `#if`/`#elseif` whose condition is `os(macOS)` (or `os(OSX)`), alone or
///   joined with `&&`; the `#else` of `#if !os(macOS)`.
///
/// Likewise watchOS (`#if os(watchOS)`, a file that imports WatchKit) and tvOS (`#if os(tvOS)`).
///
/// Anything else is not assumed to be macOS: the `#else` of `#if os(iOS)` (it may be tvOS, or
/// Linux), a condition with `||`, `canImport(AppKit)` (true on Mac Catalyst), and
/// `targetEnvironment(macCatalyst)`, which is iOS code with a Mac idiom.
struct SwiftPlatformRegions {
    /// Why the whole file is macOS code, or nil.
    private(set) var file: String?
    /// Token ranges of the macOS-only branches, in order, not overlapping.
    private(set) var branches: [Range<Int>] = []
    /// The file names `NSFont` and never `UIFont` nor UIKit (`extension NSFont { … .systemFont(ofSize: 13) }`
    /// in a file that imports only Foundation): its implicit `.systemFont(ofSize:)` is `NSFont`'s.
    private(set) var namesOnlyNSFont = false
    /// Why the whole file is watchOS code (it imports WatchKit outside any `#if`), or nil.
    private(set) var watchFile: String?
    /// Token ranges of the `#if os(watchOS)` branches, in order, not overlapping.
    private(set) var watchBranches: [Range<Int>] = []
    /// Token ranges of the `#if os(tvOS)` branches, in order, not overlapping.
    private(set) var tvBranches: [Range<Int>] = []

    init(_ finder: SwiftFontFinder) {
        var appKit = false
        var uiKit = false
        var nsFont = false
        var uiFont = false
        // Per open `#if`: whether its current branch is macOS-only, and whether its `#else` would be.
        var frames: [(macOS: Bool, elseIsMacOS: Bool)] = []
        var macOSFrames = 0  // how many of `frames` are in a macOS branch
        var branchStart: Int?
        var watchFrames: [Bool] = []  // per open `#if`: is its current branch `os(watchOS)`
        var watchStart: Int?
        var tvFrames: [Bool] = []  // per open `#if`: is its current branch `os(tvOS)`
        var tvStart: Int?
        let tokens = finder.tokens
        var k = 0
        while k < tokens.count {
            if tokens[k].end - tokens[k].start == 6, tokens[k].kind == .identifier {
                switch finder.name(k) {
                case "NSFont": nsFont = true
                case "UIFont": uiFont = true
                default: break
                }
            }
            let isDirective = tokens[k].kind == .identifier && finder.bytes[tokens[k].start] == UInt8(ascii: "#")
            guard isDirective || (frames.isEmpty && tokens[k].kind == .identifier) else {
                k += 1
                continue
            }
            let wasMacOS = macOSFrames > 0
            Self.track(k, os: "watchOS", frames: &watchFrames, start: &watchStart, into: &watchBranches, finder)
            Self.track(k, os: "tvOS", frames: &tvFrames, start: &tvStart, into: &tvBranches, finder)
            var after = k + 1  // the first token after the directive and its condition
            switch finder.name(k) {
            case "import" where frames.isEmpty:
                switch finder.name(k + 1) {
                case "AppKit", "Cocoa": appKit = true
                case "UIKit": uiKit = true
                case "WatchKit": watchFile = "the file imports WatchKit"
                default: break
                }
            case "#if":
                let (condition, last) = Self.condition(after: k, finder)
                frames.append((condition == .macOS, condition == .notMacOS))
                if condition == .macOS { macOSFrames += 1 }
                after = last + 1
            case "#elseif" where !frames.isEmpty:
                let (condition, last) = Self.condition(after: k, finder)
                macOSFrames += (condition == .macOS ? 1 : 0) - (frames[frames.count - 1].macOS ? 1 : 0)
                frames[frames.count - 1] = (condition == .macOS, false)
                after = last + 1
            case "#else" where !frames.isEmpty:
                let frame = frames[frames.count - 1]
                macOSFrames += (frame.elseIsMacOS ? 1 : 0) - (frame.macOS ? 1 : 0)
                frames[frames.count - 1] = (frame.elseIsMacOS, false)
            case "#endif" where !frames.isEmpty:
                if frames.removeLast().macOS { macOSFrames -= 1 }
            default:
                break
            }
            let isMacOS = macOSFrames > 0
            if isMacOS, !wasMacOS {
                branchStart = after
            } else if !isMacOS, wasMacOS, let start = branchStart {
                branches.append(start..<k)
                branchStart = nil
            }
            k = after
        }
        if let start = branchStart { branches.append(start..<tokens.count) }
        if let start = watchStart { watchBranches.append(start..<tokens.count) }
        if let start = tvStart { tvBranches.append(start..<tokens.count) }
        if appKit, !uiKit { file = "the file imports AppKit and not UIKit" }
        namesOnlyNSFont = nsFont && !uiFont && !uiKit
    }

    /// Why the code at token `k` is macOS-only, or nil.
    func macOS(at k: Int) -> String? {
        if let file { return file }
        var low = 0
        var high = branches.count
        while low < high {
            let mid = (low + high) / 2
            if branches[mid].upperBound <= k { low = mid + 1 } else { high = mid }
        }
        return low < branches.count && branches[low].contains(k) ? "under #if os(macOS)" : nil
    }

    /// Why the code at token `k` is watchOS code, or nil.
    func watchOS(at k: Int) -> String? {
        if let watchFile { return watchFile }
        return Self.contains(watchBranches, k) ? "under #if os(watchOS)" : nil
    }

    /// Why the code at token `k` is tvOS code, or nil.
    func tvOS(at k: Int) -> String? {
        Self.contains(tvBranches, k) ? "under #if os(tvOS)" : nil
    }

    private static func contains(_ branches: [Range<Int>], _ k: Int) -> Bool {
        var low = 0
        var high = branches.count
        while low < high {
            let mid = (low + high) / 2
            if branches[mid].upperBound <= k { low = mid + 1 } else { high = mid }
        }
        return low < branches.count && branches[low].contains(k)
    }

    /// Follows the `#if` branches that are `os(<os>)` at the directive `k`: opens a branch
    /// (from `k`) when one starts, and closes it into `branches` when it ends.
    private static func track(
        _ k: Int, os: String, frames: inout [Bool], start: inout Int?, into branches: inout [Range<Int>],
        _ finder: SwiftFontFinder
    ) {
        let was = frames.contains(true)
        switch finder.name(k) {
        case "#if": frames.append(isOS(os, after: k, finder))
        case "#elseif" where !frames.isEmpty: frames[frames.count - 1] = isOS(os, after: k, finder)
        case "#else" where !frames.isEmpty: frames[frames.count - 1] = false
        case "#endif" where !frames.isEmpty: frames.removeLast()
        default: break
        }
        let now = frames.contains(true)
        if now, !was {
            start = k
        } else if !now, was, let first = start {
            branches.append(first..<k)
            start = nil
        }
    }

    /// Whether the `#if`/`#elseif` at `k` is `os(<os>)`, alone or joined with `&&`.
    private static func isOS(_ os: String, after k: Int, _ finder: SwiftFontFinder) -> Bool {
        let tokens = finder.tokens
        var j = k + 1
        var words: [String] = []
        while j < tokens.count, j - k < 64, !finder.bytes[tokens[j - 1].end..<tokens[j].start].contains(0x0A) {
            words.append(String(decoding: finder.bytes[tokens[j].start..<tokens[j].end], as: UTF8.self))
            j += 1
        }
        let mentions = zip(words, words.dropFirst(2)).contains { $0 == "os" && $1 == os }
        return mentions && !words.contains("|") && !words.contains("!")
    }

    private enum Condition { case macOS, notMacOS, other }

    /// The condition of the `#if`/`#elseif` at `k`: its tokens up to the end of its line. Returns
    /// the index of the condition's last token, so the walk goes on after it.
    private static func condition(after k: Int, _ finder: SwiftFontFinder) -> (Condition, Int) {
        let tokens = finder.tokens
        var j = k + 1
        var words: [String] = []
        while j < tokens.count, !finder.bytes[tokens[j - 1].end..<tokens[j].start].contains(0x0A) {
            words.append(String(decoding: finder.bytes[tokens[j].start..<tokens[j].end], as: UTF8.self))
            j += 1
        }
        let last = j - 1
        let mentionsMacOS = zip(words, words.dropFirst(2)).contains { $0 == "os" && ($1 == "macOS" || $1 == "OSX") }
        guard mentionsMacOS, !words.contains("|") else { return (.other, last) }
        if words.count == 5, words[0] == "!" { return (.notMacOS, last) }
        // `!os(…)` beside other terms: not a plain macOS branch.
        let negatesOS = zip(words, words.dropFirst()).contains { $0 == "!" && $1 == "os" }
        return negatesOS ? (.other, last) : (.macOS, last)
    }
}
