import LiveRuntime
import StateLabTestSupport
import Testing

/// N5 for `.sheet(item:)`: the presented sheet belongs to the item's id.
/// Apple's documentation: "If item changes, the system dismisses the sheet
/// and replaces it with a new one using the same process."
@Suite("sheet(item:) follows the item's identity (N5)")
struct SheetItemTests {
    static let recipes = """
        import SwiftUI
        struct Recipe: Identifiable {
            let id: String
            var servings: Int
        }
        struct RecipeCard: View {
            let recipe: Recipe
            @State private var stars = 0
            var body: some View {
                VStack {
                    Text(recipe.id + " for " + String(recipe.servings) + ", stars " + String(stars))
                    Button("Star") { stars += 1 }
                }
                .onAppear { print("card", recipe.id, "appears") }
                .onDisappear { print("card", recipe.id, "disappears") }
            }
        }
        struct Cookbook: View {
            @State private var open: Recipe?
            var body: some View {
                Button("Soup") { open = Recipe(id: "soup", servings: 2) }
                    .sheet(item: $open, onDismiss: { print("dismissed") }) { recipe in
                        VStack {
                            RecipeCard(recipe: recipe)
                            Button("Instead: stew") { open = Recipe(id: "stew", servings: 4) }
                            Button("Double it") { open = Recipe(id: recipe.id, servings: recipe.servings * 2) }
                        }
                    }
            }
        }
        """

    @Test("another id dismisses the sheet (onDisappear, onDismiss) and presents a new one with fresh state")
    func anotherIdReplacesTheSheet() {
        let s = Scenario(Self.recipes).expectSuccess(":launch Cookbook --single-pass\n:tap Soup\n:tap Star")
        #expect(s.texts.contains("soup for 2, stars 1"))
        let mark = s.printed.count
        s.expectSuccess(":tap \"Instead: stew\"")
        #expect(s.printed(since: mark) == ["card soup disappears", "dismissed", "card stew appears"])
        #expect(s.texts.contains("stew for 4, stars 0"))
    }

    @Test("the same id with other values updates the presented sheet and keeps its state")
    func sameIdUpdatesTheSheet() {
        let s = Scenario(Self.recipes).expectSuccess(":launch Cookbook --single-pass\n:tap Soup\n:tap Star")
        let mark = s.printed.count
        s.expectSuccess(":tap \"Double it\"")
        #expect(s.printed(since: mark) == [])
        #expect(s.texts.contains("soup for 4, stars 1"))
    }
}
