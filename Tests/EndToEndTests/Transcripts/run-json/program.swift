// A stopwatch whose task ticks twice; --json writes every trace event.
import SwiftUI

struct Stopwatch: View {
    @State private var seconds = 0

    var body: some View {
        Text("\(seconds)s")
            .task {
                for _ in 1...2 {
                    try? await Task.sleep(for: .seconds(1))
                    seconds += 1
                    print("tick")
                }
            }
    }
}
