// Type casting over a media library: class hierarchy, is/as?, switch on types with where, [Any] and Any.Type
class MediaItem {
    let title: String
    init(title: String) { self.title = title }
    var summary: String { title }
}
class Movie: MediaItem {
    let director: String
    let minutes: Int
    init(title: String, director: String, minutes: Int) {
        self.director = director
        self.minutes = minutes
        super.init(title: title)
    }
    override var summary: String { "\(title) (\(director), \(minutes)m)" }
}
final class Song: MediaItem {
    let artist: String
    init(title: String, artist: String) { self.artist = artist; super.init(title: title) }
}
final class Documentary: Movie {
    let topic: String
    init(title: String, topic: String) {
        self.topic = topic
        super.init(title: title, director: "various", minutes: 50)
    }
}

let library: [MediaItem] = [
    Movie(title: "Casablanca", director: "Curtiz", minutes: 102),
    Song(title: "Blue Suede Shoes", artist: "Perkins"),
    Documentary(title: "Oceans", topic: "sea"),
    Song(title: "Never Gonna Give You Up", artist: "Astley"),
    Movie(title: "Short", director: "Anon", minutes: 8),
]

var movieCount = 0, songCount = 0
for item in library {
    if item is Movie { movieCount += 1 } else if item is Song { songCount += 1 }
}
print(movieCount, songCount)

for item in library {
    switch item {
    case let d as Documentary: print("doc about \(d.topic): \(d.summary)")
    case let m as Movie where m.minutes < 30: print("short film \(m.title)")
    case let m as Movie: print("movie \(m.summary)")
    case let s as Song: print("song \(s.title) by \(s.artist)")
    default: print("unknown")
    }
}

let movies = library.compactMap { $0 as? Movie }
print(movies.map(\.minutes), movies.count)
print(library.map { String(describing: type(of: $0)) })

let things: [Any] = [42, 3.5, "hi", Song(title: "x", artist: "y"), (1, "one"), [1, 2], Optional(7) as Any, { (n: Int) in n * 2 }]
for thing in things {
    switch thing {
    case 0 as Int: print("zero")
    case let n as Int where n > 10: print("big int \(n)")
    case let d as Double: print("double \(d)")
    case let s as String: print("string \(s)")
    case let m as MediaItem: print("media \(m.title)")
    case let (n, s) as (Int, String): print("pair \(n) \(s)")
    case let xs as [Int]: print("ints \(xs.reduce(0, +))")
    case let f as (Int) -> Int: print("function \(f(21))")
    default: print("other \(type(of: thing))")
    }
}
let types: [Any.Type] = [Int.self, Movie.self, [String].self]
print(types.map { "\($0)" })
print((library[2] as? Song)?.artist ?? "not a song", library[2] is MediaItem)

// expect: 3 2
// expect: movie Casablanca (Curtiz, 102m)
// expect: song Blue Suede Shoes by Perkins
// expect: doc about sea: Oceans (various, 50m)
// expect: song Never Gonna Give You Up by Astley
// expect: short film Short
// expect: [102, 50, 8] 3
// expect: ["Movie", "Song", "Documentary", "Song", "Movie"]
// expect: big int 42
// expect: double 3.5
// expect: string hi
// expect: media x
// expect: pair 1 one
// expect: ints 3
// expect: other Optional<Int>
// expect: function 42
// expect: ["Int", "Movie", "Array<String>"]
// expect: not a song true
