import Foundation
import LiveRuntime

/// The live runtime's cost (issues 4 and 10): a List of N rows — a ForEach
/// over `@Observable` items, each row a NavigationLink whose destination
/// holds `@State` and a Toggle bound to the item — launched, then one
/// item's property changed, one row's toggle flipped (a binding write) and
/// one row deleted. Reports launch time, each change's update time, and how
/// many bodies it re-evaluated: a change and a binding write should touch
/// only their row; a delete re-evaluates the list's body, which reads every
/// row's id (as SwiftUI's does) but builds only the rows in view. The ids
/// of items the body saw before are kept, not read again, and the List
/// re-indexes only the deleted row (Sources/ViewGraph README, "What an
/// update costs"): what still grows with N is one pass comparing the items
/// by reference and the interpreter's copy of the array it removes from.
/// Times include evaluating the change's entry (a line of Swift: parsed,
/// compiled and run), as a learner's entry would cost.
///
/// A List is lazy: only the rows that fit the screen (the first 15 here)
/// are built, so a person can only toggle those without scrolling. The
/// changes act on rows in view — a row's title, a row's toggle, and the
/// third row deleted (the row below the window comes into view, built and
/// installed) — rather than on row N/2, which a List of N rows never builds
/// and whose change would cost nothing.
///
/// With `--cpu`, times are the process's CPU time rather than the wall
/// clock's: steadier on a machine shared with other work (a build), where
/// the wall clock counts the time the benchmark waits for a processor.
struct RuntimeBenchmark {
    let rows: [Int]
    let runs: Int
    var cpuTime = false

    /// Now, in nanoseconds, on the clock the benchmark reads.
    private func now() -> UInt64 {
        guard cpuTime else { return DispatchTime.now().uptimeNanoseconds }
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    func source(rows: Int) -> String {
        """
        import SwiftUI
        import Observation

        @Observable final class Item: Identifiable {
            let id: Int
            var title: String
            var done = false
            init(id: Int) { self.id = id; title = "Item \\(id)" }
        }

        @Observable final class Store {
            var items = (0..<\(rows)).map { Item(id: $0) }
        }
        let store = Store()

        struct Detail: View {
            let item: Item
            @State private var draft = ""
            var body: some View { TextField("Title", text: $draft) }
        }

        struct Row: View {
            @Bindable var item: Item
            var body: some View {
                HStack {
                    NavigationLink(destination: Detail(item: item)) {
                        Text(item.title)
                    }
                    Toggle("Done \\(item.id)", isOn: $item.done)
                }
            }
        }

        struct Catalog: View {
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(store.items) { item in
                            Row(item: item)
                        }
                    }
                }
            }
        }
        """
    }

    /// One kind of change, timed: its update time and the bodies it ran.
    struct Measure {
        var times: [Double] = []
        var bodies = 0
    }

    func run() {
        print("runtime benchmark: a List of N @Observable items in a NavigationStack, each row a link and a Toggle")
        print("  launch: :launch to the first screen (the rows in view built); then 20 of each change, each timed from")
        print("  the entry or command to the end of its update (median of \(runs) runs × 20, \(cpuTime ? "CPU time" : "wall clock")),")
        print("  with the bodies it re-ran:")
        print("    change: store.items[k].title = … for a row in view (an entry: parsed, compiled, run; its row re-renders)")
        print("    binding write: :toggle of a row in view's Toggle (its @Bindable binding; no body reads the value)")
        print("    delete: store.items.remove(at: 2) (an entry; the list's body runs again, reads the ids, the row below comes into view)")
        print("  rows     launch   change (bodies)   binding write (bodies)   delete (bodies)")
        var results: [Int: [Measure]] = [:]
        for n in rows {
            var launches: [Double] = []
            var measures = [Measure(), Measure(), Measure()]
            for _ in 0..<runs {
                let session = Session(options: Session.Options(stepLimit: Int.max)) { _ in }
                guard case .success = session.evaluate(source(rows: n), file: "catalog.swift") else {
                    print("the benchmark program failed to run")
                    exit(1)
                }
                let start = now()
                do { try session.launch("Catalog", singlePass: true) } catch {
                    print("launch failed: \(error.refusal.map { "\($0)" } ?? "") \(DiagnosticRenderer().render(error.diagnostics))")
                    exit(1)
                }
                launches.append(Double(now() - start) / 1e9)
                // Twenty of each, each its own entry or command and update.
                for k in 0..<20 {
                    // Rows in view: the first ten are on screen whatever was deleted.
                    let row = k % 10
                    time(&measures[0], session) {
                        _ = session.evaluate("store.items[\(row)].title = \"changed \(k)\"", file: "change.swift")
                    }
                    time(&measures[1], session) {
                        do { try session.perform(.toggle("Done \(self.visibleID(row, afterDeletes: k))")) } catch {
                            print("the toggle failed: \(error)")
                            exit(1)
                        }
                    }
                    time(&measures[2], session) {
                        _ = session.evaluate("store.items.remove(at: 2)", file: "delete.swift")
                    }
                }
            }
            results[n] = measures
            let cells = measures.map { String(format: "%8.2f ms (%d)", median($0.times) * 1000, $0.bodies) }
            print(String(format: "  %6d  %7.3f s  ", n, median(launches)) + cells.joined(separator: "    "))
        }
        guard let small = rows.first, let large = rows.last, let a = results[small], let b = results[large] else { return }
        for (i, name) in ["change", "binding write", "delete"].enumerated() where median(a[i].times) > 0 {
            print("  \(name) at \(large) rows / at \(small) rows: " + String(format: "%.2fx", median(b[i].times) / median(a[i].times)))
        }
    }

    /// The id of the item at `row` after `deletes` deletions of the third item.
    private func visibleID(_ row: Int, afterDeletes deletes: Int) -> Int {
        row < 2 ? row : row + deletes
    }

    private func time(_ measure: inout Measure, _ session: Session, _ body: () -> Void) {
        let before = session.traceEvents.count
        let start = now()
        body()
        measure.times.append(Double(now() - start) / 1e9)
        measure.bodies = session.traceEvents.dropFirst(before).filter {
            if case .bodyEvaluated = $0.kind { return true }
            return false
        }.count
    }
}
