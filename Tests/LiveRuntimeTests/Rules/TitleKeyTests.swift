import LiveRuntime
import StateLabTestSupport
import Testing

/// A SwiftUI title written as a literal is a `LocalizedStringKey`, whose
/// interpolation takes `specifier:` (a printf format for a number) and
/// `format:` (a format style); a `String`'s interpolation takes neither.
/// So the same literal is shown as a title and refused anywhere else, in
/// swiftc 6.3's words (checked against a stand-in SwiftUI module declaring
/// `LocalizedStringKey.StringInterpolation` as SwiftUI does).
@Suite("A literal title is a LocalizedStringKey")
struct TitleKeyTests {
    @Test("specifier: and format: format numbers in every kind of title")
    func titlesFormatTheirInterpolations() {
        let s = Scenario("""
            import SwiftUI
            struct Run: View {
                @State private var km = 5.26
                @State private var laps = 7
                var body: some View {
                    Form {
                        Section("Lap \\(laps, specifier: "%03d")") {
                            Text("Distance \\(km, specifier: "%.1f") km")
                            Text("Pace \\(km, format: .number.precision(.fractionLength(2)))")
                            Button("Add \\(0.5, specifier: "%.1f") km") { km += 0.5 }
                            Toggle("Lap \\(laps, specifier: "%d") done", isOn: .constant(false))
                        }
                    }
                    .navigationTitle("Run \\(km, specifier: "%.0f")")
                }
            }
            """).expectSuccess(":launch Run --single-pass\n:tap Add 0.5 km")
        let texts = ControlTexts.all(s.session.viewTree())
        for shown in ["Lap 007", "Distance 5.8 km", "Pace 5.76", "Add 0.5 km", "Lap 7 done"] {
            #expect(texts.contains(shown), "\(texts)")
        }
    }

    @Test("outside a title the same interpolation is refused at its parenthesis",
          arguments: [
              #"let line = "Distance \1️⃣(distance, specifier: "%.1f")""#,
              #"print("Distance \1️⃣(distance, specifier: "%.1f")")"#,
              #"struct Row: View { var body: some View { Text(verbatim: "\1️⃣(distance, specifier: "%.1f")") } }"#,
              #"struct Row: View { var body: some View { Image("\1️⃣(distance, specifier: "%.1f")") } }"#,
          ])
    func elsewhereItIsAString(_ line: String) {
        assertDiagnostic("import SwiftUI\nlet distance = 5.26\n" + line,
                         message: "incorrect argument label in call (have '_:specifier:', expected '_:default:')",
                         id: "compiler.incorrectArgumentLabels", live: true)
    }

    @Test("a title held in a String first is a String; format: there is an extra argument")
    func aTitleInAVariableIsAString() {
        assertDiagnostic("""
            import SwiftUI
            struct Row: View {
                let km = 5.26
                var body: some View {
                    let title = "Distance \\1️⃣(km, specifier: "%.1f")"
                    Text(title)
                }
            }
            """, message: "incorrect argument label in call (have '_:specifier:', expected '_:default:')", live: true)
        assertDiagnostic("""
            import SwiftUI
            let km = 5.26
            let title = "Distance \\(km, format: .1️⃣number)"
            """, message: "extra argument 'format' in call", id: "compiler.extraArgument", live: true)
    }

    @Test("specifier: formats numbers only")
    func specifierTakesNumbers() {
        assertDiagnostic("""
            import SwiftUI
            struct Row: View {
                let name = "Ada"
                var body: some View { Text("Hello \\1️⃣(name, specifier: "%@")") }
            }
            """, message: "instance method 'appendInterpolation(_:specifier:)' requires that 'String' conform to '_FormatSpecifiable'",
            id: "typecheck.callRequiresConformance", live: true)
    }

    @Test("a LocalizedStringKey property, parameter or computed title takes a literal with SwiftUI's interpolation")
    func keysHeldInDeclarations() {
        let s = Scenario("""
            import SwiftUI
            struct Row: View {
                let title: LocalizedStringKey
                var body: some View {
                    VStack {
                        Text(title)
                        Button(title) { print("tapped") }
                    }
                }
            }
            func caption(_ key: LocalizedStringKey) -> Text { Text(key) }
            struct Speed: View {
                @State private var speed = 2.5
                let unit = "km/h"
                var heading: LocalizedStringKey { "Now \\(speed, specifier: "%.2f")" }
                var body: some View {
                    VStack {
                        Row(title: "Speed \\(speed, specifier: "%.1f")")
                        caption("Laps \\(3, specifier: "%02d")")
                        Toggle(heading, isOn: .constant(true))
                        Text(LocalizedStringKey(unit))
                    }
                }
            }
            """).expectSuccess(":launch Speed --single-pass\n:tap Speed 2.5")
        let texts = ControlTexts.all(s.session.viewTree())
        for shown in ["Speed 2.5", "Laps 03", "Now 2.50", "km/h"] {
            #expect(texts.contains(shown), "\(texts)")
        }
        #expect(s.printed.contains("tapped"), "\(s.printed)")
    }

    @Test("a String is no LocalizedStringKey, nor the other way round",
          arguments: [
              ("let name = \"Ada\"\nlet k: LocalizedStringKey = 1️⃣name", "String", "LocalizedStringKey"),
              ("let k: LocalizedStringKey = \"Ada\"\nlet s: String = 1️⃣k", "LocalizedStringKey", "String"),
          ])
    func keysAndStringsDoNotConvert(_ code: String, _ from: String, _ to: String) {
        assertDiagnostic("import SwiftUI\n" + code,
                         message: "cannot convert value of type '\(from)' to specified type '\(to)'", live: true)
    }

    @Test("showing a key as text is refused by name: SwiftUI shows its table key, not the title",
          arguments: ["print(1️⃣k)", "let s = String(describing: 1️⃣k)", "let s = \"<\\(1️⃣k)>\""])
    func showingAKeyIsRefused(_ line: String) {
        assertDiagnostic("import SwiftUI\nlet k: LocalizedStringKey = \"Hi\"\n" + line,
                         message: "unsupported in StateLab: showing a LocalizedStringKey as text", live: true)
    }
}
