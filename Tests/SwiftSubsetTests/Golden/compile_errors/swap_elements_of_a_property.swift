// In a struct's mutating method, `items` is `self.items`: swapping two of
// its elements overlaps two modifications of it.
struct Playlist {
    var items = ["intro", "verse", "outro"]
    mutating func moveUp(_ i: Int) {
        guard i > 0 else { return }
        swap(&items[i], &items[i - 1]) // expect error col 14: overlapping accesses to 'self.items', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:)
    }
}
var list = Playlist()
list.moveUp(1)
print(list.items)
