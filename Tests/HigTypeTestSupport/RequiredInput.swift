import Foundation
import Testing

/// Something a test needs from outside the package (a tool, a data folder, a variable), and the
/// rule for when it is missing: outside CI the test is skipped with a message naming it; with
/// CI=true the test runs anyway and fails, so CI cannot pass without running it.
///
/// Use: `@Test(.enabled(if: input.shouldRun, input.skipComment))`, then `try input.require()`
/// in the test (or in the init of a suite whose every test needs it).
public struct RequiredInput: Sendable {
    /// What is needed, as the messages name it: "swiftc", "/work/shared/conformance/json".
    public let name: String
    /// Where it was found; nil when it is missing.
    public let location: String?
    /// How to provide it: "install it (apt-get install make)".
    public let hint: String
    /// The tests that need it, for the messages: "Swift compile tests".
    public let tests: String

    public init(name: String, location: String?, hint: String, tests: String) {
        self.name = name
        self.location = location
        self.hint = hint
        self.tests = tests
    }

    /// Whether CI=true: CI must run every test, so there a missing input fails instead of skipping.
    public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    public var isPresent: Bool { location != nil }

    /// For `.enabled(if:)`: the input is there, or CI requires the test to run (and fail).
    public var shouldRun: Bool { isPresent || Self.isCI }

    /// The skip message for `.enabled(if: shouldRun, skipComment)`.
    public var skipComment: Comment { Comment(rawValue: "\(name) is missing, so the \(tests) are skipped; \(hint)") }

    /// Where the input is; when it is missing (only CI=true gets here), fails the test saying so.
    @discardableResult
    public func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(
            location, "\(name) is missing and CI=true: CI must run the \(tests); \(hint)",
            sourceLocation: sourceLocation)
    }
}

extension RequiredInput {
    /// An executable on PATH under the first name given, else under one of the others.
    public static func tool(_ names: String..., hint: String, tests: String) -> RequiredInput {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = names.lazy.flatMap { name in path.split(separator: ":").map { $0 + "/" + name } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return RequiredInput(name: names[0], location: found, hint: hint, tests: tests)
    }

    /// A folder in the shared data beside the package (`PackageRoot.shared`); when `marker` is
    /// given, that file in it must exist too.
    public static func shared(_ relative: String, marker: String? = nil, tests: String) -> RequiredInput {
        let folder = PackageRoot.shared + "/" + relative
        var isDirectory: ObjCBool = false
        let present =
            FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
            && (marker.map { FileManager.default.fileExists(atPath: folder + "/" + $0) } ?? true)
        return RequiredInput(
            name: folder + (marker.map { "/" + $0 } ?? ""), location: present ? folder : nil,
            hint: "it lives in ../shared beside the package (or set HIGTYPE_SHARED to its folder)", tests: tests)
    }
}

extension RequiredInput {
    /// A python3 on PATH that can import jsonschema, for the tests that validate against a JSON schema.
    public static func pythonWithJSONSchema(tests: String) -> RequiredInput {
        let python = RequiredInput.tool("python3", hint: "", tests: "").location
        let works =
            python.map { (try? ToolProcess.run($0, ["-c", "import jsonschema"], timeout: 60))?.status == 0 } ?? false
        return RequiredInput(
            name: "python3 with the jsonschema package", location: works ? python : nil,
            hint: "python3 -m pip install jsonschema, or run .ci/run", tests: tests)
    }
}
