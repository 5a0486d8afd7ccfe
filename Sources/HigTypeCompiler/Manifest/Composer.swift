import HigTypeCore
import HigTypeSpec

/// Composes several manifest files into one tree: later files extend and override earlier
/// ones. Groups merge member by member; a token in a later file replaces the earlier token whole.
public enum Composer {
    public static func compose(_ documents: [JSONNode]) -> JSONNode? {
        guard var result = documents.first else { return nil }
        for overlay in documents.dropFirst() { result = merge(result, overlay) }
        return result
    }

    static func merge(_ base: JSONNode, _ overlay: JSONNode) -> JSONNode {
        guard case .object(var baseObject) = base.value, case .object(let overlayObject) = overlay.value,
            !isToken(baseObject), !isToken(overlayObject)
        else { return overlay }
        var positions: [String: Int] = [:]
        for (i, m) in baseObject.members.enumerated() where positions[m.key] == nil { positions[m.key] = i }
        for member in overlayObject.members {
            if let i = positions[member.key] {
                baseObject.members[i].value = merge(baseObject.members[i].value, member.value)
            } else {
                positions[member.key] = baseObject.members.count
                baseObject.members.append(member)
            }
        }
        return JSONNode(.object(baseObject), at: base.location)
    }

    static func isToken(_ object: JSONObject) -> Bool { object.member("$value") != nil || object.member("$ref") != nil }
}
