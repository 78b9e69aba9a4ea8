import Testing
@testable import SwiftSubset

/// A library type's native members are added the first time its tables
/// are used (`TypeInfo.deferNative`), as if each had been added when it
/// was registered.
@Suite("Native members added on first use")
struct NativeMembersOnFirstUseTests {
    /// A member told apart by `tag` (kept where the test can read it).
    static func member(_ tag: Int) -> NativeMember {
        var member = NativeMember(body: .property({ _, _, _ throws(Unwind) in .void }, nil), signature: nil)
        member.genericResult = (parameter: "\(tag)", type: .int)
        return member
    }

    static func tags(_ members: [NativeMember]?) -> [Int] {
        (members ?? []).map { Int($0.genericResult?.parameter ?? "") ?? -1 }
    }

    @Test func changesRunInOrderOnFirstReadOfEitherTable() throws {
        let type = TypeInfo(name: "T", kind: .builtin)
        var ran: [String] = []
        type.deferNative { t in ran.append("a"); t.nativeMembers["x", default: []].append(Self.member(1)) }
        type.deferNative { t in ran.append("b"); t.nativeMembers["x", default: []].insert(Self.member(2), at: 0) }
        type.deferNative { t in ran.append("c"); t.nativeStaticMembers["s"] = [Self.member(3)] }
        // An edit sees exactly the changes registered before it.
        type.deferNative { t in ran.append("d"); t.nativeMembers["x"]?.removeLast() }
        #expect(ran.isEmpty, "nothing runs until a table is used")
        #expect(Self.tags(type.nativeStaticMembers["s"]) == [3])
        #expect(ran == ["a", "b", "c", "d"])
        #expect(Self.tags(type.nativeMembers["x"]) == [2])
        // A direct change comes after the pending ones; later registrations
        // wait for the next use.
        type.nativeMembers["x", default: []].append(Self.member(4))
        type.deferNative { t in t.nativeMembers["x", default: []].append(Self.member(5)) }
        #expect(Self.tags(type.nativeMembers["x"]) == [2, 4, 5])
        #expect(ran.count == 4, "each change runs once")
    }

    /// Conversions from text are failable whenever the numeric type is
    /// first used, also when its initializers were added lazily.
    @Test func textConversionsStayFailable() {
        var output = ""
        let interpreter = Interpreter { output += $0 }
        let result = interpreter.evaluate("print(type(of: UInt8(\"7\")), type(of: Int(\"7\")), type(of: Double(3)))", file: "t.swift", mode: .file)
        guard case .success = result else {
            Issue.record("\(result)")
            return
        }
        #expect(output == "Optional<UInt8> Optional<Int> Double\n")
    }
}
