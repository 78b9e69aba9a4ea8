import StateLabTestSupport
import Testing
@testable import SwiftSubset

/// A library type's native members are added the first time their name is
/// used (`TypeInfo.deferNative`), as if each had been added when it was
/// registered.
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

    @Test func aNamesChangesRunInOrderOnItsFirstRead() throws {
        let type = TypeInfo(name: "T", kind: .builtin)
        var ran: [String] = []
        type.deferNative("x") { t in ran.append("a"); t.nativeMembers["x", default: []].append(Self.member(1)) }
        type.deferNative("x") { t in ran.append("b"); t.nativeMembers["x", default: []].insert(Self.member(2), at: 0) }
        type.deferNative("s", isStatic: true) { t in ran.append("c"); t.nativeStaticMembers["s"] = [Self.member(3)] }
        // An edit sees exactly the changes of its name registered before it.
        type.deferNative("x") { t in ran.append("d"); t.nativeMembers["x"]?.removeLast() }
        #expect(ran.isEmpty, "nothing runs until a table is used")
        #expect(Self.tags(type.nativeStaticMembers["s"]) == [3])
        #expect(ran == ["c"], "reading one name runs that name's changes only")
        #expect(type.nativeMembers["s"] == nil, "a static name is not an instance one")
        #expect(Self.tags(type.nativeMembers["x"]) == [2])
        #expect(ran == ["c", "a", "b", "d"])
        // A direct change comes after the pending ones; later registrations
        // wait for the next use.
        type.nativeMembers["x", default: []].append(Self.member(4))
        type.deferNative("x") { t in t.nativeMembers["x", default: []].append(Self.member(5)) }
        #expect(Self.tags(type.nativeMembers["x"]) == [2, 4, 5])
        #expect(ran.count == 4, "each change runs once")
    }

    /// An install of many members (`Library.onFirstUse`) runs at the first
    /// read of any name; what it registers takes the install's place, after
    /// the changes registered before it and before those registered after
    /// it (an edit registered after the install sees its members), and only
    /// the names read are settled.
    @Test func anInstallRunsAtTheFirstReadOfAnyName() {
        let type = TypeInfo(name: "T", kind: .builtin)
        var installs = 0
        type.deferNative("x") { t in t.nativeMembers["x", default: []].append(Self.member(1)) }
        type.deferInstall { t in
            installs += 1
            t.deferNative("x") { t in t.nativeMembers["x", default: []].append(Self.member(2)) }
            t.deferNative("y") { t in t.nativeMembers["y", default: []].append(Self.member(3)) }
        }
        type.deferNative("x") { t in t.nativeMembers["x"]?.removeAll { Self.tags([$0]) == [2] } }
        #expect(type.nativeMembers["z"] == nil)
        #expect(installs == 1)
        #expect(type.settledNativeMemberNames.instance.isEmpty, "x and y are still pending")
        #expect(Self.tags(type.nativeMembers["x"]) == [1], "the edit after the install removed the install's member")
        #expect(type.settledNativeMemberNames.instance == ["x"])
        #expect(Self.tags(type.nativeMembers["y"]) == [3])
        #expect(installs == 1)
    }

    /// One change registered for many names (`deferNative(each:_:)`) runs
    /// for each name at that name's first read, given the name, in its
    /// place among the name's other changes.
    @Test func aChangeForManyNamesRunsForEachNameWhenRead() {
        let type = TypeInfo(name: "T", kind: .builtin)
        var ran: [String] = []
        type.deferNative("y") { t in t.nativeMembers["y", default: []].append(Self.member(1)) }
        type.deferNative(each: ["x", "y"]) { t, name in
            ran.append(name)
            t.nativeMembers.add(Self.member(name == "x" ? 2 : 3), to: name)
        }
        type.deferNative("y") { t in t.nativeMembers.edit("y") { $0.insert(Self.member(4), at: 0) } }
        #expect(Self.tags(type.nativeMembers["x"]) == [2])
        #expect(ran == ["x"], "only the name read")
        #expect(Self.tags(type.nativeMembers["y"]) == [4, 1, 3])
        #expect(ran == ["x", "y"])
    }

    /// Every library type's tables, read one name at a time in any order,
    /// are the tables made by settling everything at once (as eager
    /// registration made them): no change depends on another name's.
    @Test func tablesReadByNameAreTheWholeTables() {
        let (names, differences) = compareNativeTablesWholeAndByName(whole: Interpreter { _ in }, byName: Interpreter { _ in })
        #expect(differences == [])
        #expect(names > 500, "the library's tables were compared (\(names) names)")
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
