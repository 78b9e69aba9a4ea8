import LiveRuntime
import StateLabTestSupport
import Testing

/// Combine as pre-iOS-17 MVVM tutorials write it: pipelines from a
/// `@Published` property, subjects, `sink`/`assign`, cancellables kept in
/// a set, all on the virtual clock.
@Suite("Combine pipelines")
struct CombinePipelineTests {
    /// Apple documentation, "debounce(for:scheduler:options:)": "Publishes
    /// elements only after a specified time interval elapses between
    /// events"; "removeDuplicates()": "Publishes only elements that don't
    /// match the previous element"; "Published": the `$` publisher sends the
    /// current value on subscription; "AnyCancellable": it "automatically
    /// calls cancel() when deinitialized" — the view model's set of
    /// cancellables dies with it. The classic search-as-you-type view model.
    @Test("a debounced search: one search per pause, duplicates dropped, cancelled with its model")
    func debouncedSearch() {
        let s = Scenario("""
            import SwiftUI
            import Combine
            final class SearchModel: ObservableObject {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                private var cancellables = Set<AnyCancellable>()
                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .removeDuplicates()
                        .map { q in ["apple", "apricot", "banana"].filter { !q.isEmpty && $0.hasPrefix(q) } }
                        .sink { [weak self] found in
                            print("search \\(found)")
                            self?.results = found
                        }
                        .store(in: &cancellables)
                }
                deinit { print("SearchModel deinit") }
            }
            struct SearchView: View {
                @StateObject private var model = SearchModel()
                var body: some View {
                    VStack {
                        TextField("Search", text: $model.query)
                        Text("\\(model.results.count) results")
                    }
                }
            }
            struct Root: View {
                @State private var searching = true
                var body: some View {
                    VStack {
                        Button("Close") { searching = false }
                        if searching { SearchView() }
                    }
                }
            }
            """).expectSuccess("""
            :launch Root --single-pass
            :wait 400ms
            :type Search a
            :wait 100ms
            :type Search ap
            :wait 100ms
            :type Search apr
            :wait 400ms
            :type Search ap
            :type Search apr
            :wait 400ms
            """)
        #expect(s.printed == ["search []", "search [\"apricot\"]"])
        #expect(s.texts.contains("1 results"))
        s.expectSuccess(":tap Close\n:wait 1s")
        #expect(s.printed.last == "SearchModel deinit")
    }

