extension CompiledFunction {
    /// The same name, labels, parameter and result types: a redeclaration
    /// (a later REPL entry) replaces it; anything else is an overload
    /// (`describe(_: Int)` beside `describe(_: String)`, `make() -> Int`
    /// beside `make() -> String`, `f(_: Range<Int>)` beside `f(_: ClosedRange<Int>)`).
    func hasSameSignature(as other: CompiledFunction) -> Bool {
        fullName == other.fullName && parameters.map(\.type) == other.parameters.map(\.type) && resultType == other.resultType
            && parameters.map(\.isClosedRange) == other.parameters.map(\.isClosedRange)   // `Range<Int>` beside `ClosedRange<Int>`
            && genericConstraints.mapValues(ObjectIdentifier.init) == other.genericConstraints.mapValues(ObjectIdentifier.init)
    }
}
