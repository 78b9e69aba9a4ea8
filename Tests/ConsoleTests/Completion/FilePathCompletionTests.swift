import Console
import StateLabTestSupport
import Testing

@Suite("Tab completion of file paths")
struct FilePathCompletionTests {
    func candidates(_ partial: String, in folder: TemporaryDirectory) -> [CompletionCandidate] {
        FilePathCompletion.candidates(
            for: partial, home: folder.path, extensions: ["swift"], relativeTo: folder.path)
    }

    @Test func offersFoldersAndSwiftFilesOnly() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "Counter.swift")
        try folder.write("", to: "Counter.txt")
        try folder.write("", to: "Cards/Deck.swift")
        try folder.write("", to: ".hidden.swift")
        #expect(candidates("C", in: folder) == [
            CompletionCandidate("Cards/", display: "Cards/", isComplete: false),
            CompletionCandidate("Counter.swift", display: "Counter.swift"),
        ])
        #expect(candidates("Cards/", in: folder) == [CompletionCandidate("Cards/Deck.swift", display: "Deck.swift")])
        #expect(candidates(".h", in: folder) == [CompletionCandidate(".hidden.swift")])
        #expect(candidates("~/Co", in: folder) == [CompletionCandidate("~/Counter.swift", display: "Counter.swift")])
        #expect(candidates("missing/", in: folder).isEmpty)
    }

    @Test func loadCompletesThroughItsHook() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "Lessons/Parent.swift")
        let context = ConsoleContext(output: CapturedOutput(), isInteractive: true)
        let action = Completer.action(
            beforeCursor: ":load " + folder.path + "/Less", isContinuation: false, context: context)
        #expect(action == .replace(suffix: folder.path + "/Less", with: folder.path + "/Lessons/"))
    }
}
