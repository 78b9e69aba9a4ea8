// Calling a `mutating` method on a struct held in a `let`.
struct Playlist {
    var songs: [String] = []
    mutating func add(_ song: String) { songs.append(song) }
}
let playlist = Playlist()
playlist.add("Intro") // expect error col 10: cannot use mutating member on immutable value: 'playlist' is a 'let' constant
print(playlist.songs)
