// A three-column split view on an iPhone: collapsed into one stack.
import SwiftUI

struct Shelf: Identifiable, Hashable {
    let id: String
    let books: [String]
}

struct BookPage: View {
    let title: String
    @State private var pagesRead = 0

    var body: some View {
        VStack {
            Text("\(title): \(pagesRead) pages")
            Button("Read a page") { pagesRead += 1 }
        }
        .navigationTitle(title)
        .toolbar {
            ToolbarItem { Button("Bookmark") { print("bookmarked \(title) at \(pagesRead)") } }
        }
        .onAppear { print("\(title) appears") }
        .onDisappear { print("\(title) disappears") }
    }
}

struct Library: View {
    let shelves = [Shelf(id: "Poetry", books: ["Odes", "Sonnets"]), Shelf(id: "Plays", books: ["Hamlet"])]
    @State private var shelf: Shelf.ID?
    @State private var book: String?

    var body: some View {
        NavigationSplitView {
            List(shelves, selection: $shelf) { shelf in
                Text(shelf.id)
            }
            .navigationTitle("Shelves")
            .toolbar { Button("Sort") { print("sort shelves") } }
        } content: {
            if let shelf, let books = shelves.first(where: { $0.id == shelf })?.books {
                List(books, id: \.self, selection: $book) { title in
                    Text(title)
                }
                .navigationTitle(shelf)
            } else {
                Text("Pick a shelf")
            }
        } detail: {
            if let book {
                BookPage(title: book)
            } else {
                Text("Pick a book")
            }
        }
        .onChange(of: shelf) { print("shelf: \(shelf ?? "none")") }
        .onChange(of: book) { print("book: \(book ?? "none")") }
    }
}
