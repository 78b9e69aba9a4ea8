@testable import SwiftSubset
import StateLabTestSupport
import Testing

/// A call of a standard type's member whose labels fit none of StateLab's
/// overloads is refused as not modelled where real Swift has an overload
/// they fit (read from the toolchain's symbol graphs), and in swiftc's
/// words only where real Swift has none.
@Suite("A library call StateLab lacks an overload for is not modelled, not wrong")
struct UnmodelledOverloadTests {
    @Test("labels real Swift takes are refused by name, at the member", arguments: [
        ("var xs = [3, 1]\nxs.1️⃣removeAll(keepingCapacity: true)\n", "[Int].removeAll(keepingCapacity:)"),
        ("var d = [\"a\": 1]\nd.1️⃣removeAll(keepingCapacity: true)\n", "[String : Int].removeAll(keepingCapacity:)"),
    ])
    func realOverloadIsNotModelled(source: String, call: String) {
        assertDiagnostic(source, message: "unsupported in StateLab: \(call) — this API is not modelled yet")
    }

    @Test("an option of a Foundation type StateLab has only part of is not modelled, not missing")
    func partlyModelledOptionIsNotModelled() {
        assertDiagnostic("import Foundation\nlet s = \"hello\"\nprint(s.range(of: \"l\", options: .1️⃣backwards) != nil)\n",
                         message: "unsupported in StateLab: CompareOptions.backwards — this API is not modelled yet")
    }

    @Test("labels real Swift does not take keep swiftc's words")
    func noRealOverloadKeepsSwiftcsWords() {
        assertDiagnostic("let d = [\"a\": 1]\nvar e = d\n_ = e.removeValue1️⃣(forkey: \"a\")\n",
                         message: "incorrect argument label in call (have 'forkey:', expected 'forKey:')")
    }

    typealias Parameters = [(label: String?, defaulted: Bool, variadic: Bool)]
    static let split: Parameters = [("separator", false, false), ("maxSplits", true, false), ("omittingEmptySubsequences", true, false)]
    static let splitWhere: Parameters = [("maxSplits", true, false), ("omittingEmptySubsequences", true, false), ("whereSeparator", false, false)]
    static let print: Parameters = [(nil, false, true), ("separator", true, false), ("terminator", true, false)]

    @Test("labels bind as Swift binds them: in order, defaults and variadics left out, a trailing closure to any label")
    func labelsBindInOrder() {
        #expect(Compiler.labelsFit(["separator"], [false], Self.split))
        #expect(Compiler.labelsFit(["separator", "omittingEmptySubsequences"], [false, false], Self.split))
        #expect(!Compiler.labelsFit(["maxSplits"], [false], Self.split))
        #expect(!Compiler.labelsFit(["maxSplits", "separator"], [false, false], Self.split))
        #expect(!Compiler.labelsFit(["separator", "limit"], [false, false], Self.split))
        #expect(Compiler.labelsFit([nil], [true], Self.splitWhere))
        #expect(Compiler.labelsFit(["maxSplits", nil], [false, true], Self.splitWhere))
        #expect(Compiler.labelsFit([], [], Self.print))
        #expect(Compiler.labelsFit([nil, nil, nil, "terminator"], [false, false, false, false], Self.print))
        #expect(!Compiler.labelsFit(["terminator", "separator"], [false, false], Self.print))
    }

    @Test("the signatures list has real Swift's overloads, defaults marked")
    func signaturesAreRead() {
        let splits = StandardMemberSignatures.signatures(of: "Array", named: "split") ?? []
        #expect(splits.contains { $0.map(\.label) == ["separator", "maxSplits", "omittingEmptySubsequences"] && $0.map(\.defaulted) == [false, true, true] })
        #expect(StandardMemberSignatures.signatures(of: "Array", named: "mapp") == nil)
    }
}
