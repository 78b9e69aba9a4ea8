import Testing
@testable import SwiftSubset

/// A native member's spec (`"init(format:_...:)"`) read into its name and
/// parameters: labels, `_`, and the marks for a default (`?`), a variadic
/// (`...`), an autoclosure (`@`) and a result builder (`^`).
@Suite("Native member specs")
struct SignatureSpecTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let spec: String
        let name: String
        /// label (nil for `_`), default, variadic, autoclosure, result builder
        let parameters: [(String?, Bool, Bool, Bool, Bool)]?
        var testDescription: String { spec }
    }

    static let cases: [Expected] = [
        Expected(spec: "count", name: "count", parameters: nil),
        Expected(spec: "removeAll()", name: "removeAll", parameters: []),
        Expected(spec: "init(format:_...:)", name: "init", parameters: [("format", false, false, false, false),
                                                                     (nil, false, true, false, false)]),
        Expected(spec: "split(separator:maxSplits?:omittingEmptySubsequences?:)", name: "split",
                 parameters: [("separator", false, false, false, false), ("maxSplits", true, false, false, false),
                              ("omittingEmptySubsequences", true, false, false, false)]),
        Expected(spec: "assert(@_:@_?:)", name: "assert", parameters: [(nil, false, false, true, false), (nil, true, false, true, false)]),
        Expected(spec: "init(^content:)", name: "init", parameters: [("content", false, false, false, true)]),
        Expected(spec: "f(_...?:)", name: "f", parameters: [(nil, true, true, false, false)]),
    ]

    @Test("a spec's name and parameters", arguments: cases)
    func specIsRead(expected: Expected) {
        let (name, signature) = Library.parseSignature(expected.spec)
        #expect(name == expected.name)
        guard let wanted = expected.parameters else {
            #expect(signature == nil)
            return
        }
        let read = signature?.parameters.map { ($0.label, $0.hasDefault, $0.isVariadic, $0.isAutoclosure, $0.isResultBuilder) } ?? []
        #expect(read.count == wanted.count)
        for (r, w) in zip(read, wanted) {
            #expect(r.0 == w.0 && r.1 == w.1 && r.2 == w.2 && r.3 == w.3 && r.4 == w.4, "\(expected.spec): \(r) ≠ \(w)")
        }
    }
}
