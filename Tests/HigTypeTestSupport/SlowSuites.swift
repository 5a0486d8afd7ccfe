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
    /// Disables a slow suite under `make test-fast` (HIGTYPE_TEST_FAST=1). `make test` and CI run
    /// every suite; there this trait is always true.
    public static var slow: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["HIGTYPE_TEST_FAST"] != "1",
            "a slow suite: make test-fast leaves it out, make test runs it")
    }
}
