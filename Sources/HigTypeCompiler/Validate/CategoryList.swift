import HigTypeSpec

/// Names several size categories in a message, compactly: "every size category (xSmall to
/// accessibility5)", or runs of neighbours such as "xSmall to large, accessibility2".
enum CategoryList {
    /// `chosen`, a subset of `all` (a platform's categories, smallest first), as words.
    static func describe(_ chosen: [SizeCategory], among all: [SizeCategory]) -> String {
        let picked = Set(chosen)
        if picked.count == all.count, all.count > 1 {
            return "every size category (\(all[0].rawValue) to \(all[all.count - 1].rawValue))"
        }
        var runs: [[SizeCategory]] = []
        var run: [SizeCategory] = []
        for category in all {
            if picked.contains(category) {
                run.append(category)
            } else if !run.isEmpty {
                runs.append(run)
                run = []
            }
        }
        if !run.isEmpty { runs.append(run) }
        return runs.map { run in
            switch run.count {
            case 1: run[0].rawValue
            case 2: "\(run[0].rawValue), \(run[1].rawValue)"
            default: "\(run[0].rawValue) to \(run[run.count - 1].rawValue)"
            }
        }.joined(separator: ", ")
    }
}
