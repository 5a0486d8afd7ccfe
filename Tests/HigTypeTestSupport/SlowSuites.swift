import Foundation
import Testing

/// The kinds of slow suite, so `make test-fast` can leave them out while `make test` runs all.
extension Tag {
    /// Loads pages in a real Chromium.
    @Tag public static var browser: Tag
    /// Compiles generated Swift with the toolchain's `swiftc` and runs it.
    @Tag public static var compile: Tag
    /// Runs the real pre-commit.
    @Tag public static var precommit: Tag
    /// Runs many builds at once, or kills one mid-write.
    @Tag public static var concurrency: Tag
}

extension Trait where Self == ConditionTrait {
    /// Disables a slow suite under `make test-fast` (HIGTYPE_TEST_FAST=1). `make test` runs every
    /// suite, and so does any run with CI=true, HIGTYPE_TEST_FAST or not: CI must not pass
    /// without the browser, compile and pre-commit suites, as it must not without their inputs.
    public static var slow: Self {
        .enabled(if: SlowSuites.run, "a slow suite: make test-fast leaves it out, make test runs it")
    }
}

/// Whether the slow suites run in this process.
public enum SlowSuites {
    public static let run = runs(environment: ProcessInfo.processInfo.environment)

    /// They run unless HIGTYPE_TEST_FAST=1 asks to leave them out and CI=true does not overrule it.
    public static func runs(environment: [String: String]) -> Bool {
        environment["HIGTYPE_TEST_FAST"] != "1" || environment["CI"] == "true"
    }
}
