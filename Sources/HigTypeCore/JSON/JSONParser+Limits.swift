/// The checks both readers, `JSONReader` and `JSON5Reader`, make with their limits, so that a file
/// too large, empty or not UTF-8 gets the same words whichever syntax reads it.
extension JSONParser.Limits {
    /// The error that refuses `bytes` before any parsing, or nil: too many bytes, none at all, or
    /// UTF-16 (or UTF-32). A UTF-8 byte order mark is refused too unless `byteOrderMarkIsSpace`, as
    /// it is in JSON5.
    func preambleError(_ bytes: [UInt8], at start: SourceLocation, byteOrderMarkIsSpace: Bool) -> Diagnostic? {
        let count = bytes.count
        if count > maxBytes {
            return .error(.jsonSize, "the file is \(count) bytes, more than the limit of \(maxBytes) bytes", at: start)
        }
        if count == 0 { return .error(.jsonSyntax, "the file is empty", at: start) }
        if !byteOrderMarkIsSpace, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return .error(
                .jsonEncoding, "the file starts with a byte order mark (BOM)", at: start,
                notes: [.init("save the file as UTF-8 without a byte order mark")])
        }
        let utf16BOM = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
        let utf16Zeros = count >= 2 && count.isMultiple(of: 2) && (bytes[0] == 0 || bytes[1] == 0)
        if utf16BOM || utf16Zeros {
            return .error(
                .jsonEncoding, "the file looks like UTF-16 (or UTF-32), not UTF-8", at: start,
                notes: [.init("save the file as UTF-8")])
        }
        return nil
    }

    /// The error for the value that passes `maxValues`, where it starts.
    func tooManyValuesError(at location: SourceLocation) -> Diagnostic {
        let before =
            valuesBefore > 0
            ? " (the files read before it hold \(valuesBefore), and one run reads at most "
                + "\(valuesBefore + maxValues))" : ""
        return .error(
            .jsonSize,
            "the file holds more than \(maxValues) JSON values\(before); higtype keeps every value in memory "
                + "with its position, so it stops there", at: location)
    }
}
