import SwiftUI

final class Clock: ObservableObject {
    @Published var ticks = 0
    init() { print("Clock made") }
    deinit { print("Clock gone") }
}

struct Face: View {
    @StateObject private var clock = Clock()
    var body: some View {
        Text("ticks: \(clock.ticks)")
            .task {
                try? await Task.sleep(for: .seconds(1))
                clock.ticks += 1
            }
    }
}

struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Show clock") { Face() }
        }
    }
}
