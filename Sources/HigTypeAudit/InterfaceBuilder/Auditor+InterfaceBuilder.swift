import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// Storyboards and XIBs. In Interface Builder a label's font is either fixed,
/// `<fontDescription key="fontDescription" type="system" pointSize="17"/>`, or a text style,
/// `<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>`, which follows the
/// reader's text size only when its element has `adjustsFontForContentSizeCategory="YES"`.
///
/// - A system font (`type="system"`, `"boldSystem"`, `"italicSystem"`, with `weight=`) or a
///   custom font (`name=`) with a `pointSize` is a `fixed-size` finding at `<fontDescription`.
///   The fix-it, for a system font whose weight is the nearest style's and that has no trait,
///   writes the style in place of `type`, `weight` and `pointSize` (the other attributes stay
///   where they are, so Xcode's diff stays small), and adds `adjustsFontForContentSizeCategory="YES"`
///   after the element's last attribute when it is not there. Its edit runs from that point to
///   the end of the `fontDescription`, the text between kept byte for byte. A bold or italic
///   font, another weight, or a custom font gets no fix-it: a text style in Interface Builder
///   carries neither, so the note says to scale the font in code.
/// - A text style on an element without `adjustsFontForContentSizeCategory="YES"` is read once,
///   when the view loads: `read-once-size`, with the attribute as its fix-it.
/// - `<!-- higtype: allow fixed-size — reason -->` waives as a comment does in code, on the
///   `fontDescription`'s line or its element's start tag's.
extension Auditor {
    static let interfaceBuilderStyles: [String: String] = [
        "largeTitle": "UICTFontTextStyleTitle0", "title1": "UICTFontTextStyleTitle1",
        "title2": "UICTFontTextStyleTitle2", "title3": "UICTFontTextStyleTitle3",
        "headline": "UICTFontTextStyleHeadline", "subheadline": "UICTFontTextStyleSubhead",
        "body": "UICTFontTextStyleBody", "callout": "UICTFontTextStyleCallout",
        "footnote": "UICTFontTextStyleFootnote", "caption1": "UICTFontTextStyleCaption1",
        "caption2": "UICTFontTextStyleCaption2",
    ]

    static let adjustsAttribute = "adjustsFontForContentSizeCategory"
    /// The elements whose Attributes inspector has "Automatically Adjusts Font".
    static let adjustingElements: Set<String> = ["label", "textField", "textView"]
    /// What to do for a button, whose title label takes the text style and the attribute in code only.
    static func buttonAdvice(style: String) -> String {
        "set the button's title font in code: button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .\(style)) "
            + "and button.titleLabel?.adjustsFontForContentSizeCategory = true"
    }

