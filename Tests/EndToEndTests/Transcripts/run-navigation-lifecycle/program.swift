// A recipe list pushes a detail screen whose .task loads for a second.
// Going back before it finishes cancels the task; pushing again is a new
// identity with fresh @State.
import SwiftUI

struct RecipeDetail: View {
    let dish: String
    @State private var servings = 2
    @State private var loaded = false

    var body: some View {
        VStack {
            Text(loaded ? "\(dish) for \(servings)" : "Loading \(dish)…")
            Button("More servings") { servings += 1 }
        }
        .onAppear { print("\(dish) appeared") }
        .onDisappear { print("\(dish) disappeared") }
        .task {
            do {
                try await Task.sleep(for: .seconds(1))
                loaded = true
                print("\(dish) loaded")
            } catch {
                print("\(dish) loading cancelled")
            }
        }
    }
}

struct RecipeList: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Pancakes") { RecipeDetail(dish: "Pancakes") }
                NavigationLink("Soup") { RecipeDetail(dish: "Soup") }
            }
        }
    }
}
