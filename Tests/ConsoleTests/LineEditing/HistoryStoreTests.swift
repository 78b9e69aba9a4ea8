import Console
import StateLabTestSupport
import Testing

@Suite("History: capped, no adjacent duplicates, kept in a file")
struct HistoryStoreTests {
    @Test func dropsAnEntryEqualToTheOneBeforeIt() throws {
        let history = try #require(HistoryStore())
        for entry in ["a", "a", "b", "a", ""] { history.add(entry) }
        #expect(history.entries == ["a", "b", "a"])
    }

    @Test func keepsTheNewestThousand() throws {
        let history = try #require(HistoryStore())
        for number in 1...1_005 { history.add("let x\(number) = \(number)") }
        #expect(history.count == HistoryStore.defaultCapacity)
        #expect(history.entries.first == "let x6 = 6")
        #expect(history.entries.last == "let x1005 = 1005")
    }

    @Test func savesAndLoadsMultilineEntriesWhole() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/nested/folder/history"
        let saved = try #require(HistoryStore())
        let entries = ["struct A {\n    var s = \"tab\\there\"\n}", ":help", "let é = \"ü\""]
        for entry in entries { saved.add(entry) }
        try saved.save(to: path)
        #expect(try folder.read("nested/folder/history").hasPrefix("_HiStOrY_V2_\n"))

        let loaded = try #require(HistoryStore())
        loaded.load(from: path)
        #expect(loaded.entries == entries)
    }

    @Test func loadingAMissingFileGivesAnEmptyHistory() throws {
        let history = try #require(HistoryStore())
        history.load(from: "/nonexistent/statelab/history")
        #expect(history.entries.isEmpty)
    }

    @Test func savingWhereNoFolderCanBeMadeSaysSo() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "file")
        let history = try #require(HistoryStore())
        history.add("x")
        #expect(throws: HistoryStore.SaveError.self) { try history.save(to: folder.path + "/file/history") }
    }
}
