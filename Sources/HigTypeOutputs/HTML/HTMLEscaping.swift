import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Escaping for text that goes into an HTML page, as element content or as a quoted attribute
/// value. Token names, descriptions, family names and diagnostic messages come from the
/// manifest, so none of them may open a tag, close `<style>`, end an attribute or start an
/// entity: `&`, `<`, `>`, `"` and `'` become character references.
public enum HTMLEscaping {
    /// `text` safe as element content and inside a single- or double-quoted attribute value.
    /// Control characters other than tab, line feed and carriage return are not allowed in
    /// HTML at all (not even as references), so they become U+FFFD.
    public static func escape(_ text: String) -> String {
        Escaping.replacing(text) { scalar in
            switch scalar {
            case "\t", "\n", "\r": nil
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): "\u{FFFD}"
            default: MustacheTemplate.htmlReference(scalar)
            }
        }
    }
}
