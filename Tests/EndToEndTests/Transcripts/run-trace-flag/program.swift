// A settings form: a toggle whose onChange saves, and a name field.
import SwiftUI

final class SettingsStore {
    init() { print("store ready") }
    func save(_ darkMode: Bool) { print("saved dark mode = \(darkMode)") }
}

struct SettingsForm: View {
    let store = SettingsStore()
    @State private var darkMode = false
    @State private var nickname = ""

    var body: some View {
        Form {
            Toggle("Dark mode", isOn: $darkMode)
            TextField("Nickname", text: $nickname)
            Text(nickname.isEmpty ? "No nickname" : "Hi, \(nickname)")
        }
        .onChange(of: darkMode) { old, new in
            store.save(new)
        }
    }
}
