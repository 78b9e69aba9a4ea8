// A mutating method on a `private(set)` array is a write too.
final class Playlist {
    private(set) var songs: [String] = []
    func add(_ title: String) { songs.append(title) }
}
let list = Playlist()
list.add("Intro")
list.songs.append("Bonus") // expect error col 12: cannot use mutating member on immutable value: 'songs' setter is inaccessible
print(list.songs)
