import LiveRuntime
import StateLabTestSupport
import Testing

/// `Picker` with a selection binding, driven by `:pick`.
@Suite("Picker")
struct PickerScenarioTests {
    // Apple documentation, "Picker": options are tagged views (or ForEach
    // rows whose id is the selection's type, `var id: Self { self }`);
    // choosing one writes its tag through `selection`, and views reading
    // the selected value update.
    static let source = """
        import SwiftUI
        enum Flavor: String, CaseIterable, Identifiable {
            case chocolate, vanilla, strawberry
            var id: Self { self }
        }
        struct Order: View {
            @State private var flavor: Flavor = .chocolate
            @State private var size = 1
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue.capitalized)
                        }
                    }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Large").tag(1)
                    }
                    Text("\\(flavor.rawValue), size \\(size)")
                }
            }
        }
        """

    @Test func pickingAnOptionWritesItsTagThroughTheBindingAndReRenders() {
        let s = Scenario(Self.source).expectSuccess(":launch Order --single-pass\n:pick Flavor Vanilla\n:pick Size Small")
        #expect(ControlTexts.all(s.session.viewTree()).contains("vanilla, size 0"))
        #expect(s.bodyCount("Order", in: s.events(after: "pick \"Flavor\"")) == 1, "one re-render per pick (V8)")
    }

    @Test func anOptionThatIsNotThereIsRefusedWithTheChoices() {
        let s = Scenario(Self.source).run(":launch Order --single-pass\n:pick Flavor Mint")
        #expect(s.refusals == [.noSuchChoice("Mint", choices: ["Chocolate", "Vanilla", "Strawberry"])])
        #expect(s.session.screen.pickers == ["Flavor", "Size"])
    }

    // Apple documentation, "Picker" (and the runtime warning "Picker: the
    // selection … is invalid and does not have an associated tag"): a tag
    // of another type than the selection's selects nothing.
    @Test func aTagOfAnotherTypeSelectsNothing() {
        let s = Scenario("""
            import SwiftUI
            struct Sizes: View {
                @State private var size = "S"
                var body: some View {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Large").tag(1)
                    }
                    Text("size \\(size)")
                }
            }
            """).expectSuccess(":launch Sizes --single-pass\n:pick Size Large")
        #expect(ControlTexts.all(s.session.viewTree()).contains("size S"))
    }

    // Apple documentation, "Picker": options may be grouped in sections.
    @Test func optionsInSectionsArePickable() {
        let s = Scenario("""
            import SwiftUI
            struct Drinks: View {
                @State private var drink = "tea"
                var body: some View {
                    Picker("Drink", selection: $drink) {
                        Section("Hot") { Text("Tea").tag("tea") }
                        Section("Cold") { Text("Lemonade").tag("lemonade") }
                    }
                    Text("drink \\(drink)")
                }
            }
            """).expectSuccess(":launch Drinks --single-pass\n:pick Drink Lemonade")
        #expect(ControlTexts.all(s.session.viewTree()).contains("drink lemonade"))
    }
}
