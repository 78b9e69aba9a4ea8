// Identifiable items updated by id, with a Set of selected ids as a multi-select list keeps it.
struct Photo: Identifiable, Hashable {
    let id: Int
    var caption: String
    var isFavorite = false
}
struct PhotoLibrary {
    var photos: [Photo]
    var selection: Set<Photo.ID> = []
    mutating func toggleSelection(_ id: Photo.ID) {
        if selection.contains(id) { selection.remove(id) } else { selection.insert(id) }
    }
    mutating func favoriteSelected() {
        for index in photos.indices where selection.contains(photos[index].id) {
            photos[index].isFavorite = true
        }
        selection.removeAll()
    }
    mutating func rename(_ id: Photo.ID, to caption: String) {
        guard let index = photos.firstIndex(where: { $0.id == id }) else { return }
        photos[index].caption = caption
    }
}
var library = PhotoLibrary(photos: [Photo(id: 10, caption: "beach"), Photo(id: 11, caption: "dog"), Photo(id: 12, caption: "cake")])
library.toggleSelection(10)
library.toggleSelection(12)
library.toggleSelection(10)
print(library.selection.sorted())  // expect: [12]
library.toggleSelection(11)
library.favoriteSelected()
print(library.photos.filter(\.isFavorite).map(\.caption), library.selection.isEmpty)  // expect: ["dog", "cake"] true
library.rename(12, to: "birthday cake")
print(library.photos[2])  // expect: Photo(id: 12, caption: "birthday cake", isFavorite: true)
print(type(of: library.selection))  // expect: Set<Int>
