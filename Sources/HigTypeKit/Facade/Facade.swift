// HigTypeKit's public API is designed, not re-exported: `import HigTypeKit` gives the pipeline
// (`Pipeline`, `BuildConfig`), declared in this module, and the names of the layers below that a
// caller needs, each a `typealias` in one of the `Facade+*.swift` files beside this one, grouped
// by theme, each with the reason it leaves its layer. A name not listed there stays in its layer.
//
// The list is recorded in Tests/HigTypeEndToEndTests/API/HigTypeKit.api.txt, and a test fails
// when the public surface changes without re-recording it (`make record-api`).
