import HigTypeCompiler
import HigTypeSpec
import Mustache

/// How the generated Swift draws a token's font family stack: custom families by name, in
/// order, then the system font in a design. Apple's own typefaces are not installed as named
/// fonts an app can ask for; the system font draws them, so "SF Pro", a missing family and
/// `system-ui` all mean the same font.
struct SwiftTypeface: Equatable {
    /// Families to look up by name before falling back to the system font; empty when the stack
    /// starts with an Apple typeface or a generic family, or is empty.
    var customFamilies: [String]
    /// The system font design the stack falls back to: "default", "rounded", "serif" or
    /// "monospaced", as `Font.Design` and `UIFontDescriptor.SystemDesign` name them.
    var design: String

    /// Reads a stack up to its first Apple typeface or generic family, which sets the design;
    /// the CSS generics with no system design (cursive, fantasy, …) and other systems' own fonts
    /// (Segoe UI …), which Apple platforms do not have, are skipped.
    init(stack: [String]) {
        var families: [String] = []
        var design = "default"
        for name in stack where !Typeface.isAbsentOnApplePlatforms(name) {
            if let typeface = Typeface(family: name) {
                design = SwiftNames.design(typeface)
                break
            }
            let generic = name.lowercased()
            if let match = Self.genericDesigns[generic] {
                design = match
                break
            }
            if CSSNames.genericFamilies.contains(generic) { continue }
            families.append(name)
        }
        self.customFamilies = families
        self.design = design
    }

    /// CSS generic families the Apple typeface aliases do not already cover.
    private static let genericDesigns: [String: String] = [
        "serif": "serif", "sans-serif": "default", "ui-sans-serif": "default", "monospace": "monospaced",
    ]
}
