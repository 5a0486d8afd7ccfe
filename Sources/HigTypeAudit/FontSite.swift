import HigTypeSpec

/// One place in a source file that sets a fixed font size: what the finders hand the auditor.
/// It says what was written (the form, the size, the weight) and what a fix-it replaces;
/// the auditor decides the text style, the token and the message.
public struct FontSite: Hashable, Sendable {
    /// The API or property that set the size.
    public enum Form: Hashable, Sendable {
        /// `Font.system(size:…)`, `.system(size:…)`. `wrapped`: the call is the whole argument
        /// of a `.font(…)` modifier, and the site (and its fix-it) is that modifier.
        case swiftUISystem(explicit: Bool, wrapped: Bool)
        /// `Font.custom(_:fixedSize:)` (`custom(_:size:)` scales with Body, so it is no site).
        case swiftUICustom
        /// `UIFont.systemFont(ofSize:…)` and its bold, italic, monospaced and monospaced-digit
        /// siblings, or the `NSFont` ones.
        case systemFont(Framework)
        /// `UIFont(name:size:)`, `NSFont(name:size:)`.
        case namedFont(Framework)
        /// A CSS `font-size` declaration.
        case cssFontSize
        /// A CSS `font` shorthand declaration.
        case cssFont
        /// `UIImage.SymbolConfiguration(pointSize:…)`, or `(font:)` with a fixed font: a symbol's
        /// size. `image` is the type written (`UIImage`, `NSImage`); `scale` the `scale:` argument's text.
        case symbolConfiguration(image: String, scale: String?)
        /// The Swift forms of `SwiftFontFinder+MoreForms.swift` (`withSize`, SwiftGen, `.dynamicTypeSize` …).
        case swiftCall(SwiftCallForm)
        /// An absolute length a CSS font size reads through a variable: a custom property's,
        /// SCSS or LESS variable's value, or a `var()` fallback. The site is the length alone.
        case cssLength
    }

    public enum Framework: String, Hashable, Sendable {
        case uiKit = "UIFont"
        case appKit = "NSFont"
    }

    /// The size as written: points from a literal, or the expression that computes it.
    public enum Size: Hashable, Sendable {
        case points(Double)
        case expression(String)
    }

    public var form: Form
    /// Byte offset the diagnostic points at: where the replaced text starts.
    public var offset: Int
    /// Byte offset just past the replaced text: the fix-it's edit is `offset..<end`.
    public var end: Int
    /// The source text the fix-it replaces.
    public var text: String
    public var size: Size
    /// The weight written beside the size, or implied by the API (`boldSystemFont`); nil when
    /// none is written, which for every flagged API means Regular.
    public var weight: FontWeight?
    /// For `.custom`: the call up to its closing parenthesis, with `fixedSize:` read as `size:`,
    /// so the fix-it appends `, relativeTo: .style)`.
    public var customPrefix: String?
    /// The unit a CSS length was written in (`px`, `pt` …).
    public var cssUnit: String?
    /// For CSS: the byte range of the absolute length within `text`, so a fix-it can swap it for rem.
    public var cssLength: Range<Int>?
    /// Why the site is code that only runs on macOS ("the file imports AppKit"), or nil.
    public var macOS: String?
    /// The size sets an SF Symbol's size, not text's.
    public var symbol = false
    /// The size is a text style's size read once (`preferredFont(forTextStyle: .body).pointSize`).
    public var readOnce: ReadOnce?
    /// The project's font helper the size is passed to (`appFont(ofSize:)`), for a call of one.
    public var helper: String?
    /// Why the site is watchOS code ("the file imports WatchKit"), or nil: read against watchOS's table.
    public var watchOS: String?
    /// Why the site is tvOS code ("under #if os(tvOS)"), or nil: read against tvOS's table.
    public var tvOS: String?
    /// The site is in the `else` of `if #available(iOS 11, *)`: the versions below which alone
    /// it runs (major × 100 + minor, by platform). A project that deploys to one of them never runs it.
    var fallbackBelow: [Platform: Int] = [:]
    /// For Swift: what the call wrote beside its size (weight, design, qualifier), for fix-its that keep it.
    public var swift = SwiftCallDetail()
    /// A UIKit or AppKit system font call that is the whole argument of SwiftUI's `Font(_:)`: the
    /// site is that `Font(…)`, its form `.swiftUISystem`. Set by the auditor (`SwiftFixIt`).
    public var platformFont: PlatformFontCall?
    /// For CSS: the root font size a rem is read against (`CSSRootSize`). Set by the auditor.
    public var remRoot: RemRoot = .browser

    /// `end` defaults to the end of `text` in UTF-8; a finder gives it from its tokens, which
    /// stays right when the source holds bytes that are not UTF-8.
    public init(form: Form, offset: Int, end: Int? = nil, text: String, size: Size, weight: FontWeight? = nil) {
        self.form = form
        self.offset = offset
        self.end = end ?? offset + text.utf8.count
        self.text = text
        self.size = size
        self.weight = weight
    }
}

extension FontSite {
    /// What a UIKit or AppKit call inside SwiftUI's `Font(_:)` said that SwiftUI says otherwise.
    public struct PlatformFontCall: Hashable, Sendable {
        /// SwiftUI modifiers that keep the traits the call's name said (`.italic()`, `.monospacedDigit()`).
        public var modifiers: [String] = []
        /// The weight is not a literal but a `UIFont.Weight` value, which SwiftUI's `.weight(_:)`
        /// does not take: no fix-it.
        public var weightNotLiteral = false
    }
}
