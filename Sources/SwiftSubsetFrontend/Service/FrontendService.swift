import SwiftSubsetAST

/// Answers the requests of `FrontendWire`: parse, check and lower a text;
/// check its syntax only; colour it. The frontend library's entry point
/// and `InProcessFrontend` both come here, so the bytes are the same
/// whichever way a request travels.
///
/// Every text is read as the file "" from line 1; the asker places the
/// positions where the text stands (`ASTReader`).
package enum FrontendService {
    /// - Parameter timed: whether a `lower` answer records how long the
    ///   stages took; answers taken at build time do not, so the same
    ///   sources always give the same bytes.
    package static func respond(to request: UnsafeBufferPointer<UInt8>, timed: Bool = true) -> [UInt8] {
        let kind: FrontendWire.Kind, text: String
        do throws(WireError) {
            (kind, text) = try FrontendWire.readRequest(request)
        } catch {
            return FrontendWire.failure(error.description)
        }
        var w = ASTWriter()
        w.out.byte(FrontendWire.version)
        w.out.byte(FrontendWire.ok)
        switch kind {
        case .lower:
            var lowered = lower(text)
            if !timed { (lowered.parseTime, lowered.lowerTime) = (.zero, .zero) }
            lowered.write(to: &w)
        case .syntax:
            FrontendWire.write(SourceFile(name: "", text: text).syntaxDiagnostics(), to: &w)
        case .highlight:
            HighlightRun.write(Highlighter.runs(text), to: &w.out)
        }
        return w.bytes
    }

    /// Parses `text` (swiftc's syntax errors stop here), then lowers it.
    package static func lower(_ text: String) -> LoweredSource {
        let clock = ContinuousClock()
        let start = clock.now
        let source = SourceFile(name: "", text: text)
        let syntaxErrors = source.syntaxDiagnostics()
        let parsed = clock.now
        guard syntaxErrors.isEmpty else {
            var result = LoweredSource(syntaxErrors: syntaxErrors)
            result.parseTime = parsed - start
            return result
        }
        let lowerer = Lowerer(source: source)
        let program = lowerer.lowerFile()
        var result = LoweredSource(loweringErrors: lowerer.diagnostics, imports: lowerer.imports, program: program)
        result.parseTime = parsed - start
        result.lowerTime = clock.now - parsed
        return result
    }
}

/// The frontend called directly, in a process that links it: the test
/// suites and the build-time lesson embedder. Requests and answers are
/// still bytes, so they are read exactly as the library's are.
package struct InProcessFrontend: ByteExchange {
    package init() {}

    package func exchange(_ request: [UInt8]) -> Result<[UInt8], ExchangeUnavailable> {
        .success(request.withUnsafeBufferPointer { FrontendService.respond(to: $0) })
    }
}