    /// One storyboard's or XIB's findings.
    func auditInterfaceBuilder(_ bytes: [UInt8], path: String) -> FileResult {
        let reader = InterfaceBuilderReader.read(bytes)
        let lines = LineIndex(bytes)
        var result = FileResult(lines: lines.lineCount)
        func location(_ offset: Int) -> SourceLocation {
            let position = lines.position(of: offset)
            return SourceLocation(file: path, line: position.line, column: position.column, offset: offset)
        }
        let (waivers, waiverErrors) = Waiver.collect(
            in: reader.comments.map { ($0.start, $0.end) }, bytes: bytes, lines: lines, path: path, closing: "-->",
            example: "<!-- \(Waiver.marker) — onboarding display type -->")
        result.diagnostics += waiverErrors
        // A WatchKit storyboard (or one in a watch target's folder) is read on watchOS's table, where a
        // label's text style follows the reader's text size by itself (no attribute to set).
        let watchReason =
            Self.watchTarget(path)
            ?? (Self.isWatchKitDocument(bytes) ? "it is a WatchKit storyboard" : nil)
        var table = self
        if watchReason != nil {
            table.platform = .watchos
            table.tokens = nil
        }
        for font in reader.fonts {
            // An outlet whose class sets its font in code (`titleLabel.font = …`): the font here is a placeholder.
            if let helpers, let id = font.parent?.value("id"),
                reader.outlets[id]?.contains(where: { helpers.setsFont(type: $0.owner, property: $0.property) }) == true
            {
                continue
            }
            // A glyph, an image-only button, a hidden view or an unused prototype cell: no text a reader sees.
            if drawsNoText(font, reader) { continue }
            guard let found = table.interfaceBuilderDiagnostic(font, bytes, location, watch: watchReason != nil)
            else { continue }
            var diagnostic = found.0
            let style = found.1
            if let watchReason, platform != .watchos {
                diagnostic.message += " (watchOS code: \(watchReason); read against watchOS's text styles)"
            }
            // A text style whose outlet's class sets adjustsFontForContentSizeCategory in code is not read once.
            if diagnostic.id == .readOnceSize, let helpers, let id = font.parent?.value("id"),
                reader.outlets[id]?.contains(where: { helpers.setsAdjusts(type: $0.owner, property: $0.property) })
                    == true
            {
                continue
            }
            // A waiver on the line before the element (the label) covers its font too.
            let covered = [font.tag.start, font.parent?.start].compactMap { $0.map(lines.line(of:)) }
            if waivers.contains(where: { waiver in
                waiver.reason != nil && covered.contains { waiver.lines.contains($0) }
            }) {
                result.waived += 1
                continue
            }
            result.diagnostics.append(diagnostic)
            if let style { result.styles[font.tag.start] = style }
        }
        result.diagnostics.sort { ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0) }
        return result
    }

    /// Whether the document is a WatchKit storyboard: its `<document type="…WatchKit…">`, in its first KB.
    static func isWatchKitDocument(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
        return head.contains("InterfaceBuilder.WatchKit")
    }

    private func interfaceBuilderDiagnostic(
        _ font: InterfaceBuilderReader.Font, _ bytes: [UInt8], _ location: (Int) -> SourceLocation, watch: Bool
    ) -> (Diagnostic, String?)? {
        let tag = font.tag
        let adjusts = watch || font.parent?.value(Self.adjustsAttribute) == "YES"
        // Where `adjustsFontForContentSizeCategory="YES"` goes, when it is missing: after the element's last attribute.
        // Only into a start tag that ends with `>`: one cut off by another tag cannot take it.
        let parentClosed = font.parent.map { $0.end > $0.start && bytes[$0.end - 1] == UInt8(ascii: ">") } ?? false
        // The edit that makes it YES: the attribute written with another value, replaced; else a new one.
        let written = font.parent?.attributes.first { $0.name == Self.adjustsAttribute }
        var adjustsEdit: (start: Int, end: Int, text: String)? =
            adjusts || !parentClosed
            ? nil
            : written.map { ($0.range.lowerBound, $0.range.upperBound, "\(Self.adjustsAttribute)=\"YES\"") }
                ?? font.parent.map { ($0.attributesEnd, $0.attributesEnd, " \(Self.adjustsAttribute)=\"YES\"") }
        let insertion = adjustsEdit?.start
        let element = font.parent?.name ?? "element"
        // Interface Builder offers the attribute on labels, text fields and text views only; a
        // button's title label takes it in code. WatchKit's buttons take a text style in the
        // storyboard, as its labels do, and follow the reader's text size by themselves.
        let takesAttribute = Self.adjustingElements.contains(element) || watch
        if !takesAttribute { adjustsEdit = nil }
        let editable = takesAttribute && (adjusts || adjustsEdit != nil)
        if let style = tag.value("style"), style.hasPrefix("UICTFontTextStyle") {
            let name = Self.interfaceBuilderStyles.first { $0.value == style }?.key ?? style
            if !takesAttribute, !adjusts, element == "button" {
                return (
                    .warning(
                        .readOnceSize,
                        "the button's text style \(name) is read once, when the view loads, and does not follow later "
                            + "changes of the reader's text size; Interface Builder has no adjustsFontForContentSizeCategory "
                            + "for a button",
                        at: location(tag.start),
                        notes: [.init(Self.buttonAdvice(style: name))]), nil
                )
            }
            guard !adjusts, let adjustsEdit else { return nil }
            return (
                .warning(
                    .readOnceSize,
                    "the \(element)'s text style \(name) is read once, when the view loads, and does not follow later "
                        + "changes of the reader's text size; set adjustsFontForContentSizeCategory on the \(element)",
                    at: location(tag.start),
                    fixIt: .replace(
                        SourceRange(start: location(adjustsEdit.start), end: location(adjustsEdit.end)),
                        with: adjustsEdit.text, .suggestion)), nil
            )
        }
        guard let sizeText = tag.value("pointSize"), let points = Double(sizeText), points > 1 else { return nil }
        let type = tag.value("type")
        let custom = tag.value("name")
        guard custom != nil || ["system", "boldSystem", "italicSystem"].contains(type ?? "") else { return nil }
        var weight = tag.value("weight").flatMap { FontWeight(rawValue: $0.lowercased()) } ?? .regular
        if type == "boldSystem" { weight = .bold }
        guard let nearest = NearestStyle.find(size: points, weight: DTCGWeight(weight), on: platform) else {
            return nil
        }
        let described =
            "\(NumberText.format(points)) pt \(weight.displayName)\(type == "italicSystem" ? " Italic" : "")"
        let message =
            "fixed font size \(described) does not follow Dynamic Type (the reader's text size); "
            + phrase(nearest, for: described)
        let api = SwiftNames.apiTextStyle(nearest.style)
        let largest = HIG.spec(for: nearest.table).styles.compactMap { $0.metrics[nearest.category]?.size }.max() ?? 0
        let keepsEverything =
            custom == nil && type != "italicSystem" && nearest.metrics.weight == weight
            && points <= largest + 0.005
        // A tag the end of the file cut off gets no edit: where it ends is not known.
        let closed = tag.end > tag.start && bytes[tag.end - 1] == UInt8(ascii: ">")
        guard keepsEverything, closed, editable, let styleName = Self.interfaceBuilderStyles[api] else {
            let advice =
                keepsEverything && !takesAttribute && element == "button"
                ? Self.buttonAdvice(style: api)
                : custom != nil
                    ? "a custom font in Interface Builder keeps its size; scale it in code: UIFontMetrics(forTextStyle: .\(api)).scaledFont(for:), with adjustsFontForContentSizeCategory"
                    : "an Interface Builder text style carries no weight or trait of its own; to keep this one, set the font in code: UIFontMetrics(forTextStyle: .\(api)).scaledFont(for:), with adjustsFontForContentSizeCategory"
            return (
                .error(.fixedSize, message, at: location(tag.start), notes: [.init(advice)]), nearest.style.displayName
            )
        }
        // The fontDescription with `style=` where the first of type/weight/pointSize was.
        let replaced: Set<String> = ["type", "weight", "pointSize"]
        var text = ""
        var cursor = tag.start
        var wroteStyle = false
        for attribute in tag.attributes where replaced.contains(attribute.name) {
            if !wroteStyle {
                text += String(decoding: bytes[cursor..<attribute.range.lowerBound], as: UTF8.self)
                text += "style=\"\(styleName)\""
                wroteStyle = true
            } else {
                text += String(decoding: bytes[cursor..<attribute.leading], as: UTF8.self)
            }
            cursor = attribute.range.upperBound
        }
        text += String(decoding: bytes[cursor..<tag.end], as: UTF8.self)
        let start = insertion ?? tag.start
        let replacement =
            (adjustsEdit.map { $0.text + String(decoding: bytes[$0.end..<tag.start], as: UTF8.self) } ?? "") + text
        return (
            .error(
                .fixedSize, message, at: location(tag.start),
                fixIt: .replace(
                    SourceRange(start: location(start), end: location(tag.end)), with: replacement, .suggestion)),
            nearest.style.displayName
        )
    }
}
