import HigTypeCore
import HigTypeSpec

/// A manifest's `rules` settings, checked: severity per rule and options.
struct RuleConfiguration {
    enum Setting {
        case off
        case on(Diagnostic.Severity)
    }

    var settings: [DiagnosticID: Setting] = [:]
    /// The options each rule's settings give, checked against their declared types.
    var options: [DiagnosticID: [String: RuleOptionValue]] = [:]
    var diagnostics: [Diagnostic] = []

    init(_ rules: [String: JSONNode], registry: [RuleInfo], locations: [String: SourceLocation] = [:]) {
        for (id, node) in rules.sorted(by: { $0.key < $1.key }) {
            guard let info = registry.first(where: { $0.id.rawValue == id }) else {
                let suggestion = Suggestions.closest(to: id, in: registry.map(\.id.rawValue))
                diagnostics.append(
                    .error(
                        .unknownRule,
                        "unknown rule '\(id)'" + Suggestions.hint(suggestion),
                        at: locations[id] ?? node.location,
                        // The fix-it renames the key, so it needs the key's position.
                        fixIt: locations[id].flatMap { key in
                            suggestion.map { .replaceJSON(at: key, with: "\"\($0)\"", .suggestion) }
                        }))
                continue
            }
            var severityNode = node
            var optionsNode: JSONNode?
            if case .array(let items) = node.value, (1...2).contains(items.count) {
                severityNode = items[0]
                optionsNode = items.count == 2 ? items[1] : nil
            }
            guard case .string(let name) = severityNode.value, let setting = Self.setting(name) else {
                diagnostics.append(
                    .error(
                        .ruleConfig,
                        "rule '\(id)' takes \"off\", \"warning\", \"error\", or [severity, {options}]",
                        at: severityNode.location))
                continue
            }
            if case .on(let severity) = setting, severity != .error, !info.relaxable {
                diagnostics.append(
                    .error(
                        .ruleConfig, "rule '\(id)' cannot be relaxed: higtype cannot generate a token that breaks it",
                        at: severityNode.location))
                continue
            }
            if case .off = setting, !info.relaxable {
                diagnostics.append(
                    .error(
                        .ruleConfig,
                        "rule '\(id)' cannot be turned off: higtype cannot generate a token that breaks it",
                        at: severityNode.location))
                continue
            }
            settings[info.id] = setting
            if let optionsNode { readOptions(optionsNode, for: info) }
        }
    }

    private mutating func readOptions(_ node: JSONNode, for info: RuleInfo) {
        guard case .object(let object) = node.value else {
            diagnostics.append(.error(.ruleConfig, "options of rule '\(info.id)' must be an object", at: node.location))
            return
        }
        for member in object.members {
            guard let option = info.options.first(where: { $0.name == member.key }) else {
                let known = info.options.map(\.name).sorted()
                diagnostics.append(
                    .error(
                        .ruleConfig,
                        "rule '\(info.id)' has no option '\(member.key)'"
                            + (known.isEmpty ? "; it takes none" : "; options are \(known.joined(separator: ", "))"),
                        at: member.keyLocation))
                continue
            }
            guard let value = option.value(of: member.value.value) else {
                diagnostics.append(
                    .error(
                        .ruleConfig,
                        "option '\(member.key)' of rule '\(info.id)' must be \(option.requirement(refusing: member.value.value))",
                        at: member.value.location))
                continue
            }
            options[info.id, default: [:]][member.key] = value
        }
    }

    private static func setting(_ name: String) -> Setting? {
        switch name {
        case "off": .off
        case "warning", "warn": .on(.warning)
        case "error": .on(.error)
        default: nil
        }
    }
}
