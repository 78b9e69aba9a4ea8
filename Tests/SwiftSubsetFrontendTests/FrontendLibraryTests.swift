import SwiftSubsetAST
import SwiftSubsetFrontend
import Testing

/// The executables reach the frontend as a library loaded on demand; a
/// missing library is a clear error, not a crash.
@Suite("The frontend library")
struct FrontendLibraryTests {
    @Test("a missing library is named, with how to build it")
    func missingLibrary() {
        let library = OnDemandLibrary(path: "/nonexistent/libStateLabFrontend.so", kind: .frontend)
        guard case .failure(let why) = library.exchange(FrontendWire.request(.lower, text: "print(1)")) else {
            Issue.record("a missing library answered")
            return
        }
        #expect(why.description.contains("/nonexistent/libStateLabFrontend.so"))
        #expect(why.description.contains("swift build --product StateLabFrontend"))
    }

    @Test("the library beside the test runner answers as the frontend in this process does")
    func libraryAnswersLikeInProcess() throws {
        let request = FrontendWire.request(.lower, text: "struct A { var x = 1 }\nprint(A().x)\n")
        let fromLibrary = try OnDemandLibrary.frontend.exchange(request).get()
        let inProcess = try InProcessFrontend().exchange(request).get()
        // Everything but the two timings in the header.
        #expect(Self.withoutTimes(fromLibrary) == Self.withoutTimes(inProcess))
    }

    /// A `lower` response with its parse and lower times taken out.
    static func withoutTimes(_ response: [UInt8]) -> [UInt8] {
        response.withUnsafeBufferPointer { buffer in
            var input = ByteReader(buffer)
            _ = try? FrontendWire.readHeader(&input)
            _ = try? input.unsigned()
            _ = try? input.unsigned()
            return Array(response[input.offset...])
        }
    }

    @Test("an answer that cannot be had is a diagnostic at the text's first line")
    func unavailableIsADiagnostic() {
        struct Missing: ByteExchange {
            func exchange(_ request: [UInt8]) -> Result<[UInt8], ExchangeUnavailable> {
                .failure(ExchangeUnavailable("no frontend here"))
            }
        }
        let lowered = SwiftFrontend.lower("print(1)", file: "a.swift", firstLine: 7, through: Missing())
        #expect(lowered.program == nil)
        #expect(lowered.syntaxErrors.map(\.message) == ["no frontend here"])
        #expect(lowered.syntaxErrors.first?.position == SourcePosition(file: "a.swift", line: 7, column: 1))
    }
}
