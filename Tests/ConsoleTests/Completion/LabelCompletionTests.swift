@testable import Console
import Testing

@Suite("Tab candidates for labels")
struct LabelCompletionTests {
    static let onScreen = ["Re-render parent", "Reset all views", "First name", "Name", "OK"]

    @Test func completionOffersLabelsThenTheRestOfALongOne() {
        let first = ArgumentCompletionRequest(index: 0, previous: [], partial: "Re")
        #expect(LabelCompletion.candidates(for: first, onScreen: Self.onScreen).map(\.replacement) == Self.onScreen)
        let later = ArgumentCompletionRequest(index: 1, previous: ["Reset"], partial: "a")
        #expect(LabelCompletion.candidates(for: later, onScreen: Self.onScreen).map(\.replacement) == ["all views"])
        let unknown = ArgumentCompletionRequest(index: 1, previous: ["Nope"], partial: "")
        #expect(LabelCompletion.candidates(for: unknown, onScreen: Self.onScreen).isEmpty)
    }
}
