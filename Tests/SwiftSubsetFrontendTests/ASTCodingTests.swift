import Foundation
import BuiltinLessons
import StateLabTestSupport
import SwiftSubsetAST
import SwiftSubsetFrontend
import Testing

/// A lowered program crosses from the frontend library to the interpreter
/// as bytes (`ASTWriter` → `ASTReader`): every field of every node, and
/// which nodes are one node, must survive the trip — for every golden
/// program and every Swift block of the built-in lessons.
@Suite("The AST's bytes")
struct ASTCodingTests {
    static let goldenRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SwiftSubsetTests/Golden").path

    /// Programs to lower: the golden corpus and the lessons' Swift blocks.
    static let texts: [(String, String)] = {
        var texts = GoldenProgram.load(from: goldenRoot).programs.map { ($0.name, $0.source) }
        for file in BuiltinLessons.files {
            for (index, block) in swiftBlocks(in: file.text).enumerated() {
                texts.append(("\(file.path)#\(index)", block))
            }
        }
        return texts
    }()

    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if let lines = current, line.hasPrefix("```") {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func roundTrip(_ program: LoweredProgram, file: String = "", lineOffset: Int = 0) throws -> LoweredProgram {
        var writer = ASTWriter()
        writer.program(program)
        return try writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = ASTReader(ByteReader(buffer), file: file, lineOffset: lineOffset)
            let read = try reader.program()
            #expect(reader.input.isAtEnd)
            return read
        }
    }

    @Test func theCorpusIsThere() {
        #expect(Self.texts.count > 500)
    }

    @Test("every field and every shared node survives the trip")
    func everyProgramSurvives() throws {
        var checked = 0
        for (name, text) in Self.texts {
            let lowered = FrontendService.lower(text)
            guard let program = lowered.program else { continue }
            let read = try Self.roundTrip(program)
            // By bytes: "é" and "e\u{301}" are equal Strings, different programs.
            #expect(Array(ASTDump.of(read).utf8) == Array(ASTDump.of(program).utf8), "\(name) changed on the way")
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test("the same program gives the same bytes")
    func bytesAreDeterministic() {
        for (_, text) in Self.texts.prefix(50) {
            guard let program = FrontendService.lower(text).program else { continue }
            var first = ASTWriter(), second = ASTWriter()
            first.program(program)
            second.program(FrontendService.lower(text).program ?? program)
            #expect(first.bytes == second.bytes)
        }
    }

    @Test("strings that Swift holds equal but whose scalars differ stay apart")
    func canonicallyEqualStringsStayApart() throws {
        let program = try #require(FrontendService.lower("let a = \"caf\u{E9}\"\nlet b = \"cafe\u{301}\"\n").program)
        let read = try Self.roundTrip(program)
        let literals = read.statements.compactMap { statement -> String? in
            guard case .global(let v) = statement.kind, case .string(let s)? = v.initializer?.expr.kind else { return nil }
            return s
        }
        #expect(literals.map { Array($0.unicodeScalars) } == [Array("caf\u{E9}".unicodeScalars), Array("cafe\u{301}".unicodeScalars)])
    }

    @Test("positions are placed where the text stands")
    func positionsArePlaced() throws {
        let program = try #require(FrontendService.lower("let a = 1\nprint(a)\n").program)
        let read = try Self.roundTrip(program, file: "Lessons/x.md", lineOffset: 40)
        let position = try #require(read.statements.last?.position)
        #expect(position == SourcePosition(file: "Lessons/x.md", line: 42, column: 1))
    }

    @Test("bytes cut short are refused, never a crash")
    func truncatedBytesAreRefused() throws {
        let text = """
            struct Counter { var count = 0; mutating func up() { count += 1 } }
            var c = Counter()
            for i in 0..<3 where i > 0 { c.up() }
            let f: (Int) -> Int = { [c] x in x + c.count }
            print(f(2), "\\(c.count)")
            """
        let program = try #require(FrontendService.lower(text).program)
        var writer = ASTWriter()
        writer.program(program)
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            let cut = Array(bytes[..<length])
            let refused = cut.withUnsafeBufferPointer { buffer -> Bool in
                var reader = ASTReader(ByteReader(buffer), file: "", lineOffset: 0)
                do throws(WireError) {
                    _ = try reader.program()
                    return false
                } catch {
                    return true
                }
            }
            #expect(refused, "\(length) of \(bytes.count) bytes were read as a program")
        }
    }

    @Test("bytes from another build's format are refused with a reason")
    func otherVersionsAreRefused() {
        var request = FrontendWire.request(.lower, text: "print(1)")
        request[0] = FrontendWire.version &+ 1
        let response = request.withUnsafeBufferPointer { FrontendService.respond(to: $0) }
        response.withUnsafeBufferPointer { buffer in
            var input = ByteReader(buffer)
            #expect(throws: WireError.self) { try FrontendWire.readHeader(&input) }
        }
    }
}
