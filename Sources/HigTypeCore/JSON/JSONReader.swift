/// The byte-level state machine behind `JSONParser`. Containers are tracked on an explicit
/// stack instead of by recursion, so no input can overflow the call stack.
struct JSONReader {
    /// The one fatal error that stops parsing.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    /// An array or object that has been opened but not yet closed.
    struct Frame {
        var isObject: Bool
        var openLocation: SourceLocation
        /// Where this container's elements or members start in the reader's shared stack of them.
        var start: Int
        /// The key read for the member whose value is being parsed.
        var key = ""
        var keyLocation: SourceLocation
        /// Index of first key locations, built once an object is too large for a linear search.
        var keyIndex: [String: SourceLocation]?

        init(isObject: Bool, at location: SourceLocation, start: Int) {
            self.isObject = isObject
            openLocation = location
            self.start = start
            keyLocation = location
        }

        var openBracket: String { isObject ? "{" : "[" }
        var closeBracket: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }
    }

    /// Objects with fewer members than this are searched linearly for duplicate keys.
    private static let linearKeySearchLimit = 16

    let bytes: [UInt8]
    let file: String
    let limits: JSONParser.Limits
    let reportDuplicateKeys: Bool
    var position = 0
    var locator: SourceLocator
    var stack: [Frame] = []
    /// The elements and members of every open container, innermost last. Each container's are
    /// copied out once, into an array of exactly their count, when it closes: growing one array
    /// per container by doubling left a third of the tree's memory unused.
    private var openElements: [JSONNode] = []
    private var openMembers: [JSONObject.Member] = []
    private(set) var duplicateKeys: [Diagnostic] = []
    /// The values read so far: every scalar, array and object.
    private(set) var values = 0

    init(bytes: [UInt8], file: String, limits: JSONParser.Limits, reportDuplicateKeys: Bool) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        self.reportDuplicateKeys = reportDuplicateKeys
        locator = SourceLocator(bytes: bytes, file: file)
    }

    var atEnd: Bool { position >= bytes.count }

    /// The byte at `index`, or nil past the end of input.
    func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func location(at offset: Int) -> SourceLocation { locator.location(at: offset) }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    /// Reads the whole input as one JSON value followed only by whitespace.
    mutating func readDocument() throws(Failure) -> JSONNode {
        try checkPreamble()
        skipWhitespace()
        if atEnd { throw syntaxError("the file contains only whitespace", at: position) }
        while true {
            skipWhitespace()
            var node: JSONNode
            switch byte(at: position) {
            case UInt8(ascii: "["):
                try open(isObject: false)
                guard consume(UInt8(ascii: "]")) else { continue }
                node = closeInnermost()
            case UInt8(ascii: "{"):
                try open(isObject: true)
                guard consume(UInt8(ascii: "}")) else {
                    try readKey(afterComma: false)
                    continue
                }
                node = closeInnermost()
            default:
                try countValue()
                node = try readScalar()
            }
            // Attach the finished value to its parent, closing every container that ends here.
            while let top = stack.indices.last {
                attach(node)
                skipWhitespace()
                let commaOffset = position
                if consume(UInt8(ascii: ",")) {
                    skipWhitespace()
                    if let next = byte(at: position), next == stack[top].closeBracket {
                        throw trailingComma(at: commaOffset, before: next)
                    }
                    if stack[top].isObject { try readKey(afterComma: true) }
                    break
                }
                guard consume(stack[top].closeBracket) else {
                    throw unexpected(
                        stack[top].isObject
                            ? "',' or '}' after object member" : "',' or ']' after array element")
                }
                node = closeInnermost()
            }
            if stack.isEmpty {
                skipWhitespace()
                guard atEnd else { throw unexpected("end of input after the top-level value") }
                return node
            }
        }
    }

    /// Counts one more value, and stops when the file holds more than `limits.maxValues`: the
    /// tree keeps every value with its position, about 90 bytes each, so the count bounds memory
    /// where the file's size does not (a 44 MB file of small values took 2 GB).
    mutating func countValue() throws(Failure) {
        values += 1
        guard values > limits.maxValues else { return }
        throw Failure(diagnostic: limits.tooManyValuesError(at: location(at: position)))
    }

    /// Consumes `expected` if it is the next byte.
    mutating func consume(_ expected: UInt8) -> Bool {
        guard byte(at: position) == expected else { return false }
        position += 1
        return true
    }

    /// Rejects inputs that are too large, empty, or not UTF-8 at all before any parsing starts.
    private mutating func checkPreamble() throws(Failure) {
        if let error = limits.preambleError(bytes, at: location(at: 0), byteOrderMarkIsSpace: false) {
            throw Failure(diagnostic: error)
        }
    }

    /// Opens an array or object at `position`, enforcing the depth limit.
    private mutating func open(isObject: Bool) throws(Failure) {
        try countValue()
        let openLocation = location(at: position)
        if stack.count >= limits.maxDepth {
            throw Failure(
                diagnostic: .error(
                    .jsonDepth, "arrays and objects are nested more than \(limits.maxDepth) levels deep",
                    at: openLocation))
        }
        stack.append(
            Frame(isObject: isObject, at: openLocation, start: isObject ? openMembers.count : openElements.count))
        position += 1
        skipWhitespace()
    }

    /// Pops the innermost container (its closing bracket already consumed) as a finished node.
    private mutating func closeInnermost() -> JSONNode {
        let frame = stack.removeLast()
        let value: JSONValue =
            frame.isObject
            ? .object(JSONObject(Self.exactCopy(of: &openMembers, from: frame.start)))
            : .array(Self.exactCopy(of: &openElements, from: frame.start))
        return JSONNode(value, at: frame.openLocation)
    }

    /// Moves `open[start...]` into a new array allocated for exactly that many items.
    private static func exactCopy<Item>(of open: inout [Item], from start: Int) -> [Item] {
        let count = open.count - start
        guard count > 0 else { return [] }
        let items = [Item](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(from: open[start...])
            initialized = count
        }
        open.removeSubrange(start...)
        return items
    }

    /// Appends a finished value to the innermost container.
    private mutating func attach(_ node: JSONNode) {
        let top = stack.count - 1
        if stack[top].isObject {
            let member = JSONObject.Member(key: stack[top].key, keyLocation: stack[top].keyLocation, value: node)
            openMembers.append(member)
            if stack[top].keyIndex != nil, stack[top].keyIndex?[member.key] == nil {
                stack[top].keyIndex?[member.key] = member.keyLocation
            }
        } else {
            openElements.append(node)
        }
    }

    /// Reads an object key and the colon after it, leaving `position` at the member's value.
    private mutating func readKey(afterComma: Bool) throws(Failure) {
        let keyOffset = position
        guard byte(at: keyOffset) == UInt8(ascii: "\"") else {
            if let word = word(at: keyOffset) {
                // Quoting the word is the key it already reads as.
                let start = location(at: keyOffset)
                let range = SourceRange(start: start, end: location(at: keyOffset + word.utf8.count))
                throw Failure(
                    diagnostic: .error(
                        .jsonSyntax, "object keys must be enclosed in double quotes, found unquoted key '\(word)'",
                        at: start, fixIt: .replace(range, with: "\"\(word)\"", .safe)))
            }
            throw unexpected(afterComma ? "a string key after ','" : "a string key or '}'")
        }
        let keyLocation = location(at: keyOffset)
        let key = try readString()
        let top = stack.count - 1
        if reportDuplicateKeys, let first = firstLocation(of: key, in: top) {
            duplicateKeys.append(
                .error(
                    .duplicateKey, "duplicate key '\(key)' in object", at: keyLocation,
                    notes: [.init("first defined here", at: first)]))
        }
        stack[top].key = key
        stack[top].keyLocation = keyLocation
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { throw unexpected("':' after object key") }
    }

    /// Where `key` first appears in the object at `frameIndex`, if it already has that key.
    private mutating func firstLocation(of key: String, in frameIndex: Int) -> SourceLocation? {
        let members = openMembers[stack[frameIndex].start...]
        if members.count < Self.linearKeySearchLimit {
            return members.first { $0.key == key }?.keyLocation
        }
        if stack[frameIndex].keyIndex == nil {
            var index: [String: SourceLocation] = [:]
            for member in members where index[member.key] == nil { index[member.key] = member.keyLocation }
            stack[frameIndex].keyIndex = index
        }
        return stack[frameIndex].keyIndex?[key]
    }
}
