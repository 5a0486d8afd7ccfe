import HigTypeSpec

/// A project's own font helpers, found in a first pass over every Swift file of the tree:
/// a function, initializer or static method that hands one of its parameters to a system font
/// call as the size (`static func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }`).
/// Its body can fix nothing (the size is the caller's), so it is no finding; its call sites that
/// pass a literal size are (`SwiftFontFinder` matches them by name and argument labels).
///
/// A helper is also a function that forwards its parameter into another helper's size, found
/// breadth first over the forwarding calls once every file is read. A function whose body scales
/// (`scaledFont(for:)`, `scaledValue(for:)`, `UIFontMetrics`), or reads the content size
/// category, or draws into an image (an icon-font renderer), is no helper.
///
/// The first pass also gathers `scaledNames`: functions and static members whose value scales
/// (`SwiftSizeNames`), so a size built from one in another file is not called fixed.
public struct SwiftFontHelpers: Sendable {
    /// One helper's signature.
    public struct Helper: Hashable, Sendable {
        /// The name a call site writes: the function's, or the type's for an initializer.
        public var callName: String
        /// The external labels in order, nil for `_`.
        var labels: [String?]
        /// Which parameters have a default value (a call may leave them out).
        var defaults: [Bool]
        /// The parameter that is the size.
        var sizeIndex: Int
        /// `appFont(ofSize:weight:)`, as the finding names it.
        public var display: String
        /// The font call the size reaches: the form of the finding.
        var form: FontSite.Form
        /// The weight the helper writes itself (`fontWithSize(size, weight: .bold)`), nil when none.
        var weight: FontWeight?
        /// The font is an icon font's (its name, or the helper's type or name, says icon or glyph):
        /// its calls size a symbol.
        var symbol = false
    }

    /// Helpers by the name a call site writes.
    private(set) var helpers: [String: [Helper]] = [:]
    /// Functions and static members (of any file) whose value is a scaled or relative size.
    private(set) var scaledNames: Set<String> = []
    /// Of `scaledNames`, those that follow the reader's text size, not only the layout.
    private(set) var textSizeNames: Set<String> = []
    /// By type name (a class, or an extension of it, in any file): the properties whose font the
    /// type's code sets (`titleLabel.font = …`, `.attributedText =`, `titleLabel.applyBodyStyle()`),
    /// so an Interface Builder outlet of that name holds a placeholder font.
    private(set) var fontsSetInCode: [String: Set<String>] = [:]

    /// By type name: the properties on which the type's code sets `adjustsFontForContentSizeCategory`
    /// (`button.titleLabel?.adjustsFontForContentSizeCategory = true`), so an Interface Builder text
    /// style on that outlet follows the reader's text size after all.
    private(set) var adjustsSetInCode: [String: Set<String>] = [:]

    /// The project's SwiftUI views whose `body` draws only images (`SwiftProjectViews.swift`).
    private(set) var imageViews: Set<String> = []
    /// The project's UIKit/AppKit views wrapped for SwiftUI, which the environment's font does not reach.
    private(set) var wrappedViews: Set<String> = []
    /// What the project's code does with names: for the views of its storyboards and XIBs.
    public private(set) var references = SwiftReferences()

    /// Whether the code of `type` sets `adjustsFontForContentSizeCategory` on its property `property`.
    public func setsAdjusts(type: String, property: String) -> Bool {
        adjustsSetInCode[type]?.contains(property) ?? false
    }

    /// Whether the code of `type` sets the font of its property `property`.
    public func setsFont(type: String, property: String) -> Bool {
        fontsSetInCode[type]?.contains(property) ?? false
    }

    public init() {}

    static let maxOverloads = 8

