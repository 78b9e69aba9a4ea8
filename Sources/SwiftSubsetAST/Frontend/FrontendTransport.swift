/// How a request reaches the Swift frontend and its response comes back:
/// through the frontend library loaded on demand (`FrontendLibrary`), or
/// a direct call where the frontend is linked in (tests, the build-time
/// lesson embedder).
package protocol FrontendTransport: Sendable {
    /// The response to `request`, or why none could be had (the library
    /// is missing or cannot be loaded).
    func exchange(_ request: [UInt8]) -> Result<[UInt8], FrontendUnavailable>
}

/// The frontend cannot be reached: what was tried, in words for whoever
/// installed StateLab.
package struct FrontendUnavailable: Error, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
