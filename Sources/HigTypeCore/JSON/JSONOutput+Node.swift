extension JSONOutput {
    /// A parsed value as a value to write, members in their source order. Numbers keep their
    /// value (written in their shortest form, `1.50` as `1.5`); a member repeated in the source
    /// (already an error) is written as often as it was.
    public init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n.double)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONOutput.init))
        case .object(let object): self = .object(object.members.map { ($0.key, JSONOutput($0.value)) })
        }
    }
}
