// Downcasting items of a base-class array with `is`, `as?` and a for-case pattern.
class MediaItem { let name: String; init(name: String) { self.name = name } }
class Movie: MediaItem {
    let director: String
    init(name: String, director: String) { self.director = director; super.init(name: name) }
}
class Song: MediaItem {
    let artist: String
    init(name: String, artist: String) { self.artist = artist; super.init(name: name) }
}
let library = [
    Movie(name: "Casablanca", director: "Michael Curtiz"),
    Song(name: "Blue Suede Shoes", artist: "Elvis Presley"),
    Movie(name: "Citizen Kane", director: "Orson Welles"),
    Song(name: "Never Gonna Give You Up", artist: "Rick Astley"),
]
print(type(of: library))  // expect: Array<MediaItem>
var movieCount = 0, songCount = 0
for item in library {
    if item is Movie { movieCount += 1 } else if item is Song { songCount += 1 }
}
print(movieCount, songCount)  // expect: 2 2
for item in library {
    if let movie = item as? Movie {
        print("Movie: \(movie.name), dir. \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.name), by \(song.artist)")
    }
}
// expect: Movie: Casablanca, dir. Michael Curtiz
// expect: Song: Blue Suede Shoes, by Elvis Presley
// expect: Movie: Citizen Kane, dir. Orson Welles
// expect: Song: Never Gonna Give You Up, by Rick Astley
for case let song as Song in library where song.artist.hasPrefix("R") { print(song.name) }  // expect: Never Gonna Give You Up
