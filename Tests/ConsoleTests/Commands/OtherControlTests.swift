import Console
import StateLabTestSupport
import Testing

/// A command aimed at a label that another kind of control carries
/// (`:tap Dark mode` where "Dark mode" is a toggle) says which command
/// acts on it, instead of listing the buttons as if the label were wrong.
@Suite("A label named with the wrong command")
struct OtherControlTests {
    static let settings = """
        import SwiftUI
        struct Settings: View {
            @State private var dark = false
            @State private var name = ""
            @State private var size = 2
            @State private var volume = 0.5
            @State private var flavor = "Mint"
            @State private var tasks = ["Milk", "Bread"]
            var body: some View {
                Form {
                    Toggle("Dark mode", isOn: $dark)
                    TextField("Your name", text: $name)
                    Stepper("Size", value: $size, in: 1...5)
                    Slider(value: $volume) { Text("Volume") }
                    Picker("Flavor", selection: $flavor) {
                        Text("Mint").tag("Mint")
                        Text("Lime").tag("Lime")
                    }
                    Button("Save") { print("saved", dark, name, size) }
                    ForEach(tasks, id: \\.self) { Text($0) }
                        .onDelete { tasks.remove(atOffsets: $0) }
                }
            }
        }
        """

    @Test func eachWrongCommandNamesTheOneThatActsOnTheControl() {
        let run = runScenario(Self.settings, script: """
            :launch Settings
            :tap Dark mode
            :toggle Your name
            :type Save now
            :tap size
            :tap Flavor
            :toggle Volume
            :tap Milk
            :type Nothing here
            """)
        #expect(!run.succeeded)
        #expect(run.errors == """
            <script>:2: error: "Dark mode" is a toggle, not a button: :toggle Dark mode
            <script>:3: error: "Your name" is a text field, not a toggle: :type "Your name" TEXT
            <script>:4: error: "Save" is a button, not a text field: :tap Save
            <script>:5: error: "Size" is a stepper, not a button: :increment Size (or :decrement Size)
            <script>:6: error: "Flavor" is a picker, not a button: :pick Flavor OPTION
            <script>:7: error: "Volume" is a slider, not a toggle: :slide Volume VALUE
            <script>:8: error: "Milk" is a row, not a button: :delete Milk
            <script>:9: error: no text field labelled "Nothing" on screen (on screen: "Your name")

            """)
    }

    @Test func theSuggestedCommandWorks() {
        let run = runScenario(Self.settings, script: """
            :launch Settings
            :toggle Dark mode
            :type "Your name" Ada
            :increment Size
            :tap Save
            """)
        #expect(run.succeeded, "\(run.errors)")
        #expect(run.output.contains("saved true Ada 3"))
    }
}
