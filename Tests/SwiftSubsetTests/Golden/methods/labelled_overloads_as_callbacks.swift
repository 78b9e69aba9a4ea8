// Method references with labels as callbacks: a class's overloads by label bound into a handler table.
final class Player {
    private(set) var log: [String] = []
    func play(track: String) { log.append("play \(track)") }
    func play(album: String) { log.append("album \(album)") }
    func seek(to seconds: Int) { log.append("seek \(seconds)") }
    func seek(by delta: Int) { log.append("skip \(delta)") }
}
let player = Player()
let commands: [String: (String) -> Void] = [
    "track": player.play(track:),
    "album": player.play(album:),
]
commands["album"]?("Blue")
commands["track"]?("Intro")
let seekers: [(Int) -> Void] = [player.seek(to:), player.seek(by:)]
for (i, seek) in seekers.enumerated() { seek(i * 30 + 5) }
[1, 2].forEach(player.seek(by:))
print(player.log)
struct Temperature {
    let celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
}
print([32.0, 212].map(Temperature.init(fahrenheit:)).map(\.celsius), [10.0].map(Temperature.init(celsius:))[0].celsius)
// expect: ["album Blue", "play Intro", "seek 5", "skip 35", "skip 1", "skip 2"]
// expect: [0.0, 100.0] 10.0
