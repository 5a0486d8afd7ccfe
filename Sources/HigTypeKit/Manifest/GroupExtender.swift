/// Applies DTCG `$extends`: a group that extends another inherits its tokens and groups,
/// deep-merged, with its own members overriding. Inherited tokens keep the positions where
/// they were written. Cycles and missing targets are errors.
struct GroupExtender {
    let root: JSONNode
    var diagnostics: [Diagnostic] = []
    private var expanding: [[String]] = []

    init(root: JSONNode) { self.root = root }

    mutating func apply() -> JSONNode { expand(root, path: []) }

    private mutating func expand(_ node: JSONNode, path: [String]) -> JSONNode {
        guard case .object(var object) = node.value, object["$value"] == nil, object["$ref"] == nil else { return node }
        for i in object.members.indices where !object.members[i].key.hasPrefix("$") {
            object.members[i].value = expand(object.members[i].value, path: path + [object.members[i].key])
        }
        var result = JSONNode(.object(object), at: node.location)
        guard let extends = object.member("$extends") else { return result }
        guard case .string(let reference) = extends.value.value, let targetPath = Self.path(of: reference) else {
            report(.error(
                "extends", "$extends must name a group, as \"{group.path}\" or \"#/group/path\"", at: extends.value.location))
            return result
        }
        if expanding.contains(targetPath) || targetPath == path || path.starts(with: targetPath) {
            report(.error(
                "extends-cycle", "group '\(path.joined(separator: "."))' extends '\(targetPath.joined(separator: "."))', which contains or extends it",
                at: extends.value.location))
            return result
        }
        guard let target = JSONPointer.resolve(targetPath, in: root), case .object(let targetObject) = target.value,
            targetObject["$value"] == nil
        else {
            report(.error(
                "extends", "$extends target '\(reference)' is not a group in the manifest", at: extends.value.location))
            return result
        }
        expanding.append(path)
        let base = expand(target, path: targetPath)
        expanding.removeLast()
        result = Composer.merge(base, result)
        return result
    }

    /// Records a diagnostic once: a group is expanded again for every group that extends it,
    /// which would otherwise repeat its errors.
    private mutating func report(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// The group path an `$extends` value names.
    static func path(of reference: String) -> [String]? {
        if let name = AliasResolver.reference(in: reference) { return name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        return JSONPointer.segments(reference)
    }
}
