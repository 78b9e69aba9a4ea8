import LiveRuntime
import StateLabTestSupport
import SwiftSubset
import Testing

/// SwiftUI's members are registered per name and settled when a program
/// first asks for that name (`TypeInfo.deferNative`): the tables a live
/// session reads one name at a time are the tables made all at once.
@Suite("Live session tables by name")
struct NativeTablesByNameTests {
    @Test func swiftUITablesReadByNameAreTheWholeTables() {
        let whole = Session { _ in }, byName = Session { _ in }
        let (names, differences) = compareNativeTablesWholeAndByName(whole: whole.interpreter, byName: byName.interpreter)
        #expect(differences == [])
        #expect(names > 800, "the library's and SwiftUI's tables were compared (\(names) names)")
    }
}
