// A closure passed to forEach/sort/removeAll in a mutating method reads and writes self's other properties (explicit and implicit self, self replaced).
struct Playlist {
    var songs: [String]
    var plays: [String: Int] = [:]
    var skipped = 0

    mutating func play(_ names: [String]) {
        names.forEach { plays[$0, default: 0] += 1 }
        names.forEach { self.plays[$0.uppercased(), default: 0] += 1 }
    }

    mutating func sortByPlays() {
        songs.sort { (plays[$0] ?? 0, $1) > (plays[$1] ?? 0, $0) }
    }

    mutating func dropUnplayed() {
        songs.removeAll { song in
            let unplayed = plays[song] == nil
            if unplayed { skipped += 1 }
            return unplayed
        }
    }

    mutating func resetIfEmpty() {
        [songs.isEmpty].forEach { empty in
            if !empty { self = Playlist(songs: songs.reversed()) }
        }
    }
}

var list = Playlist(songs: ["Intro", "Blue", "Rain", "Gold"])
list.play(["Rain", "Blue", "Rain"])
print(list.plays["Rain"]!, list.plays["RAIN"]!, list.plays["Gold"] ?? 0)
list.sortByPlays()
print(list.songs)
list.dropUnplayed()
print(list.songs, list.skipped)
list.resetIfEmpty()
print(list.songs, list.skipped, list.plays.count)

enum Phase {
    case idle, running, done
    mutating func advance(steps: Int) {
        (0..<steps).forEach { _ in
            switch self {
            case .idle: self = .running
            case .running: self = .done
            case .done: break
            }
        }
    }
}
var phase = Phase.idle
phase.advance(steps: 1)
print(phase)
phase.advance(steps: 5)
print(phase)
// expect: 2 2 0
// expect: ["Rain", "Blue", "Gold", "Intro"]
// expect: ["Rain", "Blue"] 2
// expect: ["Blue", "Rain"] 0 0
// expect: running
// expect: done