    /// The index of the Swift files given (their bytes), each lexed once: linear in their size.
    public static func index(_ files: [[UInt8]]) -> SwiftFontHelpers {
        var index = SwiftFontHelpers()
        var scans: [FileScan] = []
        for bytes in files {
            let finder = SwiftFontFinder(bytes: bytes, tokens: SwiftLexer.lex(bytes).tokens)
            scans.append(FileScan(finder))
            index.references.scan(finder)
        }
        index.merge(scans)
        // An outlet given to a style function that sets its font (`titleStyle(titleLabel)`) has its font set in code.
        for (type, properties) in index.references.styledProperties() {
            index.fontsSetInCode[type, default: []].formUnion(properties)
        }
        return index
    }

    /// The index of one file alone (an audit given no project index: a fixture, an editor's buffer).
    init(scan: FileScan) { merge([scan]) }

    private mutating func merge(_ scans: [FileScan]) {
        var queue: [Helper] = []
        var forwards: [String: [(function: FileScan.Function, parameter: Int, call: FileScan.Call)]] = [:]
        (imageViews, wrappedViews) = Self.settleViews(
            scans.flatMap(\.viewBodies), wrapped: scans.flatMap(\.wrappedViews))
        for scan in scans {
            scaledNames.formUnion(scan.scaledExports)
            textSizeNames.formUnion(scan.textSizeExports)
            for (type, properties) in scan.fontsSet { fontsSetInCode[type, default: []].formUnion(properties) }
            for (type, properties) in scan.adjustsSet { adjustsSetInCode[type, default: []].formUnion(properties) }
            for candidate in scan.direct { queue.append(candidate) }
            for forward in scan.forwards {
                forwards[forward.call.name, default: []].append(forward)
            }
        }
        var seen: Set<Helper> = []
        var index = 0
        while index < queue.count {
            let helper = queue[index]
            index += 1
            // A name overloaded past `maxOverloads` is matched by its first ones only, so calls stay linear.
            guard seen.insert(helper).inserted, helpers[helper.callName, default: []].count < Self.maxOverloads else {
                continue
            }
            helpers[helper.callName, default: []].append(helper)
            for forward in forwards[helper.callName] ?? [] {
                guard let argument = helper.sizeArgument(forward.call.labels), argument == forward.call.argument,
                    var made = forward.function.helper(
                        sizeIndex: forward.parameter, form: helper.form, weight: forward.call.weight ?? helper.weight)
                else { continue }
                made.symbol = made.symbol || helper.symbol
                queue.append(made)
            }
        }
    }

    /// The helper a call named `name` with these argument labels calls, and the index of the
    /// argument that is its size; nil when none fits. Of overloads that differ in what they make
    /// (`Font` and `UIFont` helpers of one name), a SwiftUI one when `swiftUI`, else another.
    func helper(named name: String, labels: [String?], swiftUI: Bool) -> (helper: Helper, argument: Int)? {
        var found: (helper: Helper, argument: Int)?
        for helper in helpers[name] ?? [] {
            guard let argument = helper.sizeArgument(labels) else { continue }
            if found == nil || helper.makesSwiftUIFont == swiftUI && found?.helper.makesSwiftUIFont != swiftUI {
                found = (helper, argument)
            }
        }
        return found
    }
}

extension SwiftFontHelpers.Helper {
    var makesSwiftUIFont: Bool {
        switch form {
        case .swiftUISystem, .swiftUICustom: true
        default: false
        }
    }

    /// The index of the call argument that fills the size parameter, when a call with `labels`
    /// fits the signature (parameters with defaults may be left out); nil when it does not fit.
    func sizeArgument(_ call: [String?]) -> Int? {
        var j = 0
        var found: Int?
        for i in labels.indices {
            if j < call.count, call[j] == labels[i] {
                if i == sizeIndex { found = j }
                j += 1
            } else if !defaults[i] {
                return nil
            }
        }
        return j == call.count ? found : nil
    }
}

