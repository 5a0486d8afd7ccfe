/// Counts in summary lines: "1 file", "2 files", never "1 files".
enum Plural {
    /// `count` and `noun`, with an "s" unless the count is one.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
