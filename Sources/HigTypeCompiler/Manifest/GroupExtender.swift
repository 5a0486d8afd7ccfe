import HigTypeCore
import HigTypeSpec

/// Applies DTCG `$extends`: a group that extends another inherits its tokens and groups,
/// deep-merged, with its own members overriding. Inherited tokens keep the positions where
/// they were written. Cycles and missing targets are errors.
///
/// Hostile manifests are bounded: each group is expanded once (memoized by path), so a long
/// chain costs linear time; the expansion may nest at most `maxNesting` levels (its recursion,
/// and every later stage's walk over the expanded tree, stays far from the end of the stack); and
/// the tokens and groups inherited in all are bounded by what the manifest writes: at most
/// `copiesPerWritten` times its own tokens and groups (or `minCopied` when that is more, and never
/// more than `maxCopied`). So groups that each extend a group twice cannot double the manifest at
/// every step, and a 1 MB manifest whose thousand groups each extend a thousand-token group cannot
/// grow into a million tokens, and gigabytes of outputs (issue 24, item 9).
struct GroupExtender {
    static let maxNesting = 512
    static let copiesPerWritten = 16
    static let minCopied = 10_000
    static let maxCopied = 1_000_000

    /// An expanded group: its tree, an upper bound on the tokens and groups in it, and its height.
    private struct Expansion {
        var node: JSONNode
        var weight: Int
        var height: Int
        /// Whether `node` differs from the node as written. An unchanged group is left as it is,
        /// so the written tree and the expanded one share it rather than hold two copies.
        var changed = false
    }

    let root: JSONNode
    var diagnostics: [Diagnostic] = []
    private var expanding: [[String]] = []
    private var memo: [[String]: Expansion] = [:]
    private var depth = 0
    private var copied = 0
    /// Counts every report, repeated ones too: an expansion that reported nothing is memoized.
    private var reports = 0
    private var overLimit = false

    /// The most tokens and groups `$extends` may copy into this manifest.
    let copyLimit: Int
    /// The tokens and groups the manifest writes.
    let written: Int

    init(root: JSONNode) {
        self.root = root
        written = Self.count(root)
        copyLimit = min(Self.maxCopied, max(Self.minCopied, Self.copiesPerWritten * written))
    }

    /// The tokens and groups in `node`, itself included when it is an object.
    private static func count(_ node: JSONNode) -> Int {
        guard case .object(let object) = node.value else { return 0 }
        guard object["$value"] == nil, object["$ref"] == nil else { return 1 }
        return 1 + object.members.reduce(0) { $0 + ($1.key.hasPrefix("$") ? 0 : count($1.value)) }
    }

    mutating func apply() -> JSONNode { expand(root, path: []).node }

    private mutating func expand(_ node: JSONNode, path: [String]) -> Expansion {
        guard case .object(var object) = node.value, object["$value"] == nil, object["$ref"] == nil else {
            return Expansion(node: node, weight: 1, height: 1)
        }
        if let known = memo[path] {
            guard depth + known.height <= Self.maxNesting else { return tooDeep(node) }
            return known
        }
        guard depth < Self.maxNesting, !overLimit else { return tooDeep(node) }
        depth += 1
        defer { depth -= 1 }
        let reportsBefore = reports
        var weight = 1
        var height = 1
        var changed = false
        for i in object.members.indices {
            guard !object.members[i].key.hasPrefix("$") else {
                weight += 1
                continue
            }
            let child = expand(object.members[i].value, path: path + [object.members[i].key])
            if child.changed {
                object.members[i].value = child.node
                changed = true
            }
            weight += child.weight
            height = max(height, child.height + 1)
        }
        var result = Expansion(
            node: changed ? JSONNode(.object(object), at: node.location) : node, weight: weight, height: height,
            changed: changed)
        if let extends = object.member("$extends") {
            result = inherit(extends, into: result, path: path)
        }
        if reports == reportsBefore { memo[path] = result }
        return result
    }

    /// Merges the group that `extends` names beneath `group`, the group at `path`.
    private mutating func inherit(_ extends: JSONObject.Member, into group: Expansion, path: [String]) -> Expansion {
        guard case .string(let reference) = extends.value.value, let targetPath = Self.path(of: reference) else {
            report(
                .error(
                    .extends, "$extends must name a group, as \"{group.path}\" or \"#/group/path\"",
                    at: extends.value.location))
            return group
        }
        if expanding.contains(targetPath) || targetPath == path || path.starts(with: targetPath) {
            report(
                .error(
                    .extendsCycle,
                    "group '\(path.joined(separator: "."))' extends '\(targetPath.joined(separator: "."))', which contains or extends it",
                    at: extends.value.location))
            return group
        }
        guard let target = JSONPointer.resolve(targetPath, in: root), case .object(let targetObject) = target.value,
            targetObject["$value"] == nil
        else {
            report(
                .error(
                    .extends, "$extends target '\(reference)' is not a group in the manifest",
                    at: extends.value.location))
            return group
        }
        expanding.append(path)
        let base = expand(target, path: targetPath)
        expanding.removeLast()
        copied += base.weight
        guard !overLimit else { return group }
        guard copied <= copyLimit else {
            overLimit = true
            let bound =
                copyLimit == Self.maxCopied || copyLimit == Self.minCopied
                ? "" : " (\(Self.copiesPerWritten) times the \(written) the manifest writes)"
            report(
                .error(
                    .extendsSize,
                    "$extends copies more than \(copyLimit) tokens and groups in all\(bound), and every copy would "
                        + "be in every output; do groups extend the same group many times over?",
                    at: extends.value.location))
            return group
        }
        return Expansion(
            node: Composer.merge(base.node, group.node), weight: group.weight + base.weight,
            height: max(group.height, base.height), changed: true)
    }

    /// Reports that the expansion nests too deep, once, and leaves `node` as written.
    private mutating func tooDeep(_ node: JSONNode) -> Expansion {
        if !overLimit {
            overLimit = true
            report(
                .error(
                    .extendsDepth,
                    "groups and $extends chains nest more than \(Self.maxNesting) levels deep; does a long chain of groups each extend the next?",
                    at: node.location))
        }
        return Expansion(node: node, weight: 1, height: 1)
    }

    /// Records a diagnostic once: a group is expanded again for every group that extends it,
    /// which would otherwise repeat its errors.
    private mutating func report(_ diagnostic: Diagnostic) {
        reports += 1
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// The group path an `$extends` value names.
    static func path(of reference: String) -> [String]? {
        if let name = AliasResolver.reference(in: reference) {
            return name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        return JSONPointer.segments(reference)
    }
}
