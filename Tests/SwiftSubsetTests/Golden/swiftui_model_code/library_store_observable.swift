// An @Observable library store: search, sort order enum, favourites, computed sections, observation tracking of reads
import Observation

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var year: Int
    var isFavorite = false
}

enum SortOrder: String, CaseIterable {
    case title, author, newest
}

@Observable
final class LibraryStore {
    var books: [Book] = []
    var searchText = ""
    var sortOrder: SortOrder = .title
    @ObservationIgnored var lookups = 0

    var visibleBooks: [Book] {
        lookups += 1
        let filtered = searchText.isEmpty ? books : books.filter {
            $0.title.localizedCaseInsensitiveContains(searchText) || $0.author.localizedCaseInsensitiveContains(searchText)
        }
        switch sortOrder {
        case .title: return filtered.sorted { $0.title < $1.title }
        case .author: return filtered.sorted { ($0.author, $0.title) < ($1.author, $1.title) }
        case .newest: return filtered.sorted { $0.year > $1.year }
        }
    }

    var favorites: [Book] { books.filter(\.isFavorite) }

    var byDecade: [(decade: Int, titles: [String])] {
        Dictionary(grouping: books) { $0.year / 10 * 10 }
            .map { (decade: $0.key, titles: $0.value.map(\.title).sorted()) }
            .sorted { $0.decade < $1.decade }
    }

    func toggleFavorite(_ id: Book.ID) {
        guard let i = books.firstIndex(where: { $0.id == id }) else { return }
        books[i].isFavorite.toggle()
    }
}

import Foundation

let store = LibraryStore()
store.books = [
    Book(id: 1, title: "Dune", author: "Herbert", year: 1965),
    Book(id: 2, title: "Neuromancer", author: "Gibson", year: 1984),
    Book(id: 3, title: "The Left Hand of Darkness", author: "Le Guin", year: 1969),
    Book(id: 4, title: "Hyperion", author: "Simmons", year: 1989),
    Book(id: 5, title: "The Dispossessed", author: "Le Guin", year: 1974),
]
print(store.visibleBooks.map(\.title))
store.sortOrder = .author
print(store.visibleBooks.map(\.author))
store.sortOrder = .newest
store.searchText = "the"
print(store.visibleBooks.map { "\($0.title) (\($0.year))" })

withObservationTracking {
    _ = store.favorites.count
} onChange: {
    print("favorites may have changed")
}
store.toggleFavorite(2)
store.toggleFavorite(4)
print(store.favorites.map(\.title))
for group in store.byDecade { print(group.decade, group.titles) }
print(store.lookups, SortOrder.allCases.map(\.rawValue))

// expect: ["Dune", "Hyperion", "Neuromancer", "The Dispossessed", "The Left Hand of Darkness"]
// expect: ["Gibson", "Herbert", "Le Guin", "Le Guin", "Simmons"]
// expect: ["The Dispossessed (1974)", "The Left Hand of Darkness (1969)"]
// expect: favorites may have changed
// expect: ["Neuromancer", "Hyperion"]
// expect: 1960 ["Dune", "The Left Hand of Darkness"]
// expect: 1970 ["The Dispossessed"]
// expect: 1980 ["Hyperion", "Neuromancer"]
// expect: 3 ["title", "author", "newest"]
