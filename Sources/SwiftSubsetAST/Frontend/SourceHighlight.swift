/// A run of a Swift text's bytes and how an editor colours it, from the
/// toolchain's own syntax classification (SwiftIDEUtils), made by the
/// frontend so the console needs no parser of its own.
package struct HighlightRun: Equatable, Sendable {
    package enum Kind: UInt8, Sendable {
        case keyword, typeName, stringLiteral, numberLiteral, comment, attribute, placeholder
    }

    /// UTF-8 offsets into the text.
    package var start: Int
    package var end: Int
    /// Nil for tokens shown plain (names, operators, punctuation).
    package var kind: Kind?

    package init(start: Int, end: Int, kind: Kind?) {
        self.start = start
        self.end = end
        self.kind = kind
    }

    package static func write(_ runs: [HighlightRun], to out: inout ByteWriter) {
        out.count(runs.count)
        for run in runs {
            out.count(run.start)
            out.count(run.end)
            out.byte(run.kind.map { $0.rawValue + 1 } ?? 0)
        }
    }

    package static func read(from input: inout ByteReader) throws(WireError) -> [HighlightRun] {
        try input.array { input throws(WireError) in
            let start = try input.index()
            let end = try input.index()
            let code = try input.byte()
            guard code == 0 || Kind(rawValue: code - 1) != nil else { throw WireError("an unknown colour") }
            return HighlightRun(start: start, end: end, kind: code == 0 ? nil : Kind(rawValue: code - 1))
        }
    }
}
