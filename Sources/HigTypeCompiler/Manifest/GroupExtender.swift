import HigTypeCore
import HigTypeSpec

/// Applies DTCG `$extends`: a group that extends another inherits its tokens and groups,
/// deep-merged, with its own members overriding. Inherited tokens keep the positions where
/// they were written. Cycles and missing targets are errors.
///
/// Hostile manifests are bounded: each group is expanded once (memoized by path), so a long
/// chain costs linear time; the expansion may nest at most `maxNesting` levels (its recursion,
/// and every later stage's walk over the expanded tree, stays far from the end of the stack); and
/// at most `maxCopied` tokens and groups may be inherited in all, so groups that each extend a
/// group twice cannot double the manifest at every step.
struct GroupExtender {
    static let maxNesting = 512
    static let maxCopied = 1_000_000

    /// An expanded group: its tree, an upper bound on the tokens and groups in it, and its height.
    private struct Expansion {
        var node: JSONNode
        var weight: Int
        var height: Int
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

    init(root: JSONNode) { self.root = root }

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
        for i in object.members.indices {
            guard !object.members[i].key.hasPrefix("$") else {
                weight += 1
                continue
            }
            let child = expand(object.members[i].value, path: path + [object.members[i].key])
            object.members[i].value = child.node
            weight += child.weight
            height = max(height, child.height + 1)
        }
        var result = Expansion(node: JSONNode(.object(object), at: node.location), weight: weight, height: height)
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
        guard copied <= Self.maxCopied else {
            overLimit = true
            report(
                .error(
                    .extendsSize,
                    "$extends copies more than \(Self.maxCopied) tokens and groups in all; do groups extend the same group many times over?",
                    at: extends.value.location))
            return group
        }
        return Expansion(
            node: Composer.merge(base.node, group.node), weight: group.weight + base.weight,
            height: max(group.height, base.height))
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
