import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Flattens a composed DTCG tree into tokens and higtype settings, reporting everything in it
/// that is not a well-formed token or group. It reports every problem it finds, not the first.
public struct ManifestLoader {
    /// The reverse-domain key of higtype's settings inside `$extensions`.
    public static let extensionKey = "dev.higtype"

    static let tokenProperties = ["$value", "$ref", "$type", "$description", "$extensions", "$deprecated"]
    /// The DTCG 2025.10 token types.
    static let dtcgTypes = DTCGType.allCases.map(\.rawValue)
    static let groupProperties = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]
    /// `$schema` names the JSON schema a file follows; DTCG's schema allows it on the root only.
    static let rootProperties = groupProperties + ["$schema"]

    private var tokens: [Token] = []
    private var groupLocations: [String: SourceLocation] = [:]
    private var diagnostics: [Diagnostic] = []
    private var replacedTypes: [SourceLocation: Located<String>] = [:]

    /// `replacedTypes` are the group `$type`s a later file replaced (`Composer.Composition`).
    static func load(
        _ root: JSONNode, files: [String], replacedTypes: [SourceLocation: Located<String>] = [:]
    ) -> (Manifest?, [Diagnostic]) {
        guard case .object(let object) = root.value else {
            let d = Diagnostic.error(
                .manifestStructure,
                "a manifest must be a JSON object of token groups, found \(root.value.typeName)", at: root.location)
            return (nil, [d])
        }
        var loader = ManifestLoader()
        loader.replacedTypes = replacedTypes
        var extender = GroupExtender(root: root)
        let expanded = extender.apply()
        loader.diagnostics = extender.diagnostics
        let settings = loader.readSettings(object)
        if case .object(let expandedObject) = expanded.value {
            loader.walkGroup(expandedObject, path: [], inherited: Inherited())
        }
        var manifest = Manifest(
            files: files, root: expanded, settings: settings, tokens: loader.tokens.exactlySized(),
            groupLocations: loader.groupLocations)
        manifest.loadedWithErrors = loader.diagnostics.contains { $0.severity == .error }
        return (manifest, loader.diagnostics)
    }

    // MARK: Tree walk

    /// What a group passes to the tokens inside it that do not set their own.
    private struct Inherited {
        /// The nearest group's `$type`.
        var type: DTCGType?
        /// That group's name and where its `$type` is written (`Token.typeOrigin`).
        var typeOrigin: Token.TypeOrigin?
        /// The nearest group that sets `$type` sets one DTCG does not have (already reported), so
        /// its tokens' types are unknown, and not missing.
        var typeIsInvalid = false
        /// The nearest group's `$deprecated`: nil when current, else the reason ("" when none is given).
        var deprecation: String?
        /// The nearest group's `platforms` (`PlatformScope`).
        var scope: PlatformScope?
    }

    /// Walks a group: checks its own properties, then each member. A group's `$type` and
    /// `$deprecated` apply to every token inside it that does not set its own.
    private mutating func walkGroup(_ group: JSONObject, path: [String], inherited outer: Inherited) {
        var inherited = outer
        if let node = group["$type"] {
            inherited.type = readType(group)
            inherited.typeIsInvalid = inherited.type == nil
            inherited.typeOrigin = .init(
                group: path.isEmpty ? nil : path.joined(separator: "."), at: node.location,
                replaced: replacedTypes[node.location])
        }
        inherited.deprecation = readMetadata(
            group, of: path.isEmpty ? "the root" : "a group", deprecation: outer.deprecation)
        // The root's settings are the manifest's (`readSettings`); a group's name the platforms its tokens are for.
        if !path.isEmpty, let scope = PlatformScope.read(group: group, diagnostics: &diagnostics) {
            inherited.scope = scope
        }
        let properties = path.isEmpty ? Self.rootProperties : Self.groupProperties
        var names: [String: JSONObject.Member] = [:]
        for member in group.members {
            let key = member.key
            if key.hasPrefix("$") {
                if key == "$root" {
                    walkMember(member, path: path + ["$root"], inherited: inherited)
                } else if !properties.contains(key) {
                    reportUnknownProperty(
                        member, known: properties + ["$value"], in: path.isEmpty ? "the root" : "group")
                }
                continue
            }
            if let problem = Self.nameProblem(key) {
                diagnostics.append(.error(.tokenName, "invalid name '\(key)': \(problem)", at: member.keyLocation))
                continue
            }
            if let first = names[key.lowercased()] {
                diagnostics.append(
                    .warning(
                        .nameCase,
                        "'\(key)' and '\(first.key)' differ only in case: DTCG names are case-sensitive, but outputs that fold case (CSS custom properties in some tools, Sass, file names) would merge them",
                        at: member.keyLocation, notes: [.init("'\(first.key)' is here", at: first.keyLocation)]))
            } else {
                names[key.lowercased()] = member
            }
            walkMember(member, path: path + [key], inherited: inherited)
        }
    }

    private mutating func walkMember(_ member: JSONObject.Member, path: [String], inherited: Inherited) {
        guard case .object(let object) = member.value.value else {
            diagnostics.append(
                .error(
                    .manifestStructure,
                    "'\(path.joined(separator: "."))' must be a token or a group (a JSON object), found \(member.value.value.typeName)",
                    at: member.value.location))
            return
        }
        let value = object["$value"]
        let ref = object.member("$ref")
        if let value, let ref {
            diagnostics.append(
                .error(
                    .manifestStructure, "a token has either $value or $ref, not both", at: ref.keyLocation,
                    notes: [.init("$value is here", at: value.location)]))
        } else if let value {
            readToken(object, value: value, path: path, at: member, inherited: inherited)
        } else if let ref {
            // A token-level $ref stands for the value it points at.
            let value = JSONNode(.object(JSONObject([ref])), at: ref.keyLocation)
            readToken(object, value: value, path: path, at: member, inherited: inherited)
        } else if path.last == "$root" {
            diagnostics.append(
                .error(
                    .manifestStructure,
                    "$root is the group's own token, so it needs a $value (or a $ref); this one has neither",
                    at: member.keyLocation))
        } else {
            groupLocations[path.joined(separator: ".")] = member.keyLocation
            walkGroup(object, path: path, inherited: inherited)
        }
    }

    private mutating func readToken(
        _ object: JSONObject, value: JSONNode, path: [String], at member: JSONObject.Member, inherited: Inherited
    ) {
        let keyLocation = member.keyLocation
        for member in object.members where !Self.tokenProperties.contains(member.key) {
            if member.key.hasPrefix("$") {
                reportUnknownProperty(member, known: Self.tokenProperties, in: "token")
            } else {
                diagnostics.append(
                    .error(
                        .manifestStructure,
                        "a token cannot contain '\(member.key)': a group holds tokens, a token holds only $-properties",
                        at: member.keyLocation))
            }
        }
        let ownType = readType(object)
        var token = Token(path: path, type: ownType ?? inherited.type, value: value, location: keyLocation)
        // `{"$ref": "#/a/b"}` alone is the token it names (the spec's alias example); with a
        // `$type` of its own it is a token of that type, and its `$ref` gives only its value.
        token.isTypedReference = object.member("$value") == nil && object.member("$type") != nil
        token.isReference = object.member("$value") == nil && !token.isTypedReference
        if ownType == nil { token.typeOrigin = inherited.typeOrigin }
        if object["$type"] != nil ? ownType == nil : inherited.typeIsInvalid {
            token.type = nil
            token.hasInvalidType = true
        }
        if case .null = value.value {
            diagnostics.append(
                .error(
                    .tokenValue, "a token's $value is never null; give it a value of its type, or remove the token",
                    at: value.location))
            token.hasNullValue = true
        }
        if case .string(let text)? = object["$description"]?.value { token.description = text }
        token.deprecation = readMetadata(object, of: "a token", deprecation: inherited.deprecation)
        if let (settings, key) = Self.higtypeSettings(of: object, diagnostics: &diagnostics) {
            token.settings = TokenSettings.read(settings, diagnostics: &diagnostics)
            token.settingsLocation = key
        }
        token.scope = token.settings.platforms ?? inherited.scope
        tokens.append(token)
    }

    /// Checks the metadata a token and a group share: `$description` is a string, `$extensions`
    /// an object, `$deprecated` a boolean or a string. Returns the deprecation that applies:
    /// the object's own (`false` clears an inherited one), else `inherited`.
    private mutating func readMetadata(_ object: JSONObject, of what: String, deprecation inherited: String?) -> String?
    {
        if let description = object["$description"], description.value.typeName != "string" {
            diagnostics.append(
                .error(
                    .manifestStructure, "$description of \(what) must be a string, found \(description.value.typeName)",
                    at: description.location))
        }
        if let extensions = object["$extensions"], extensions.value.typeName != "object" {
            diagnostics.append(
                .error(
                    .manifestStructure,
                    "$extensions of \(what) must be an object whose keys are vendor names, e.g. {\"com.example.tool\": …}; found \(extensions.value.typeName)",
                    at: extensions.location))
        }
        guard let deprecated = object["$deprecated"] else { return inherited }
        switch deprecated.value {
        case .bool(let flag): return flag ? "" : nil
        case .string(let reason): return reason
        default:
            diagnostics.append(
                .error(
                    .manifestStructure, "$deprecated must be true, false or a string saying what to use instead",
                    at: deprecated.location))
            return inherited
        }
    }

    private mutating func readType(_ object: JSONObject) -> DTCGType? {
        guard let node = object["$type"] else { return nil }
        guard case .string(let type) = node.value else {
            diagnostics.append(.error(.manifestStructure, "$type must be a string", at: node.location))
            return nil
        }
        guard let known = DTCGType(rawValue: type) else {
            let suggestion = Suggestions.closest(to: type, in: Self.dtcgTypes)
            diagnostics.append(
                .error(
                    .unknownType,
                    "unknown token type '\(type)'" + Suggestions.hint(suggestion),
                    at: node.location,
                    fixIt: suggestion.map { .replaceJSON(at: node.location, with: "\"\($0)\"", .suggestion) }))
            return nil
        }
        return known
    }

    private mutating func reportUnknownProperty(_ member: JSONObject.Member, known: [String], in kind: String) {
        let suggestion = Suggestions.closest(to: member.key, in: known)
        let why: String
        if member.key == "$schema" {
            why = ": '$schema' names the file's JSON schema, on the root only"
        } else if suggestion != nil {
            why = ""
        } else {
            // Not a typo of a DTCG property ($fluid, $timestamp): another tool's own data.
            why =
                ": DTCG 2025.10 defines no such property and reserves names that begin with '$' for its own; keep a tool's own data in $extensions under the tool's name, e.g. \"$extensions\": {\"com.example\": {\(JSONOutput.quote(String(member.key.dropFirst()))): …}}"
        }
        diagnostics.append(
            .error(
                .unknownProperty,
                "unknown property '\(member.key)' in \(kind == "the root" ? kind : "a " + kind)\(why)"
                    + Suggestions.hint(suggestion),
                at: member.keyLocation,
                fixIt: suggestion.map { .replaceJSON(at: member.keyLocation, with: "\"\($0)\"", .suggestion) }))
    }

    /// DTCG names must not begin with '$' or contain '{', '}' or '.'. Checked by code point: a
    /// '.' followed by a combining mark is one character, which a check by character would miss,
    /// and `a.\u{301}b` would then name the same path as the token `\u{301}b` in group `a`.
    static func nameProblem(_ name: String) -> String? {
        let scalars = name.unicodeScalars
        if scalars.isEmpty { return "a name cannot be empty" }
        if scalars.contains(where: { $0 == "{" || $0 == "}" }) { return "names cannot contain '{' or '}'" }
        if scalars.contains(".") { return "names cannot contain '.', which separates path segments in aliases" }
        // A '$' that a combining mark follows is not seen as a property's '$' by a check by character.
        if scalars.first == "$" { return "names cannot start with '$', which marks the format's own properties" }
        return nil
    }

    // MARK: Settings

    /// The `$extensions["dev.higtype"]` object of a token, a group or the root, and the position
    /// of its key; nil when there is none, or when it is not an object (reported).
    static func higtypeSettings(of object: JSONObject, diagnostics: inout [Diagnostic]) -> (JSONObject, SourceLocation)?
    {
        guard let extensions = object["$extensions"], case .object(let vendors) = extensions.value,
            let mine = vendors.member(extensionKey)
        else { return nil }
        guard case .object(let settings) = mine.value.value else {
            diagnostics.append(
                .error(
                    .manifestStructure, "$extensions[\"\(extensionKey)\"] must be an object", at: mine.value.location))
            return nil
        }
        return (settings, mine.keyLocation)
    }

    private mutating func readSettings(_ root: JSONObject) -> ManifestSettings {
        var settings = ManifestSettings()
        guard let (object, _) = Self.higtypeSettings(of: root, diagnostics: &diagnostics) else { return settings }
        for member in object.members {
            switch member.key {
            case "platforms": readPlatforms(member.value, into: &settings)
            case "replacePlatforms":
                // Read by composition: this file's platforms replace the earlier files' instead of adding to them.
                if case .bool = member.value.value { continue }
                diagnostics.append(
                    .error(.manifestStructure, "'replacePlatforms' must be true or false", at: member.value.location))
            case "skip":
                continue  // read before loading, by `SkipList`
            case "rules":
                guard case .object(let rules) = member.value.value else {
                    diagnostics.append(
                        .error(.manifestStructure, "'rules' must be an object", at: member.value.location))
                    continue
                }
                for rule in rules.members {
                    settings.rules[rule.key] = rule.value
                    settings.ruleLocations[rule.key] = rule.keyLocation
                }
            default:
                let suggestion = Suggestions.closest(
                    to: member.key, in: ["platforms", "replacePlatforms", "rules", "skip"])
                diagnostics.append(
                    .error(
                        .unknownSetting,
                        "unknown higtype setting '\(member.key)'" + Suggestions.hint(suggestion),
                        at: member.keyLocation))
            }
        }
        return settings
    }

    private mutating func readPlatforms(_ node: JSONNode, into settings: inout ManifestSettings) {
        settings.platformsLocation = node.location
        if let platforms = PlatformList.read(node, diagnostics: &diagnostics) { settings.platforms = platforms }
    }
}