extension SwiftFontHelpers {
    /// What one file declares and does, read in one pass over its tokens.
    struct FileScan {
        struct Function {
            var name: String
            var labels: [String?]
            var internals: [String]
            /// The function's type or name says icon or glyph.
            var icon = false
            var defaults: [Bool]

            func helper(sizeIndex: Int, form: FontSite.Form, weight: FontWeight?) -> Helper? {
                guard labels.indices.contains(sizeIndex) else { return nil }
                let shown = labels.map { ($0 ?? "_") + ":" }.joined()
                return Helper(
                    callName: name, labels: labels, defaults: defaults, sizeIndex: sizeIndex,
                    display: "\(name)(\(shown))", form: form, weight: weight, symbol: icon)
            }
        }
        /// A call in a function's body that passes one of its parameters on.
        struct Call {
            var name: String
            var labels: [String?]
            var argument: Int
            /// A literal weight the call passes (`weight: .bold`).
            var weight: FontWeight?
        }

        private(set) var direct: [Helper] = []
        private(set) var forwards: [(function: Function, parameter: Int, call: Call)] = []
        /// Byte offsets of the font calls in helpers' bodies whose size is the helper's parameter.
        private(set) var bodySites: Set<Int> = []
        /// Token ranges of functions that draw into an image (icon-font renderers).
        private(set) var iconRenderers: [Range<Int>] = []
        private(set) var scaledExports: Set<String> = []
        private(set) var textSizeExports: Set<String> = []
        private(set) var fontsSet: [String: Set<String>] = [:]
        private(set) var adjustsSet: [String: Set<String>] = [:]
        /// The views the file declares (`SwiftProjectViews.swift`).
        private(set) var viewBodies: [ViewBody] = []
        private(set) var wrappedViews: [(name: String, reads: Bool)] = []

        /// The members that set a view's font, or its text with its own font.
        static let fontSetters: Set<String> = ["font", "attributedText", "attributedTitle", "typingAttributes"]
        static let fontSettingCalls: Set<String> = ["setAttributedTitle", "setFont"]

        /// `titleLabel.font = …`, `self.button.titleLabel?.font = …`, `label.attributedText = …`,
        /// `label.applyBodyStyle()`, `button.setAttributedTitle(…)`: each name of the receiver's
        /// chain (`self` aside), under the type the code is in.
        private mutating func readFontSetters(_ finder: SwiftFontFinder) {
            for k in finder.tokens.indices where finder.isPunct(k - 1, ".") {
                guard let member = finder.name(k) else { continue }
                let adjusts =
                    member == "adjustsFontForContentSizeCategory" && finder.isPunct(k + 1, "=")
                    && finder.name(k + 2) == "true"
                let assigns =
                    (adjusts || Self.fontSetters.contains(member)) && finder.isPunct(k + 1, "=")
                    && !finder.isPunct(k + 2, "=")
                let calls =
                    finder.isPunct(k + 1, "(")
                    && (Self.fontSettingCalls.contains(member)
                        || (member.hasPrefix("apply") && (member.contains("Style") || member.contains("Font"))))
                guard assigns || calls, let type = finder.typeScopes.type(at: k, in: finder) else { continue }
                var j = k - 2
                while j >= 0, k - j < 16 {
                    if finder.isPunct(j, "?") || finder.isPunct(j, "!") {
                        j -= 1
                        continue
                    }
                    guard let receiver = finder.name(j) else { break }
                    if receiver != "self" {
                        if adjusts {
                            adjustsSet[type, default: []].insert(receiver)
                        } else {
                            fontsSet[type, default: []].insert(receiver)
                        }
                    }
                    guard finder.isPunct(j - 1, ".") else { break }
                    j -= 2
                }
            }
        }

