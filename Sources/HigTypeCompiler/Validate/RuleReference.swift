import HigTypeCore

/// The files generated from the rules' declarations (`make generate`, `Tools/GenerateRules`):
/// the rules section of `docs/rules.md`, and the `rules` settings and waivable ids of
/// `docs/manifest.schema.json`. A test compares each with the committed file, byte for byte.
package enum RuleReference {
    /// The command that regenerates these files, for messages.
    package static let command = "make generate"

    static let sectionStart = "## The rules\n"
    static let sectionEnd = "\n## Diagnostics that are not rules\n"

    /// `page` (docs/rules.md) with its rules section generated afresh; nil when the page has no
    /// `## The rules` heading followed by `## Diagnostics that are not rules`.
    package static func rulesPage(updating page: String) -> String? {
        guard let start = page.firstRange(of: sectionStart),
            let end = page[start.upperBound...].firstRange(of: sectionEnd)
        else { return nil }
        return String(page[..<start.lowerBound]) + rulesSection(RuleCatalogue.all) + String(page[end.lowerBound...])
    }

    /// The section from its heading to the blank line before the next one.
    static func rulesSection(_ rules: [RuleInfo]) -> String {
        var out = sectionStart + "\n"
        out +=
            "<!-- Generated from Sources/HigTypeCompiler/Validate/Rules/ by `\(command)`: edit a rule's file, not this section. -->\n\n"
        out += "| rule | default | reports | guidance |\n|---|---|---|---|\n"
        for rule in rules {
            out +=
                "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) | \(rule.source) |\n"
        }
        for rule in rules { out += "\n" + section(rule) }
        return out
    }

    /// One rule's documentation: rationale, details, options, examples.
    static func section(_ rule: RuleInfo) -> String {
        var out = "### \(rule.id)\n\nDefault: **\(rule.defaultSeverity.rawValue)**. \(rule.rationale)\n\n"
        out += rule.details + "\n\n"
        let note =
            !rule.relaxable
            ? "It cannot be relaxed, turned off or waived: higtype cannot generate a token that breaks it."
            : !rule.waivable ? "Configurable per manifest, not waivable per token." : nil
        if rule.options.isEmpty {
            out += "Options: none." + (note.map { " " + $0 } ?? "") + "\n"
        } else {
            out += "Options:\n\n"
            for option in rule.options {
                let value = option.defaultValue.json.serialized(pretty: false)
                out += "- `\(option.name)` (\(option.requirement); default `\(value)`): \(option.summary).\n"
            }
            if let note { out += "\n" + note + "\n" }
        }
        for (fails, heading) in [(true, "Fails:"), (false, "Passes:")] {
            let examples = rule.examples.filter { $0.fails == fails }
            guard !examples.isEmpty else { continue }
            out += "\n" + heading + "\n"
            for example in examples {
                out += "\n" + (fails ? "<!-- expect: \(rule.id) -->\n" : "") + "```json\n" + example.json + "\n```\n"
            }
        }
        return out
    }

    /// `schema` (docs/manifest.schema.json) with its rule settings and waivable ids generated
    /// afresh, written as the file is: two-space indents, one member or item a line. Nil when
    /// the text is not JSON or lacks `definitions.rootSettings.properties.rules` or
    /// `definitions.tokenSettings.properties.waive`.
    package static func schema(updating schema: String) -> String? {
        guard let root = JSONParser.parse(schema, file: "manifest.schema.json").root else { return nil }
        var output = JSONOutput(root)
        let rules = ["definitions", "rootSettings", "properties", "rules"]
        let waive = ["definitions", "tokenSettings", "properties", "waive", "propertyNames", "enum"]
        guard output.replace(at: rules[...], with: rulesSchema(RuleCatalogue.all)),
            output.replace(
                at: waive[...], with: .array(RuleCatalogue.all.filter(\.waivable).map { .string($0.id.rawValue) }))
        else { return nil }
        return output.serialized() + "\n"
    }

    /// The schema of the manifest's `rules`: each rule by id, with the severities it can take and its options.
    static func rulesSchema(_ rules: [RuleInfo]) -> JSONOutput {
        .object([
            ("type", .string("object")),
            (
                "description",
                .string(
                    "Per-rule settings: a severity, or [severity, options]. Generated from the rules' declarations by `\(command)`."
                )
            ),
            ("properties", .object(rules.map { ($0.id.rawValue, ruleSchema($0)) })),
            ("additionalProperties", .bool(false)),
        ])
    }

    static func ruleSchema(_ rule: RuleInfo) -> JSONOutput {
        let severities = JSONOutput.object([
            ("enum", .array((rule.relaxable ? ["off", "warning", "error"] : ["error"]).map { .string($0) }))
        ])
        let options = JSONOutput.object([
            ("type", .string("object")),
            ("properties", .object(rule.options.map { ($0.name, $0.schema) })),
            ("additionalProperties", .bool(false)),
        ])
        return .object([
            ("description", .string("\(rule.summary) Default: \(rule.defaultSeverity.rawValue).")),
            (
                "oneOf",
                .array([
                    severities,
                    .object([
                        ("type", .string("array")),
                        ("items", .array([severities, options])),
                        ("minItems", .number(1)),
                        ("maxItems", .number(2)),
                    ]),
                ])
            ),
        ])
    }
}

extension JSONOutput {
    /// Replaces the value at `path` (object keys); false when the path does not lead to one.
    mutating func replace(at path: ArraySlice<String>, with value: JSONOutput) -> Bool {
        guard let key = path.first else {
            self = value
            return true
        }
        guard case .object(var members) = self, let index = members.firstIndex(where: { $0.0 == key }) else {
            return false
        }
        guard members[index].1.replace(at: path.dropFirst(), with: value) else { return false }
        self = .object(members)
        return true
    }
}
