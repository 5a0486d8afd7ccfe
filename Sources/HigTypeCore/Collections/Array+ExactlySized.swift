extension Array {
    /// The same elements in storage allocated for exactly their count. An array grown by
    /// appending keeps up to twice the room it uses; one that is then kept for the whole run
    /// (the tokens of a large manifest) is worth copying once.
    public func exactlySized() -> [Element] {
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(from: self)
            initialized = count
        }
    }
}