        /// The names that say a body scales its font, or reads the reader's text size.
        static let scalingNames: Set<String> = [
            "scaledFont", "scaledValue", "UIFontMetrics", "preferredContentSizeCategory", "sizeCategory",
            "dynamicTypeSize", "contentSizeCategory", "ContentSizeCategory", "DynamicTypeSize",
        ]
        /// The names of the APIs that draw into an image.
        static let imageDrawing: Set<String> = [
            "UIGraphicsImageRenderer", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsBeginImageContext",
            "lockFocus", "NSGraphicsContext", "CGContext", "ImageRenderer",
        ]

        private struct Frame {
            var function: Function?
            var depth: Int
            var start: Int
            var scales = false
            var draws = false
            var drawCalls = false
            var candidates: [(parameter: Int, form: FontSite.Form, offset: Int, weight: FontWeight?)] = []
            var forwards: [(parameter: Int, call: Call)] = []
            /// Locals initialised from a parameter (`let size = fontSize == 0 ? 10 : fontSize`).
            var aliases: [String: Int] = [:]
            var iconFont = false
        }

        init(_ finder: SwiftFontFinder) {
            let tokens = finder.tokens
            var frames: [Frame] = []
            var depth = 0
            var pending: (function: Function, until: Int)?
            var k = 0
            while k < tokens.count {
                if finder.isPunct(k, "{") {
                    depth += 1
                    if let function = pending?.function {
                        frames.append(Frame(function: function, depth: depth, start: k))
                        pending = nil
                    }
                    k += 1
                    continue
                }
                if finder.isPunct(k, "}") {
                    pending = nil
                    if let frame = frames.last, frame.depth == depth {
                        frames.removeLast()
                        let renders = frame.draws && frame.drawCalls
                        if renders { iconRenderers.append(frame.start..<k) }
                        var function = frame.function
                        if frame.iconFont { function?.icon = true }
                        close(function, skip: frame.scales || renders, candidates: frame.candidates, frame.forwards)
                    }
                    depth -= 1
                    k += 1
                    continue
                }
                guard let word = finder.name(k) else {
                    k += 1
                    continue
                }
                if let until = pending?.until, k > until, ["func", "var", "let", "init", "case"].contains(word) {
                    pending = nil  // a requirement without a body
                }
                if word == "func" || (word == "init" && !finder.isPunct(k - 1, ".")),
                    let declared = Self.declaration(at: k, finder)
                {
                    pending = declared
                    k = declared.until + 1
                    continue
                }
                if !frames.isEmpty {
                    let top = frames.count - 1
                    if Self.scalingNames.contains(word) { frames[top].scales = true }
                    if Self.imageDrawing.contains(word) { frames[top].draws = true }
                    if word == "draw" || word == "image" { frames[top].drawCalls = true }
                    if word == "let" || word == "var", let function = frames[top].function, !function.internals.isEmpty,
                        let bound = finder.name(k + 1), let initializer = finder.initializer(after: k + 1),
                        let used = initializer.first(where: { function.internals.contains(finder.name($0) ?? "") }),
                        let index = function.internals.firstIndex(of: finder.name(used)!)
                    {
                        frames[top].aliases[bound] = index
                    }
                    if finder.isPunct(k + 1, "("), let function = frames[top].function, !function.internals.isEmpty {
                        Self.read(call: k, in: &frames[top], function: function, finder)
                    }
                }
                k += 1
            }
            readFontSetters(finder)
            (viewBodies, wrappedViews) = Self.views(finder)
            let names = SwiftSizeNames(finder)
            scaledExports = names.exportedScaled
            textSizeExports = names.exportedTextSize
        }