    /// Apple documentation, "PassthroughSubject": "broadcasts elements to
    /// downstream subscribers" as `send(_:)` is called, nothing after
    /// `send(completion:)`; "CurrentValueSubject": "wraps a single value and
    /// publishes a new element whenever the value changes", the current one
    /// first; "combineLatest(_:_:)": a value once both have sent, then on
    /// every change of either; "sink(receiveCompletion:receiveValue:)".
    @Test("subjects, combineLatest form validation, completions")
    func subjectsAndCombineLatest() {
        let s = Scenario("""
            import Combine
            var bag = Set<AnyCancellable>()
            let events = PassthroughSubject<Int, Never>()
            events.filter { $0 % 2 == 0 }.map { $0 * 10 }
                .sink(receiveCompletion: { print("completion", $0) }, receiveValue: { print("value", $0) })
                .store(in: &bag)
            events.send(1); events.send(2); events.send(completion: .finished); events.send(4)
            let name = CurrentValueSubject<String, Never>("")
            let password = CurrentValueSubject<String, Never>("")
            name.combineLatest(password) { n, p in !n.isEmpty && p.count >= 3 }
                .removeDuplicates()
                .sink { print("valid", $0) }
                .store(in: &bag)
            name.value = "ada"
            password.send("se")
            password.send("sec")
            password.send("secret")
            enum LoadError: Error { case offline }
            Fail<Int, LoadError>(error: .offline).sink(receiveCompletion: { completion in
                switch completion {
                case .finished: print("done")
                case .failure(let error): print("failed", error)
                }
            }, receiveValue: { print($0) }).store(in: &bag)
            [1, 2, 3].publisher.scan(0, +).sink { print("total", $0) }.store(in: &bag)
            """)
        #expect(s.printed == ["value 20", "completion finished", "valid false", "valid true", "failed offline",
                              "total 1", "total 3", "total 6"])
    }

    /// Apple documentation, "receive(on:options:)": values are delivered on
    /// the scheduler given — a later turn of the main queue, after the code
    /// that sent them; "AnyCancellable": a subscription not kept is
    /// cancelled when its cancellable is released, at once.
    @Test("receive(on:) delivers on a later main-queue turn; an unkept sink ends at once")
    func receiveOnAndUnkeptSink() {
        let s = Scenario("""
            import Combine
            import Foundation
            let subject = PassthroughSubject<String, Never>()
            let kept = subject.receive(on: DispatchQueue.main).sink { print("received", $0) }
            _ = subject.sink { print("never", $0) }
            subject.send("x")
            print("after send")
            """)
        #expect(s.printed == ["after send", "received x"])
    }

    /// Apple documentation, "assign(to:on:)": "The Subscribers.Assign
    /// instance created by this operator maintains a strong reference to
    /// object" — assigning on `self` and storing the cancellable in `self`
    /// is a retain cycle; "assign(to:)": it "manages the life cycle of the
    /// subscription, canceling the subscription automatically when the
    /// Published instance deinitializes", so the model is released.
    @Test("assign(to:on: self) leaks its model; assign(to: &$property) does not")
    func assignLifetimes() {
        let s = Scenario("""
            import Combine
            final class Leaky {
                @Published var count = 0
                var doubled = 0
                var bag = Set<AnyCancellable>()
                init() { $count.map { $0 * 2 }.assign(to: \\.doubled, on: self).store(in: &bag) }
                deinit { print("Leaky deinit") }
            }
            final class Tidy: ObservableObject {
                @Published var count = 0
                @Published var doubled = 0
                init() { $count.map { $0 * 2 }.assign(to: &$doubled) }
                deinit { print("Tidy deinit") }
            }
            do {
                let leaky = Leaky()
                leaky.count = 4
                let tidy = Tidy()
                _ = tidy.objectWillChange.sink { print("tidy will change") }
                tidy.count = 5
                print("doubled", leaky.doubled, tidy.doubled)
            }
            print("end")
            """)
        #expect(s.printed == ["doubled 8 10", "Tidy deinit", "end"])
    }

    /// Apple documentation, "Published": "publishing occurs in the
    /// property's willSet block, meaning subscribers receive the new value
    /// before it's actually set on the property"; a `Timer.publish`
    /// pipeline ticks on the virtual clock until its cancellable is
    /// cancelled.
    @Test("a $property sink sees the old value in the property; a timer sink stops when cancelled")
    func willSetAndTimer() {
        let s = Scenario("""
            import SwiftUI
            import Combine
            final class Stopwatch: ObservableObject {
                @Published var seconds = 0
                private var ticking: AnyCancellable?
                private var watching: AnyCancellable?
                init() {
                    watching = $seconds.dropFirst().sink { [unowned self] new in print("new \\(new), stored \\(self.seconds)") }
                }
                func start() {
                    ticking = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        .sink { [weak self] _ in self?.seconds += 1 }
                }
                func stop() { ticking?.cancel() }
            }
            struct Watch: View {
                @StateObject private var watch = Stopwatch()
                var body: some View {
                    VStack {
                        Text("\\(watch.seconds) s")
                        Button("Start") { watch.start() }
                        Button("Stop") { watch.stop() }
                    }
                }
            }
            """).expectSuccess(":launch Watch --single-pass\n:tap Start\n:wait 2s\n:tap Stop\n:wait 3s")
        #expect(s.printed == ["new 1, stored 0", "new 2, stored 1"])
        #expect(s.texts.contains("2 s"))
    }
}
