import LiveRuntime
import StateLabTestSupport
import Testing

/// A `ForEach` whose data repeats an id (`ForEach(names, id: \.self)` with
/// a name twice) gets SwiftUI's runtime warning, "the ID … occurs multiple
/// times within the collection, this will give undefined results!", each
/// time the rows are read, in a stack (every row built) and in a list
/// (rows built as they come into view) alike. Before, it was silent.
@Suite("ForEach ids that repeat")
struct DuplicateIDTests {
    static func names(in container: String) -> String {
        """
        import SwiftUI
        struct Names: View {
            @State private var names = ["ann", "bob"]
            var body: some View {
                VStack {
                    \(container) {
                        ForEach(names, id: \\.self) { Text($0) }
                    }
                    Button("Add ann") { names.append("ann") }
                    Button("Add cy") { names.append("cy") }
                }
            }
        }
        """
    }

    static let warning = "ForEach: the ID ann occurs multiple times within the collection, this will give undefined results!"

    @Test("a repeated id is warned about, once per id, each time the rows are read; unique ids are not", arguments: ["VStack", "List"])
    func repeatedIDWarns(container: String) {
        let s = Scenario(Self.names(in: container)).expectSuccess(":launch Names --single-pass\n:tap Add cy")
        #expect(s.printed.isEmpty)
        s.expectSuccess(":tap Add ann")
        #expect(s.printed == [Self.warning])
        #expect(s.texts.filter { $0 == "ann" }.count == 2, "both rows are shown")
        s.expectSuccess(":tap Add cy")
        #expect(s.printed.suffix(2) == [Self.warning, Self.warning.replacingOccurrences(of: "ann", with: "cy")])
    }
}
