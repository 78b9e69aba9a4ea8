/// The bytes exchanged with the Swift frontend: a request is a question
/// about one Swift text, a response its answer. The frontend library
/// (which links the toolchain's SwiftParser) and the interpreter (which
/// does not) share no objects, only these bytes, so each may hold its own
/// copy of the AST's types.
///
/// Request: version, kind, the text. Response: version, then `ok` and the
/// answer, or `failed` and why. Positions travel without their file and
/// with lines counted from the text's first line (the frontend reads every
/// text as `file` line 1); the reader places them where the text stands.
package enum FrontendWire {
    /// Changes whenever the bytes of a request or response change: an
    /// executable and a frontend library from different builds refuse each
    /// other's bytes instead of misreading them.
    package static let version: UInt8 = 13

    package enum Kind: UInt8, Sendable {
        /// Parse, check syntax, lower: `LoweredSource`.
        case lower = 0
        /// Parse and check syntax only (a lesson's block with placeholders).
        case syntax = 1
        /// How an editor colours the text's tokens: `[HighlightRun]`.
        case highlight = 2
    }

    package static let ok: UInt8 = 0
    package static let failed: UInt8 = 1

    // MARK: - Requests

    package static func request(_ kind: Kind, text: String) -> [UInt8] {
        var out = ByteWriter(capacity: text.utf8.count + 8)
        out.byte(version)
        out.byte(kind.rawValue)
        out.rawString(text)
        return out.bytes
    }

    /// The kind and text of a request, or why it cannot be read.
    package static func readRequest(_ bytes: UnsafeBufferPointer<UInt8>) throws(WireError) -> (Kind, String) {
        var input = ByteReader(bytes)
        let version = try input.byte()
        guard version == Self.version else { throw WireError(mismatch(version)) }
        guard let kind = Kind(rawValue: try input.byte()) else { throw WireError("an unknown request") }
        return (kind, try input.rawString())
    }

    package static func mismatch(_ version: UInt8) -> String {
        "the frontend library speaks version \(version) of the wire format, this statelab version \(Self.version): they come from different builds"
    }

    /// A response saying the request failed, with why.
    package static func failure(_ why: String) -> [UInt8] {
        var out = ByteWriter()
        out.byte(version)
        out.byte(failed)
        out.rawString(why)
        return out.bytes
    }

    /// Reads a response's header: past it when it says `ok`, else throws
    /// with the frontend's reason.
    package static func readHeader(_ input: inout ByteReader) throws(WireError) {
        let version = try input.byte()
        guard version == Self.version else { throw WireError(mismatch(version)) }
        if try input.byte() != ok { throw WireError(try input.rawString()) }
    }

    // MARK: - Diagnostics

    package static func write(_ diagnostics: [Diagnostic], to w: inout ASTWriter) {
        w.out.count(diagnostics.count)
        for d in diagnostics {
            switch d.severity {
            case .error: w.out.byte(0)
            case .warning: w.out.byte(1)
            case .note: w.out.byte(2)
            }
            w.out.string(d.id.rawValue)
            w.out.rawString(d.message)
            w.position(d.position)
            w.out.rawString(d.sourceLine)
            w.out.strings(d.notes)
        }
    }

    package static func readDiagnostics(_ r: inout ASTReader) throws(WireError) -> [Diagnostic] {
        let n = try r.input.count()
        var diagnostics: [Diagnostic] = []
        for _ in 0..<n {
            let severity: Diagnostic.Severity
            switch try r.input.byte() {
            case 0: severity = .error
            case 1: severity = .warning
            case 2: severity = .note
            default: throw WireError("an unknown severity")
            }
            let id = try r.input.string()
            let message = try r.input.rawString()
            let position = try r.position()
            let sourceLine = try r.input.rawString()
            let notes = try r.input.strings()
            diagnostics.append(Diagnostic(severity, Message(MessageID(id), message), at: position,
                                          sourceLine: sourceLine, notes: notes))
        }
        return diagnostics
    }
}
