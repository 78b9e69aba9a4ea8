// Optional chaining into collections: first, last, subscripts and mutation through `?`.
struct Playlist { var songs: [String] }
var library: [String: Playlist] = ["rock": Playlist(songs: ["Song A"])]
library["rock"]?.songs.append("Song B")
library["jazz"]?.songs.append("ignored")
print(library["rock"]?.songs ?? [])  // expect: ["Song A", "Song B"]
print(library["jazz"]?.songs.count ?? 0)  // expect: 0
print(library["rock"]?.songs.last?.uppercased() ?? "")  // expect: SONG B
var queue: [String]? = nil
queue?.append("x")
print(queue as Any)  // expect: nil
queue = []
queue?.append("y")
print(queue as Any)  // expect: Optional(["y"])
let words: [String] = []
print(words.first?.count as Any, words.isEmpty)  // expect: nil true
