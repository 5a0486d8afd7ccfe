import HigTypeCore

/// DTCG `transition`: an object with a `duration`, a `delay` (both durations) and a
/// `timingFunction` (a cubic Bézier), each a value of its type or an alias to a token of that type.
extension ValueChecker {
    mutating func transition(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .transition, in: token) { $0.transitionLiteral($1, in: token) }
    }

    mutating func transitionLiteral(_ node: JSONNode, in token: Token) -> Void? {
        guard case .object(let object) = node.value else {
            wrongKind(node, "a transition is an object with 'duration', 'delay' and 'timingFunction'")
            return nil
        }
        let before = diagnostics.count
        members(of: object, at: node.location, in: "a transition", required: ["duration", "delay", "timingFunction"])
        if let duration = object["duration"] { self.duration(duration, in: token) }
        if let delay = object["delay"] { duration(delay, in: token) }
        if let timing = object["timingFunction"] { cubicBezier(timing, in: token) }
        return diagnostics.count == before ? () : nil
    }
}