        /// A call in a helper candidate's body: a font call whose size is a parameter, or a call
        /// that passes a parameter on.
        private static func read(call k: Int, in frame: inout Frame, function: Function, _ finder: SwiftFontFinder) {
            guard let (arguments, _) = finder.arguments(openingAt: k + 1) else { return }
            if let match = finder.matchAnyForm(at: k, framework: .uiKit) {
                guard case .expression(let text) = match.site.size else { return }
                if let index = function.internals.firstIndex(of: text) ?? frame.aliases[text] {
                    frame.candidates.append((index, match.site.form, match.site.offset, match.site.weight))
                    if SwiftFontFinder.isIconFontName(match.site.text) { frame.iconFont = true }
                }
                return
            }
            let name = finder.name(k)!
            guard !["func", "init"].contains(finder.name(k - 1) ?? "") else { return }
            for (position, argument) in arguments.enumerated() {
                guard argument.value.count == 1, let used = finder.name(argument.value.lowerBound),
                    let index = function.internals.firstIndex(of: used) ?? frame.aliases[used]
                else { continue }
                let weight = finder.weight(arguments, after: nil)
                frame.forwards.append(
                    (index, Call(name: name, labels: arguments.map(\.label), argument: position, weight: weight)))
            }
        }

        private mutating func close(
            _ function: Function?, skip: Bool,
            candidates: [(parameter: Int, form: FontSite.Form, offset: Int, weight: FontWeight?)],
            _ calls: [(parameter: Int, call: Call)]
        ) {
            guard let function, !skip else { return }
            for candidate in candidates {
                bodySites.insert(candidate.offset)
                if let helper = function.helper(
                    sizeIndex: candidate.parameter, form: candidate.form, weight: candidate.weight)
                {
                    direct.append(helper)
                }
            }
            for call in calls { forwards.append((function, call.parameter, call.call)) }
        }

        /// The function or initializer declared at `k` (`func` or `init`): its name, parameters,
        /// and the index of its parameters' `)`.
        private static func declaration(at k: Int, _ finder: SwiftFontFinder) -> (function: Function, until: Int)? {
            let name: String
            var open = k + 1
            if finder.name(k) == "func" {
                guard let declared = finder.name(k + 1) else { return nil }
                name = declared
                open = k + 2
            } else {
                guard let type = finder.typeScopes.type(at: k, in: finder) else { return nil }
                name = type
                if finder.isPunct(open, "?") || finder.isPunct(open, "!") { open += 1 }
            }
            if finder.isPunct(open, "<") {
                var j = open
                while j < finder.tokens.count, j - open < 64, !finder.isPunct(j, ">") { j += 1 }
                open = j + 1
            }
            guard finder.isPunct(open, "(") else { return nil }
            var labels: [String?] = []
            var internals: [String] = []
            var defaults: [Bool] = []
            var depth = 0
            var start = open + 1
            var j = open
            while j < finder.tokens.count {
                if finder.isPunct(j, "(") || finder.isPunct(j, "[") || finder.isPunct(j, "<") { depth += 1 }
                let arrow = finder.isPunct(j, ">") && finder.isPunct(j - 1, "-")
                let closes = finder.isPunct(j, ")") || finder.isPunct(j, "]") || (finder.isPunct(j, ">") && !arrow)
                if closes { depth -= 1 }
                if (depth == 0 && closes) || (depth == 1 && finder.isPunct(j, ",")) {
                    if start < j {
                        guard let first = finder.name(start) else { return nil }
                        if finder.isPunct(start + 1, ":") {
                            labels.append(first)
                            internals.append(first)
                        } else if let second = finder.name(start + 1), finder.isPunct(start + 2, ":") {
                            labels.append(first == "_" ? nil : first)
                            internals.append(second)
                        } else {
                            return nil
                        }
                        var hasDefault = false
                        for h in start..<j where finder.isPunct(h, "=") { hasDefault = true }
                        defaults.append(hasDefault)
                    }
                    if depth == 0 { break }
                    start = j + 1
                }
                j += 1
            }
            guard j < finder.tokens.count else { return nil }
            var function = Function(name: name, labels: labels, internals: internals, defaults: defaults)
            let type = finder.typeScopes.type(at: k, in: finder) ?? ""
            function.icon = [name, type].contains { SwiftFontFinder.isIconFontName($0) }
            return (function, j)
        }
    }
}
