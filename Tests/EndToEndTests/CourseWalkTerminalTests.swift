import Foundation
import StateLabTestSupport
import Testing

/// The built-in course at a terminal, as a learner takes it: the whole of
/// lesson 1 from a first start (commands tried, every prediction answered,
/// wrong and right choices, a hint), then the capstone, where each of the
/// five bugs is fixed in the learner's editor and graded by `:check`.
@Suite("The course walked at a terminal", .serialized)
struct CourseWalkTerminalTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory(prefix: "statelab-walk")
    }

    func start(extra: [String: String] = [:]) throws -> (TerminalSession, String) {
        let session = try TerminalSession(environment: IsolatedEnvironment.make(home: home.path, extra: extra), directory: home.path)
        let greeting = try session.expect("statelab> ")
        return (session, greeting)
    }

    /// Types a line and returns everything up to the next prompt, with
    /// runs of white space (the terminal wraps long lines) made one space.
    @discardableResult
    func enter(_ line: String, in session: TerminalSession) throws -> String {
        session.type(line + "\r")
        let text = try session.expect("statelab> ")
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aNewLearnerWalksLessonOne() throws {
        let (session, greeting) = try start()
        #expect(greeting.contains("Welcome to the StateLab course"))
        #expect(greeting.contains("[driving-the-runtime 1/"), "a new learner starts with lesson 1")

        for _ in 1...4 { try enter(":next", in: session) }
        let tried = try enter(":try", in: session)
        #expect(tried.contains("body RoomCard"), "the trace is on while the commands run: \(tried)")
        #expect(tried.contains("@State target = 21"))

        try enter(":next", in: session)
        let launch = try enter(":answer 3", in: session)
        #expect(launch.contains("✗ You predicted 3; the answer is 2."))
        #expect(launch.range(of: #"2 RoomCard values were built — events \d+, \d+"#, options: .regularExpression) != nil, "\(launch)")

        try enter(":next", in: session)
        #expect(try enter(":answer 4", in: session).contains("✓ You predicted 4. Right."))
        try enter(":next", in: session)
        #expect(try enter(":answer 22", in: session).contains("✓ You predicted 22. Right."))
        try enter(":next", in: session)
        #expect(try enter(":answer 0", in: session).contains("Right."))

        let exercise = try enter(":next", in: session)
        #expect(exercise.contains("Exercise (keep-the-target)"))
        let wrong = try enter(":choose class", in: session)
        #expect(wrong.contains("✗ class instance does not pass"))
        #expect(wrong.range(of: #"TargetBox\.init ran twice; expected never — events \d+, \d+"#, options: .regularExpression) != nil, "\(wrong)")
        #expect(wrong.contains("Why: Each RoomCard value built its own TargetBox"))
        #expect(try enter(":hint", in: session).contains("Hint 1 of 3"))
        #expect(try enter(":choose @State", in: session).contains("✓ @State passes"))

        try enter(":next", in: session)
        #expect(try enter(":choose \"@State from the parent\"", in: session).contains("RoomCard.outside is 8; expected 20"))
        #expect(try enter(":choose plain", in: session).contains("✓ plain let passes"))

        try enter(":next", in: session)
        let reset = try enter(":choose if", in: session)
        #expect(reset.contains("RoomCard.target was 22 before \"Switch"), "\(reset)")
        #expect(try enter(":choose one", in: session).contains("✓ one card, a parameter passes"))

        try enter(":next", in: session)
        #expect(try enter(":choose \"by position\"", in: session).contains("GearRow.packed is false; expected true"))
        #expect(try enter(":choose \"by id\"", in: session).contains("✓ by id passes"))

        try enter(":next", in: session)
        let last = try enter(":next", in: session)
        #expect(last.contains("Further reading"))
        #expect(try enter(":next", in: session).contains("[observable-object 1/"), "the course goes on to lesson 2")

        let progress = try enter(":progress", in: session)
        #expect(progress.range(of: #"driving-the-runtime 4/4 \d/4 1 "#, options: .regularExpression) != nil, "\(progress)")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
    }

    /// An "editor" that applies the fix for whichever capstone exercise it
    /// is opened on (the file is named after the exercise), as a learner
    /// would in vi — with sed.
    func capstoneEditor() throws -> String {
        let script = #"""
            #!/bin/sh
            case "$1" in
            *capstone-shared-favorites.swift)
                sed -i -e 's/    @StateObject private var favorites = Favorites()/    @ObservedObject var favorites: Favorites/' \
                       -e 's/TrailDetail(trail: \("[^"]*"\))/TrailDetail(trail: \1, favorites: favorites)/' "$1" ;;
            *capstone-owned-favorites.swift)
                sed -i -e 's/@ObservedObject private var favorites = Favorites()/@StateObject private var favorites = Favorites()/' "$1" ;;
            *capstone-lazy-map.swift)
                sed -i -e 's/^final class TrailMap {/final class TrailMap: ObservableObject {/' \
                       -e 's/@State private var map = TrailMap()/@StateObject private var map = TrailMap()/' "$1" ;;
            *capstone-read-once.swift)
                sed -i -e '/_report.wrappedValue.load(for: trail)/d' \
                       -e 's/report.summary)")$/report.summary)").onAppear { report.load(for: trail) }/' "$1" ;;
            *capstone-main-thread.swift)
                sed -i -e 's/            self.starred.append(saved)/            DispatchQueue.main.async { self.starred.append(saved) }/' "$1" ;;
            esac
            """#
        let path = try home.write(script + "\n", to: "editor.sh")
        chmod(path, 0o755)
        return path
    }

    @Test func aLearnerFixesTheCapstonesFiveBugsInTheirEditor() throws {
        let (session, _) = try start(extra: ["EDITOR": try capstoneEditor()])
        #expect(try enter(":open capstone", in: session).contains("[capstone 1/"))
        for _ in 1...3 { try enter(":next", in: session) }
        let twoFavorites = try enter(":answer 1", in: session)
        #expect(twoFavorites.contains("the answer is 2"), "\(twoFavorites)")
        try enter(":next", in: session)

        let bugs = ["capstone-shared-favorites", "capstone-owned-favorites", "capstone-lazy-map",
                    "capstone-read-once", "capstone-main-thread"]
        for (index, bug) in bugs.enumerated() {
            let step = try enter(":next", in: session)
            #expect(step.contains("Bug \(index + 1):"), "\(step)")
            #expect(step.contains("Exercise (\(bug))"))
            if index == 0 {
                // The learner reproduces the symptom and checks the code as it is first.
                let tried = try enter(":try", in: session)
                #expect(tried.contains("Text \"0 starred\""), "\(tried)")
                let before = try enter(":check", in: session)
                #expect(before.contains("✗ your code does not pass"))
                #expect(before.range(of: #"Favorites\.init ran twice; expected once — events \d+, \d+"#, options: .regularExpression) != nil, "\(before)")
                #expect(try enter(":hint", in: session).contains("Hint 1 of 3"))
            }
            #expect(try enter(":edit", in: session).contains("Your edit is kept for \(bug)"))
            let graded = try enter(":check", in: session)
            #expect(graded.contains("✓ your code passes"), "\(bug): \(graded)")
        }

        let progress = try enter(":progress", in: session)
        #expect(progress.contains("capstone 5/5"), "\(progress)")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
    }
}
