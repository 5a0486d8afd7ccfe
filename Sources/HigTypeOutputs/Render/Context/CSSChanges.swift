import HigTypeSpec
import Mustache

/// One size category's `tokens` in the CSS context: the tokens whose values change at that
/// category, each as two numbers (its place among the root tokens, and its list of changes'
/// place in a table every category shares), 8 bytes a token instead of a name and a list.
/// At 100,000 tokens on iOS that is 11 categories of up to 100,000 entries: the entries it
/// replaced held 80 MB at the render's peak, these hold under 10.
struct CSSChanges: Sendable, RandomAccessCollection {
    struct Entry: Sendable {
        var root: UInt32
        var list: UInt32
    }

    /// The root tokens, whose CSS names the entries give; the array the CSS context holds.
    let roots: [CSSRootTokenModel]
    /// Every distinct list of changes; shared by every category.
    let lists: [SharedList<NameValueModel>]
    let entries: [Entry]

    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }

    subscript(index: Int) -> CSSChangeModel {
        let entry = entries[index]
        return CSSChangeModel(cssName: roots[Int(entry.root)].cssName, properties: lists[Int(entry.list)])
    }

    /// Collects the entries token by token, numbering each distinct list of changes once.
    struct Builder {
        private let categories: [SizeCategory]
        private let tokenCount: Int
        private var entries: [SizeCategory: [Entry]] = [:]
        private var lists: [SharedList<NameValueModel>] = []
        private var listNumbers: [ListMemo: UInt32] = [:]

        init(categories: [SizeCategory], tokenCount: Int) {
            self.categories = categories
            self.tokenCount = tokenCount
        }

        /// Root token number `root` changes by `list` at `category`.
        mutating func append(root: Int, _ list: SharedList<NameValueModel>, at category: SizeCategory) {
            let number: UInt32
            if let known = listNumbers[list.memo] {
                number = known
            } else {
                number = UInt32(lists.count)
                listNumbers[list.memo] = number
                lists.append(list)
            }
            let entry = Entry(root: UInt32(root), list: number)
            if entries[category]?.append(entry) == nil {
                var first: [Entry] = []
                first.reserveCapacity(tokenCount)
                first.append(entry)
                entries[category] = first
            }
        }

        /// Each category that changes something, in the platform's order, with its entries.
        func build(roots: [CSSRootTokenModel]) -> [(SizeCategory, CSSChanges)] {
            categories.compactMap { category in
                entries[category].map { (category, CSSChanges(roots: roots, lists: lists, entries: $0)) }
            }
        }
    }
}
