import LiveRuntime
import StateLabTestSupport
import Testing

/// A binding to an `@Observable` object's property (`$model.flag` through
/// `@Bindable`, `Bindable(model).flag`) reads the property as it is made —
/// OpenSwiftUI's `Binding(_:keyPath:)` calls `location.get()` — so the body
/// that makes it depends on that property, whichever control it is given to
/// (V7, O2). Views that neither read nor bind the property do not re-run.
@Suite("Bindings to @Observable properties and the bodies that depend on them")
struct BindingDependencyTests {
    static let settings = """
        import SwiftUI
        @Observable final class Settings {
            var name = "Ada"
            var volume = 3
            var muted = false
            var speed = 1.0
        }
        struct NameEditor: View {
            @Bindable var settings: Settings
            var body: some View { TextField("Name", text: $settings.name) }
        }
        struct SwitchPanel: View {
            @Bindable var settings: Settings
            var body: some View { Toggle("Muted", isOn: $settings.muted) }
        }
        struct SpeedPanel: View {
            let settings: Settings
            var body: some View { Slider(value: Bindable(settings).speed, in: 0...2, step: 0.5) }
        }
        struct VolumePanel: View {
            @Bindable var settings: Settings
            var body: some View { Stepper("Volume", value: $settings.volume) }
        }
        struct Readout: View {
            var settings: Settings
            var body: some View { Text("volume \\(settings.volume)") }
        }
        struct SettingsScreen: View {
            @State private var settings = Settings()
            var body: some View {
                Form {
                    NameEditor(settings: settings)
                    SwitchPanel(settings: settings)
                    SpeedPanel(settings: settings)
                    VolumePanel(settings: settings)
                    Readout(settings: settings)
                }
            }
        }
        """

    static let panels = ["SettingsScreen", "NameEditor", "SwitchPanel", "SpeedPanel", "VolumePanel", "Readout"]

    /// The views whose bodies ran during the last event.
    private func rerun(_ s: Scenario, after label: String) -> [String] {
        Self.panels.filter { s.bodyCount($0, in: s.events(after: label)) > 0 }
    }

    @Test("each control's binding makes its own view depend on the property it binds, and no other view", arguments: [
        (":type Name Grace", "type", ["NameEditor"]),
        (":toggle Muted", "toggle", ["SwitchPanel"]),
        (":slide Slider 1.5", "slide", ["SpeedPanel"]),
        (":increment Volume", "increment", ["VolumePanel", "Readout"]),
    ])
    func bindingMakerDepends(command: String, label: String, expected: [String]) {
        let s = Scenario(Self.settings).expectSuccess(":launch SettingsScreen --single-pass\n" + command)
        #expect(rerun(s, after: label) == expected)
    }
}
