/// How a request reaches a service that answers in bytes — the Swift
/// frontend, or Foundation's formatting — and its answer comes back:
/// through a library loaded on demand (`OnDemandLibrary`), or a direct
/// call where the service is linked in (tests, build-time tools).
package protocol ByteExchange: Sendable {
    /// The response to `request`, or why none could be had (the library
    /// is missing or cannot be loaded).
    func exchange(_ request: [UInt8]) -> Result<[UInt8], ExchangeUnavailable>
}

/// A service cannot be reached: what was tried, in words for whoever
/// installed StateLab.
package struct ExchangeUnavailable: Error, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
