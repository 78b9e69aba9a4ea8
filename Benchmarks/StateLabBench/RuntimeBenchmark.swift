import Foundation
import LiveRuntime

/// The live runtime's cost (issue 4): a List of N rows — a ForEach over
/// `@Observable` items, each row a NavigationLink whose destination holds
/// `@State` — launched, then one item's property changed. Reports launch
/// time, the single change's update time, and how many bodies it
/// re-evaluated. The update should touch only the changed row.
struct RuntimeBenchmark {
    let rows: [Int]
    let runs: Int

    func source(rows: Int) -> String {
        """
        import SwiftUI
        import Observation

        @Observable final class Item: Identifiable {
            let id: Int
            var title: String
            init(id: Int) { self.id = id; title = "Item \\(id)" }
        }

        final class Store {
            var items = (0..<\(rows)).map { Item(id: $0) }
        }
        let store = Store()

        struct Detail: View {
            let item: Item
            @State private var draft = ""
            var body: some View { TextField("Title", text: $draft) }
        }

        struct Row: View {
            let item: Item
            var body: some View {
                NavigationLink(destination: Detail(item: item)) {
                    Text(item.title)
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

    func run() {
        print("runtime benchmark: List of N rows, one @Observable item changed (median of \(runs) runs)")
        print("  rows     launch      update   bodies re-evaluated by the update")
        var updates: [Int: Double] = [:]
        for n in rows {
            var launches: [Double] = []
            var changes: [Double] = []
            var bodies = 0
            for _ in 0..<runs {
                let session = Session(options: Session.Options(stepLimit: Int.max)) { _ in }
                guard case .success = session.evaluate(source(rows: n), file: "catalog.swift") else {
                    print("the benchmark program failed to run")
                    exit(1)
                }
                var start = DispatchTime.now().uptimeNanoseconds
                do { try session.launch("Catalog", singlePass: true) } catch {
                    print("launch failed: \(error.refusal.map { "\($0)" } ?? "") \(DiagnosticRenderer().render(error.diagnostics))")
                    exit(1)
                }
                launches.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                // Twenty single changes, each its own entry and update.
                for k in 0..<20 {
                    let before = session.traceEvents.count
                    let change = "store.items[\((n / 2 + k) % n)].title = \"changed \(k)\""
                    start = DispatchTime.now().uptimeNanoseconds
                    _ = session.evaluate(change, file: "change.swift")
                    changes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                    bodies = session.traceEvents.dropFirst(before).filter {
                        if case .bodyEvaluated = $0.kind { return true }
                        return false
                    }.count
                }
            }
            updates[n] = median(changes)
            print(String(format: "  %6d  %8.3f s  %8.2f ms   %d", n, median(launches), median(changes) * 1000, bodies))
        }
        if let small = rows.first, let large = rows.last, let a = updates[small], let b = updates[large], a > 0 {
            print(String(format: "  update at %d rows / at %d rows: %.2fx (goal: within 2x)", large, small, b / a))
        }
    }
}
