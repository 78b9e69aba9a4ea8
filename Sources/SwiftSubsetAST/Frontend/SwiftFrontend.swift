/// The Swift frontend as the rest of StateLab asks it: lower a text,
/// check its syntax, colour it. Requests become bytes, go through the
/// installed transport (by default `DefaultServices.frontend`: the
/// frontend library beside the executable, loaded on first use, or a
/// service process), and the answer is read back here.
///
/// When the frontend cannot be reached the answer says so as a
/// diagnostic at the text's first line, so a learner sees why nothing ran.
package enum SwiftFrontend {
    private struct Settings {
        var installed: (any ByteExchange)?
        var precomputed: [PrecomputedAnswers] = []
    }

    private static let settings = Locked(Settings())

    /// Where requests go.
    package static var transport: any ByteExchange {
        settings.read(\.installed) ?? DefaultServices.frontend
    }

    /// Starts the frontend's service process now, when requests go to one,
    /// so that its first answer does not wait for it to load (an
    /// interactive session calls this before the learner types).
    package static func warmUp() {
        (transport as? ServiceProcess)?.start()
    }

    /// Sends every request to `transport` from now on (a process that
    /// links the frontend in calls it directly).
    package static func use(_ transport: any ByteExchange) {
        settings.change { $0.installed = transport }
    }

    /// Answers requests from `answers` when it has them, before asking the
    /// transport (the built-in lessons' Swift, lowered at build time).
    /// Adding the same table again changes nothing.
    package static func answer(from answers: PrecomputedAnswers) {
        settings.change { settings in
            if !settings.precomputed.contains(where: { $0 === answers }) { settings.precomputed.append(answers) }
        }
    }

    /// The precomputed answer to `request`, if any.
    private static func precomputedAnswer(to request: [UInt8]) -> [UInt8]? {
        settings.read(\.precomputed).lazy.compactMap { $0.answer(to: request) }.first
    }

    /// Whether a `lower` request for `text` is answered without the frontend.
    package static func hasPrecomputedAnswer(lowering text: String) -> Bool {
        precomputedAnswer(to: FrontendWire.request(.lower, text: text)) != nil
    }

    /// Parses and lowers `text`, which stands at `firstLine` of `file`.
    /// - Parameter through: where to send the request; by default the
    ///   installed transport.
    package static func lower(_ text: String, file: String, firstLine: Int,
                              through: (any ByteExchange)? = nil) -> LoweredSource {
        do throws(FrontendFailure) {
            return try ask(.lower, text, file: file, firstLine: firstLine, through: through) { r throws(WireError) in
                try LoweredSource.read(from: &r)
            }
        } catch {
            return LoweredSource(syntaxErrors: [error.diagnostic(file: file, line: firstLine, text: text)])
        }
    }

    /// swiftc's syntax errors in `text` (no lowering).
    package static func syntaxErrors(_ text: String, file: String, firstLine: Int) -> [Diagnostic] {
        do throws(FrontendFailure) {
            return try ask(.syntax, text, file: file, firstLine: firstLine) { r throws(WireError) in
                try FrontendWire.readDiagnostics(&r)
            }
        } catch {
            return [error.diagnostic(file: file, line: firstLine, text: text)]
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
                               through: (any ByteExchange)? = nil,
                               read: (inout ASTReader) throws(WireError) -> T) throws(FrontendFailure) -> T {
        let request = FrontendWire.request(kind, text: text)
        let response: [UInt8]
        if through == nil, let answer = precomputedAnswer(to: request) {
            response = answer
        } else {
            switch (through ?? transport).exchange(request) {
            case .success(let bytes): response = bytes
            case .failure(let why): throw .unavailable(why.description)
            }
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

    /// The failure, placed at the start of `text` (whose first line it shows).
    func diagnostic(file: String, line: Int, text: String) -> Diagnostic {
        let message: Message
        switch self {
        case .unavailable(let why): message = Message("frontend.unavailable", why)
        case .unreadable(let why): message = Message(.internalError, "internal error, please report: the Swift frontend's answer cannot be read: \(why)")
        }
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        return Diagnostic(.error, message, at: SourcePosition(file: file, line: line, column: 1), sourceLine: String(firstLine))
    }
}
