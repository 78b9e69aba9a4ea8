import LiveRuntime
import StateLabTestSupport
import Testing

/// Observation of ObservableObject: objectWillChange, @Published, and when
/// SwiftUI makes a @StateObject.
@Suite("Corpus: Observation")
struct ObservationCorpusTests {
    /// "Data Essentials in SwiftUI", WWDC 2020 (Apple, session 10040), in
    /// notes at https://ittingz.tistory.com/294: `@Published` "publishes
    /// every time the value changes in willSet" — a subscriber to
    /// `objectWillChange` runs before the new value is stored.
    @Test("Data Essentials: @Published sends objectWillChange before the value changes")
    func publishedSendsBeforeChange() {
        let s = Scenario("""
            import SwiftUI
            import Combine
            final class Thermometer: ObservableObject {
                @Published var celsius = 20
                var watching: AnyCancellable?
                init() {
                    watching = objectWillChange.sink { [unowned self] _ in print("will change from", self.celsius) }
                }
            }
            let thermometer = Thermometer()
            thermometer.celsius = 25
            print("now", thermometer.celsius)
            """)
        #expect(s.printed == ["will change from 20", "now 25"])
    }

    /// "Data Essentials in SwiftUI", WWDC 2020 (notes at
    /// https://ittingz.tistory.com/294): SwiftUI subscribes to
    /// `objectWillChange` — "will" rather than "did" so that it can gather
    /// the changes and update once; several `@Published` writes in one
    /// action give one body evaluation showing them all.
    @Test("Data Essentials: several @Published writes in one action are one update")
    func publishedWritesCoalesce() {
        let s = Scenario("""
            import SwiftUI
            final class Order: ObservableObject {
                @Published var items = 0
                @Published var total = 0
            }
            struct Checkout: View {
                @StateObject private var order = Order()
                var body: some View {
                    VStack {
                        Text("\\(order.items) items, $\\(order.total)")
                        Button("Add coffee") { order.items += 1; order.total += 3 }
                    }
                }
            }
            """).expectSuccess(":launch Checkout --single-pass\n:tap \"Add coffee\"")
        #expect(s.bodyCount("Checkout", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("1 items, $3"))
    }

    /// "Data Essentials in SwiftUI", WWDC 2020 (notes at
    /// https://ittingz.tistory.com/294): a `@StateObject` is "instantiated
    /// just before body" runs for the first time, and released when the
    /// view is no longer needed.
    @Test("Data Essentials: a @StateObject is made after its view's struct and just before its first body")
    func stateObjectMadeJustBeforeBody() {
        let s = Scenario("""
            import SwiftUI
            final class Weather: ObservableObject {
                @Published var sky = "clear"
                init() { print("Weather.init") }
            }
            struct Forecast: View {
                @StateObject private var weather = Weather()
                init() { print("Forecast.init") }
                var body: some View {
                    Text("sky \\(weather.sky)").onAppear { print("appeared") }
                }
            }
            """).expectSuccess(":launch Forecast --single-pass")
        #expect(s.printed == ["Forecast.init", "Weather.init", "appeared"])
        let made = s.events.firstIndex { if case .stateObjectCreated(let view, _) = $0.kind { return view == "Forecast" }; return false }
        let body = s.events.firstIndex { if case .bodyEvaluated(let view, _) = $0.kind { return view == "Forecast" }; return false }
        #expect(made != nil && body != nil && made! < body!)
    }

    /// Apple documentation, `ObservedObject`: it "subscribes to an observable
    /// object and invalidates a view whenever the observable object
    /// changes" — including a `@Published` write made by an object's own
    /// method, such as a timer-like step run from a task.
    @Test("ObservedObject: a write from the model's own async method invalidates the observing view")
    func writeFromModelMethodInvalidates() {
        let s = Scenario("""
            import SwiftUI
            @MainActor final class Countdown: ObservableObject {
                @Published var remaining = 3
                func run() async {
                    while remaining > 0 {
                        try? await Task.sleep(for: .seconds(1))
                        remaining -= 1
                    }
                }
            }
            struct CountdownLabel: View {
                @ObservedObject var countdown: Countdown
                var body: some View { Text("T-\\(countdown.remaining)") }
            }
            struct Launchpad: View {
                @StateObject private var countdown = Countdown()
                var body: some View {
                    CountdownLabel(countdown: countdown)
                        .task { await countdown.run() }
                }
            }
            """).expectSuccess(":launch Launchpad --single-pass\n:wait 2s")
        #expect(s.texts.contains("T-1"))
        s.expectSuccess(":wait 1s")
        #expect(s.texts.contains("T-0"))
    }
}
