import HigTypeCore

extension Compiler {
    /// Where one run may read and how much: the folders a resolver document's references may
    /// lead into besides the project tree (`--allow-path`), and the bounds on its inputs. Every
    /// input has a size bound checked before it is read, and all of them together have one.
    public struct InputPolicy: Sendable {
        /// Folders a document may refer into besides the project tree (`ProjectTree`).
        public var allowedPaths: [String] = []
        /// The largest file read, in bytes: a manifest, standard input, a resolver document's
        /// token file. Checked on the open file before its bytes are read.
        public var maxFileBytes = JSONParser.Limits().maxBytes
        /// The most bytes one run reads across all its inputs.
        public var maxTotalBytes = 256 << 20
        /// The most JSON values one run holds across all its inputs (`JSONParser.Limits.maxValues`).
        public var maxTotalValues = JSONParser.Limits.defaultMaxValues

        /// Parser limits for the next file, when `used` values have been read before it.
        func limits(afterValues used: Int) -> JSONParser.Limits {
            var limits = JSONParser.Limits(maxValues: max(0, maxTotalValues - used))
            limits.valuesBefore = used
            return limits
        }

        public init(allowedPaths: [String] = []) { self.allowedPaths = allowedPaths }

        /// The project tree of a run whose first input is `firstInput`.
        func tree(firstInput: String?) -> ProjectTree {
            ProjectTree.enclosing(firstInput, allowing: allowedPaths)
        }
    }
}
