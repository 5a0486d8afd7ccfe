/// Reads the fonts of a storyboard or XIB: one linear pass over the XML, no DOM. It keeps a
/// stack of the open elements (each start tag's offsets and its `adjustsFontForContentSizeCategory`)
/// and, for each `<fontDescription …/>`, what it says and which element it sets the font of.
///
/// It is not a validating XML parser: comments, processing instructions, CDATA and `<!…>`
/// declarations are skipped, attributes are read as `name="value"` or `name='value'`, and
/// anything malformed ends the tag or the file where it stops. It never fails and never reads
/// a byte twice beyond a tag's own attributes.
struct InterfaceBuilderReader {
    struct Attribute {
        var name: String
        /// From the name's first byte to just past the closing quote.
        var range: Range<Int>
        /// Where the whitespace before the attribute starts.
        var leading: Int
        var value: String
    }

    /// A start tag: its name, attributes and offsets.
    struct Tag {
        var name: String
        var start: Int
        /// Just past `>` (or `/>`).
        var end: Int
        /// Just past the last attribute, or the name: where a new attribute goes.
        var attributesEnd: Int
        var attributes: [Attribute]
        var selfClosing: Bool

        func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// One `<fontDescription>` and the element whose font it is.
    struct Font {
        var tag: Tag
        var parent: Tag?
        /// The reuse identifier of the storyboard prototype cell the element is in (a
        /// `tableViewCell` under `<prototypes>`, a `collectionViewCell` under `<cells>`), with the
        /// custom class of its scene's view controller.
        var prototype: (identifier: String, controller: String?)?
    }

    /// What an element shows that Interface Builder writes after its font: a button's titles and
    /// images (its `<state>`s), and whether a size class or a binding can show it when it is hidden.
    struct Shown {
        /// Titles of the button's states that are not empty; an attributed title counts as text.
        var titles: [String] = []
        var image = false
        /// A `<variation … hidden="NO"/>` or a `<binding key="hidden">`.
        var unhidden = false
    }

    /// By the start offset of an element: what it shows (`Shown`).
    private(set) var shown: [Int: Shown] = [:]

    private(set) var fonts: [Font] = []
    /// By element id: the outlets that point at it, as the class of the element that holds the
    /// `<connections>` (a scene's view controller, a cell, the File's Owner placeholder: its
    /// `customClass`) and the outlet's property name.
    private(set) var outlets: [String: [(owner: String, property: String)]] = [:]
    /// How many labels each system-style cell (by its start offset) holds so far.
    private var systemCellLabels: [Int: Int] = [:]
    private(set) var comments: [(start: Int, end: Int)] = []
    /// The start offsets of buttons that hold a `<buttonConfiguration>` (iOS 15's button
    /// configurations): the title font is the configuration's `titleFontDescription`, and the
    /// button's own `fontDescription` is a leftover Interface Builder keeps but never draws.
    private var configuredButtons: Set<Int> = []
    let bytes: [UInt8]
    private var i = 0
    /// Open elements beyond this depth are counted, not kept: a file cannot make the stack grow without bound.
    static let maxDepth = 512

