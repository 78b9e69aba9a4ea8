/// The Swift frontend as the rest of StateLab asks it: lower a text,
/// check its syntax, colour it. Requests become bytes, go through the
/// installed transport (by default the frontend library beside the
/// executable, loaded on first use), and the answer is read back here.
///
/// When the frontend cannot be reached the answer says so as a
/// diagnostic at the text's first line, so a learner sees why nothing ran.
package enum SwiftFrontend {
    nonisolated(unsafe) private static var installed: (any FrontendTransport)?

    /// Where requests go.
    package static var transport: any FrontendTransport {
        installed ?? FrontendLibrary.besideExecutable
    }

    /// Sends every request to `transport` from now on (a process that
    /// links the frontend in calls it directly). Call before any request.
    package static func use(_ transport: any FrontendTransport) {
        installed = transport
    }

    /// Parses and lowers `text`, which stands at `firstLine` of `file`.
    /// - Parameter through: where to send the request; by default the
    ///   installed transport.
    package static func lower(_ text: String, file: String, firstLine: Int,
                              through: (any FrontendTransport)? = nil) -> LoweredSource {
        do throws(FrontendFailure) {
            return try ask(.lower, text, file: file, firstLine: firstLine, through: through) { r throws(WireError) in
                try LoweredSource.read(from: &r)
            }
        } catch {
            return LoweredSource(syntaxErrors: [error.diagnostic(file: file, line: firstLine)])
        }
    }

    /// swiftc's syntax errors in `text` (no lowering).
    package static func syntaxErrors(_ text: String, file: String, firstLine: Int) -> [Diagnostic] {
        do throws(FrontendFailure) {
            return try ask(.syntax, text, file: file, firstLine: firstLine) { r throws(WireError) in
                try FrontendWire.readDiagnostics(&r)
            }
        } catch {
            return [error.diagnostic(file: file, line: firstLine)]
        }
    }

    /// How an editor colours `text`, or nil when the frontend cannot say.
    package static func highlight(_ text: String) -> [HighlightRun]? {
        try? ask(.highlight, text, file: "", firstLine: 1) { r throws(WireError) in
            try HighlightRun.read(from: &r.input)
        }
    }

    // MARK: - The exchange

    private static func ask<T>(_ kind: FrontendWire.Kind, _ text: String, file: String, firstLine: Int,
                               through: (any FrontendTransport)? = nil,
                               read: (inout ASTReader) throws(WireError) -> T) throws(FrontendFailure) -> T {
        let response: [UInt8]
        switch (through ?? transport).exchange(FrontendWire.request(kind, text: text)) {
        case .success(let bytes): response = bytes
        case .failure(let why): throw .unavailable(why.description)
        }
        let result = response.withUnsafeBufferPointer { buffer -> Result<T, WireError> in
            var input = ByteReader(buffer)
            do throws(WireError) {
                try FrontendWire.readHeader(&input)
                var reader = ASTReader(input, file: file, lineOffset: firstLine - 1)
                return .success(try read(&reader))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw .unreadable(error.description)
        }
    }
}

/// Why the frontend gave no answer.
enum FrontendFailure: Error {
    /// It cannot be reached (the library is missing or broken).
    case unavailable(String)
    /// Its answer cannot be read: a bug, or a library from another build.
    case unreadable(String)

    func diagnostic(file: String, line: Int) -> Diagnostic {
        let message: Message
        switch self {
        case .unavailable(let why): message = Message("frontend.unavailable", why)
        case .unreadable(let why): message = Message(.internalError, "internal error, please report: the Swift frontend's answer cannot be read: \(why)")
        }
        return Diagnostic(.error, message, at: SourcePosition(file: file, line: line, column: 1), sourceLine: "")
    }
}
