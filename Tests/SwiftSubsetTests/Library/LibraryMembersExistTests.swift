import Foundation
import StateLabTestSupport
import Testing
@testable import SwiftSubset

/// Every member the library registers on a standard type is one that type
/// has in real Swift, under the same name and labels. A member registered
/// on the wrong type (a `Set`'s `insert(_:)` on `Array`, which let
/// `queue.insert(5)` run where swiftc says "missing argument for parameter
/// 'at' in call"; `BidirectionalCollection`'s `last` on a `Dictionary`) is
/// found by asking swiftc, one line per member on a value of the type:
/// first the member named with its labels (`_ = v.insert(_:)`), which
/// swiftc refuses with "has no member" when no member has that full name;
/// then, for those, a call with those labels (`_ = v.insert(fatalError())`),
/// which tells a member that does not exist (no member, missing, extra or
/// wrong arguments, no exact matches) from one StateLab writes with fewer
/// labels because the rest have defaults (`split(separator:)`). Naming is
/// enough otherwise: swiftc's other refusals of such a line ("cannot
/// reference 'mutating' method as function value", a generic parameter it
/// cannot infer) say the member exists.
@Suite("Library members exist in real Swift")
struct LibraryMembersExistTests {
    /// A standard type, and how a value of it is written in the probe.
    struct Probe: Sendable, CustomTestStringConvertible {
        let type: String
        let value: String
        var testDescription: String { type }
    }

    static let probes: [Probe] = [
        Probe(type: "Array", value: "[Int]"),
        Probe(type: "Dictionary", value: "[String: Int]"),
        Probe(type: "Set", value: "Set<Int>"),
        Probe(type: "String", value: "String"),
        Probe(type: "Character", value: "Character"),
        Probe(type: "Int", value: "Int"),
        Probe(type: "Double", value: "Double"),
        Probe(type: "Bool", value: "Bool"),
        Probe(type: "Optional", value: "Int?"),
        Probe(type: "Range", value: "Range<Int>"),
        Probe(type: "ArraySlice", value: "ArraySlice<Int>"),
    ]

    /// Members StateLab has on a type that swiftc on this platform does
    /// not, each with why it is kept.
    static let knownAbsent: [String: String] = [
        "Array.remove(atOffsets:)": "SwiftUI's, on Apple platforms only (golden programs compile it with a shim)",
        "Array.move(fromOffsets:toOffset:)": "SwiftUI's, on Apple platforms only (golden programs compile it with a shim)",
    ]

    /// A member named as a probe line writes it: its name, and its labels
    /// when it is a method (`insert(_:at:)`); nil for what cannot be
    /// written so (an operator, a member taking any arguments, an `inout`
    /// parameter).
    struct Member {
        let spelled: String
        let name: String
        let labels: [String?]?
    }

    static func members(_ type: TypeInfo) -> [Member] {
        type.settleAllNatives()
        var members: [Member] = []
        var seen: Set<String> = []
        for name in type.settledNativeMemberNames.instance.sorted() where name.first?.isLetter == true {
            for member in type.nativeMembers[name] ?? [] where member.module != "SwiftUI" && !member.acceptsAnyArguments {
                var labels: [String?]?
                if case .property = member.body {} else if let signature = member.signature {
                    guard !signature.parameters.contains(where: \.isInout) else { continue }
                    labels = signature.parameters.map(\.label)
                }
                let spelled = name + (labels.map { "(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" } ?? "")
                guard seen.insert(spelled).inserted else { continue }
                members.append(Member(spelled: spelled, name: name, labels: labels))
            }
        }
        return members
    }

    /// The members whose probe line swiftc refuses with one of `marks`.
    static func refused(_ probe: Probe, _ lines: [(member: String, line: String)], marks: [String]) throws -> Set<String> {
        let header = ["import Foundation", "func probe(_ v: inout \(probe.value)) {"]
        let source = (header + lines.map(\.line) + ["}"]).joined(separator: "\n") + "\n"
        let errors = try RealSwift.compileErrors(main: source) ?? ""
        var refused: Set<String> = []
        for report in errors.split(separator: "\n") where report.hasPrefix("main.swift:") && report.contains(": error: ") {
            guard marks.contains(where: { report.contains($0) }) else { continue }
            let parts = report.split(separator: ":")
            guard parts.count > 2, let line = Int(parts[1]), line > header.count, line - header.count <= lines.count else { continue }
            refused.insert(lines[line - header.count - 1].member)
        }
        return refused
    }

    @Test("each instance member of a standard type is one swiftc knows", .enabled(if: RealSwift.isAvailable),
          arguments: probes)
    func membersExist(probe: Probe) throws {
        let interpreter = Interpreter { _ in }
        let type = try #require(interpreter.runtime.library.types[probe.type])
        let members = Self.members(type)
        #expect(!members.isEmpty)
        let named = try Self.refused(probe, members.map { ($0.spelled, "    _ = v.\($0.spelled)") }, marks: ["has no member"])
        let called = try Self.refused(probe, members.filter { named.contains($0.spelled) }.map { member in
            let arguments = (member.labels ?? []).map { ($0.map { $0 + ": " } ?? "") + "fatalError()" }
            return (member.spelled, "    _ = v.\(member.name)" + (member.labels == nil ? "" : "(\(arguments.joined(separator: ", ")))"))
        }, marks: ["has no member", "missing argument", "extra argument", "extraneous argument label", "incorrect argument label",
                   "no exact matches"])
        let absent = called.filter { Self.knownAbsent["\(probe.type).\($0)"] == nil }.sorted()
        #expect(absent.isEmpty, "\(probe.type) has members real Swift's \(probe.value) lacks: \(absent)")
    }
}
