// The app reads the scene phase in its own body and saves when it leaves
// for the background: its body runs again at each phase, its window's view
// is made again (and keeps its identity and state), nothing disappears.
import SwiftUI

@Observable
final class Library {
    var unsaved = 0
    func save() {
        print("saved \(unsaved) changes")
        unsaved = 0
    }
}

struct Shelf: View {
    let library: Library
    @State private var opened = 0

    var body: some View {
        VStack {
            Text("unsaved: \(library.unsaved), opened \(opened)")
            Button("Edit") { library.unsaved += 1; opened += 1 }
        }
        .onDisappear { print("shelf gone") }
    }
}

@main
struct ShelfApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            Shelf(library: library)
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            print("app: \(oldPhase) -> \(newPhase)")
            if newPhase == .background { library.save() }
        }
    }
}
