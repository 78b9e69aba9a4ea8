// The app leaves for the background and comes back: the view that reads
// the scene phase sees each phase it passes through, and nothing disappears.
import SwiftUI

@Observable
final class Drafts {
    var text = ""
    var saved = 0
    func save() { saved += 1; print("saved \(saved)") }
}

struct Editor: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var drafts = Drafts()

    var body: some View {
        VStack {
            Text("phase: \(String(describing: scenePhase))")
            TextField("Draft", text: $drafts.text)
        }
        .task { print("task started") }
        .onDisappear { print("gone") }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            print("\(oldPhase) -> \(newPhase)")
            if newPhase == .background { drafts.save() }
        }
    }
}