    static func read(_ bytes: [UInt8]) -> InterfaceBuilderReader {
        var reader = InterfaceBuilderReader(bytes: bytes)
        reader.run()
        return reader
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    private func starts(_ text: String, at k: Int) -> Bool {
        var j = k
        for byte in text.utf8 {
            guard at(j) == byte else { return false }
            j += 1
        }
        return true
    }

    /// Moves past the first `terminator` at or after `i`, or to the end.
    private mutating func skip(past terminator: String) {
        let first = terminator.utf8.first!
        while i < bytes.count {
            if bytes[i] == first, starts(terminator, at: i) {
                i += terminator.utf8.count
                return
            }
            i += 1
        }
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
    private static func isNameByte(_ b: UInt8) -> Bool {
        !isSpace(b) && b != UInt8(ascii: "=") && b != UInt8(ascii: ">") && b != UInt8(ascii: "/")
            && b != UInt8(ascii: "<") && b != UInt8(ascii: "\"") && b != UInt8(ascii: "'") && b != 0
    }

    private mutating func run() {
        defer {
            // The legacy `fontDescription` of a button with a `<buttonConfiguration>` never draws.
            if !configuredButtons.isEmpty {
                fonts.removeAll { font in
                    guard let parent = font.parent, parent.name == "button" else { return false }
                    return configuredButtons.contains(parent.start)
                }
            }
        }
        var stack: [Tag] = []
        var hidden = 0  // open elements past `maxDepth`
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            let start = i
            if starts("<!--", at: i) {
                skip(past: "-->")
                comments.append((start, i))
            } else if starts("<![CDATA[", at: i) {
                skip(past: "]]>")
            } else if starts("<?", at: i) {
                skip(past: "?>")
            } else if starts("<!", at: i) {
                skip(past: ">")
            } else if at(i + 1) == UInt8(ascii: "/") {
                i += 2
                let nameStart = i
                while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
                let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
                skip(past: ">")
                if hidden > 0 {
                    hidden -= 1
                } else if let index = stack.lastIndex(where: { $0.name == name }), stack.count - index <= 8 {
                    // A close tag pops its element and any left open inside it (at most 8).
                    stack.removeSubrange(index...)
                }
            } else if let tag = readTag() {
                if tag.name == "fontDescription" {
                    fonts.append(Font(tag: tag, parent: stack.last, prototype: Self.prototype(stack)))
                }
                readShown(tag, stack)
                // A button with a configuration draws its title with the configuration's font.
                if tag.name == "buttonConfiguration", let button = stack.last, button.name == "button" {
                    configuredButtons.insert(button.start)
                }
                // A label of a system cell style (`IBUITableViewCellStyleSubtitle` …) is the cell's
                // textLabel, then its detailTextLabel: outlets of the cell's class under those names.
                if tag.name == "label", let id = tag.value("id"),
                    let cell = stack.lastIndex(where: {
                        $0.name == "tableViewCell" && $0.value("style")?.hasPrefix("IBUITableViewCellStyle") == true
                    }), let owner = stack[cell].value("customClass")
                {
                    let seen = systemCellLabels[stack[cell].start, default: 0]
                    if seen < 2 {
                        outlets[id, default: []].append((owner, seen == 0 ? "textLabel" : "detailTextLabel"))
                    }
                    systemCellLabels[stack[cell].start] = seen + 1
                }
                if tag.name == "outlet", stack.count >= 2, stack[stack.count - 1].name == "connections",
                    let owner = stack[stack.count - 2].value("customClass"), let property = tag.value("property"),
                    let destination = tag.value("destination")
                {
                    outlets[destination, default: []].append((owner, property))
                }
                if !tag.selfClosing {
                    if stack.count < Self.maxDepth { stack.append(tag) } else { hidden += 1 }
                }
            } else {
                i = start + 1
            }
        }
    }

    /// A button's `<state title=… image=…>` and `<attributedString>` title; a `<variation hidden="NO">`
    /// or `<binding key="hidden">` under any element.
    private mutating func readShown(_ tag: Tag, _ stack: [Tag]) {
        guard let parent = stack.last else { return }
        switch tag.name {
        case "state" where parent.name == "button":
            if let title = tag.value("title"), !title.isEmpty {
                shown[parent.start, default: .init()].titles.append(title)
            }
            if tag.value("image") != nil || tag.value("backgroundImage") != nil {
                shown[parent.start, default: .init()].image = true
            }
        case "attributedString"
        where parent.name == "state" && stack.count >= 2 && stack[stack.count - 2].name == "button":
            shown[stack[stack.count - 2].start, default: .init()].titles.append("attributed")
        case "variation" where tag.value("hidden") == "NO":
            shown[parent.start, default: .init()].unhidden = true
        case "binding" where tag.value("key") == "hidden":
            shown[parent.start, default: .init()].unhidden = true
        default: break
        }
    }

    /// The prototype cell the innermost element of `stack` is in, and its scene's view controller's class.
    private static func prototype(_ stack: [Tag]) -> (identifier: String, controller: String?)? {
        guard
            let cell = stack.lastIndex(where: { $0.name == "tableViewCell" || $0.name == "collectionViewCell" }),
            // A static table's cells sit under `<cells>` too, but only a collection view's are prototypes there.
            cell > 0, stack[cell - 1].name == (stack[cell].name == "tableViewCell" ? "prototypes" : "cells"),
            let identifier = stack[cell].value("reuseIdentifier"), !identifier.isEmpty
        else { return nil }
        let scene = stack[..<cell].last { $0.value("sceneMemberID") == "viewController" }
        return (identifier, scene?.value("customClass"))
    }

    /// The start tag at `i` (`<name attr="v" …>` or `…/>`), leaving `i` past it; nil when no name follows `<`.
    private mutating func readTag() -> Tag? {
        let start = i
        i += 1
        let nameStart = i
        while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
        guard i > nameStart else { return nil }
        var tag = Tag(
            name: String(decoding: bytes[nameStart..<i], as: UTF8.self), start: start, end: i, attributesEnd: i,
            attributes: [], selfClosing: false)
        while i < bytes.count {
            let leading = i
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { break }
            if bytes[i] == UInt8(ascii: ">") {
                i += 1
                break
            }
            if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: ">") {
                tag.selfClosing = true
                i += 2
                break
            }
            if bytes[i] == UInt8(ascii: "<") { break }  // a tag left open: the next one starts here
            let attributeStart = i
            while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
            let name = String(decoding: bytes[attributeStart..<i], as: UTF8.self)
            guard i > attributeStart, at(i) == UInt8(ascii: "="),
                at(i + 1) == UInt8(ascii: "\"") || at(i + 1) == UInt8(ascii: "'")
            else {
                // Not `name="value"`: step over one byte and read on.
                i = max(i, attributeStart + 1)
                continue
            }
            let quote = bytes[i + 1]
            i += 2
            let valueStart = i
            while i < bytes.count, bytes[i] != quote, bytes[i] != UInt8(ascii: "<") { i += 1 }
            let value = String(decoding: bytes[valueStart..<i], as: UTF8.self)
            if at(i) == quote { i += 1 }
            tag.attributes.append(Attribute(name: name, range: attributeStart..<i, leading: leading, value: value))
            tag.attributesEnd = i
        }
        tag.end = i
        return tag
    }
}
