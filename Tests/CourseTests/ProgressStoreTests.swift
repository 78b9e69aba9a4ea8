import Foundation
import StateLabTestSupport
import Testing
@testable import Course

@Suite("Progress: a versioned JSON file, saved atomically under a lock")
struct ProgressStoreTests {
    @Test func changesAreSavedAndReadBack() throws {
        let folder = try TemporaryDirectory(prefix: "progress")
        let store = ProgressStore(path: folder.path + "/nested/progress.json")
        try store.update { record in
            record.position = .init(lesson: "owner", step: 2)
            record.recordAttempt(exercise: "ex", lesson: "owner", choice: "State", passed: false, mistake: "state-owns")
            record.recordAttempt(exercise: "ex", lesson: "owner", choice: "StateObject", passed: true, mistake: nil)
            record.recordHint(exercise: "ex", lesson: "owner")
            record.recordPrediction("p", lesson: "owner", answer: "3", correct: true)
            record.recordPrediction("p", lesson: "owner", answer: "1", correct: false)
        }
        let again = try ProgressStore(path: folder.path + "/nested/progress.json").load()
        #expect(again.position == .init(lesson: "owner", step: 2))
        let exercise = try #require(again.exercises["ex"])
        #expect(exercise.attempts == 2 && exercise.solved && exercise.attemptsToSolve == 2 && exercise.hintsUsed == 1)
        #expect(exercise.choices == ["State", "StateObject"])
        #expect(exercise.mistakes == ["state-owns"])
        #expect(again.predictions["p"]?.answer == "3", "the first answer counts")
        let text = try String(contentsOfFile: folder.path + "/nested/progress.json", encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
    }

    @Test func aFileFromANewerStateLabIsLeftAlone() throws {
        let folder = try TemporaryDirectory(prefix: "progress")
        let path = try folder.write("{\"version\": 99, \"future\": true}", to: "progress.json")
        #expect(throws: ProgressError.newerVersion(path, 99)) { try ProgressStore(path: path).update { $0.student = "x" } }
        #expect(try folder.read("progress.json") == "{\"version\": 99, \"future\": true}")
    }

    @Test func aDamagedFileIsKeptAsideAndAFreshRecordStarts() throws {
        let folder = try TemporaryDirectory(prefix: "progress")
        let path = try folder.write("not json", to: "progress.json")
        let store = ProgressStore(path: path)
        try store.update { $0.markFinished("one") }
        #expect(try folder.read("progress.json.unreadable") == "not json")
        #expect(store.notices.first?.contains("kept as") == true)
        #expect(try store.load().finishedLessons == ["one"])
    }

    @Test func studentsGetTheirOwnFiles() {
        let env = ["HOME": "/home/ada", "XDG_DATA_HOME": ""]
        #expect(ProgressStore.defaultPath(environment: env, student: nil) == "/home/ada/.local/share/statelab/progress.json")
        #expect(ProgressStore.defaultPath(environment: ["XDG_DATA_HOME": "/data"], student: "Ada L./x")
                == "/data/statelab/progress-Ada_L__x.json")
    }

    /// Two processes saving at once lose nothing: every attempt of both is there.
    @Test func twoProcessesSavingAtOnceLoseNothing() throws {
        let folder = try TemporaryDirectory(prefix: "progress")
        let path = folder.path + "/progress.json"
        let tool = try StateLabBinary.executable(named: "ProgressHammer")
        let processes = try ["a", "b"].map { tag -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [path, "150", tag]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit(); #expect(process.terminationStatus == 0) }
        let record = try ProgressStore(path: path).load()
        #expect(record.exercises["a"]?.attempts == 150)
        #expect(record.exercises["b"]?.attempts == 150)
    }

    /// Killed at random moments during 1,000 saves, the file always parses
    /// and holds every save that completed (at most the one in flight is lost).
    @Test func aKillMidSaveNeverDamagesTheFile() throws {
        let folder = try TemporaryDirectory(prefix: "progress")
        let path = folder.path + "/progress.json"
        let tool = try StateLabBinary.executable(named: "ProgressHammer")
        var generator = SplitMix(seed: 2026)
        var total = 0
        var kills = 0
        while total < 1_000 {
            let output = Pipe()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [path, "400", "x"]
            process.standardOutput = output
            try process.run()
            usleep(UInt32(generator.next() % 30_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let confirmed = printed.split(separator: "\n").count
            let record = try ProgressStore(path: path).load()
            let attempts = record.exercises["x"]?.attempts ?? 0
            #expect(attempts == total + confirmed || attempts == total + confirmed + 1,
                    "after a kill: \(attempts) attempts saved, \(total + confirmed) confirmed")
            if process.terminationReason == .uncaughtSignal { kills += 1 }
            total = attempts
        }
        #expect(kills > 0, "the test must really kill the saver mid-run")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.count <= kills, "a temporary file may stay behind only from a killed save")
    }
}

/// A small seeded generator, so the kill moments are the same every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
