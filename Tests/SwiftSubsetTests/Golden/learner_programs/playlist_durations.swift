// A playlist: songs with durations in seconds formatted as m:ss, total time, moving and removing songs, and filtering by artist.
import Foundation

struct Song: Equatable {
    let title: String
    let artist: String
    let seconds: Int

    var length: String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
}

struct Playlist {
    var name: String
    private(set) var songs: [Song] = []

    var totalSeconds: Int { songs.reduce(0) { $0 + $1.seconds } }
    var totalText: String {
        let h = totalSeconds / 3600, m = totalSeconds % 3600 / 60, s = totalSeconds % 60
        return h > 0 ? String(format: "%dh %02dm %02ds", h, m, s) : String(format: "%dm %02ds", m, s)
    }

    mutating func add(_ song: Song) {
        guard !songs.contains(song) else { return }
        songs.append(song)
    }

    mutating func move(from: Int, to: Int) {
        guard songs.indices.contains(from), songs.indices.contains(to) else { return }
        let song = songs.remove(at: from)
        songs.insert(song, at: to)
    }

    mutating func removeAll(by artist: String) -> Int {
        let before = songs.count
        songs.removeAll { $0.artist == artist }
        return before - songs.count
    }
}

var mix = Playlist(name: "Road trip")
mix.add(Song(title: "Intro", artist: "A", seconds: 65))
mix.add(Song(title: "Long Road", artist: "B", seconds: 1834))
mix.add(Song(title: "Intro", artist: "A", seconds: 65))
mix.add(Song(title: "Sunset", artist: "C", seconds: 242))
mix.add(Song(title: "Finale", artist: "A", seconds: 1509))
print(mix.songs.map { "\($0.title) \($0.length)" }, mix.totalText)
// expect: ["Intro 1:05", "Long Road 30:34", "Sunset 4:02", "Finale 25:09"] 1h 00m 50s
mix.move(from: 3, to: 0)
mix.move(from: 9, to: 0)
print(mix.songs.map(\.title))
// expect: ["Finale", "Intro", "Long Road", "Sunset"]
print(mix.removeAll(by: "A"), mix.songs.map(\.title), mix.totalText)
// expect: 2 ["Long Road", "Sunset"] 34m 36s
let longest = mix.songs.max { $0.seconds < $1.seconds }
print(longest?.title ?? "none", mix.songs.first { $0.artist == "Z" } == nil)
// expect: Long Road true
