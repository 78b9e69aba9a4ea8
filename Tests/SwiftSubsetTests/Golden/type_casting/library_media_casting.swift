// A media library of protocol existentials: is and as? against protocols and classes, casting [Any] wholesale, and optional values inside Any.
protocol Playable { func play() -> String }
protocol Downloadable { var sizeMB: Int { get } }

struct Song: Playable, Downloadable {
    let title: String
    let sizeMB: Int
    func play() -> String { "playing \(title)" }
}
struct Podcast: Playable {
    let episode: Int
    func play() -> String { "podcast #\(episode)" }
}
class Ebook: Downloadable {
    let pages: Int
    init(pages: Int) { self.pages = pages }
    var sizeMB: Int { pages / 100 }
}

let items: [Any] = [Song(title: "Hey", sizeMB: 4), Podcast(episode: 7), Ebook(pages: 350), "poster", 42]
for item in items {
    var notes: [String] = []
    if let p = item as? Playable { notes.append(p.play()) }
    if let d = item as? Downloadable { notes.append("\(d.sizeMB) MB") }
    if item is Ebook { notes.append("an ebook") }
    print(type(of: item), notes.isEmpty ? "nothing to do" : notes.joined(separator: ", "))
}
let playables = items.compactMap { $0 as? Playable }
print(playables.count, playables.map { $0.play() })
let totalMB = items.compactMap { $0 as? Downloadable }.reduce(0) { $0 + $1.sizeMB }
print("download total:", totalMB)

let numbers: [Any] = [1, 2, 3]
if let ints = numbers as? [Int] { print("all ints:", ints.reduce(0, +)) }
print(numbers as? [String] as Any)
let maybe: Int? = nil
let boxed: Any = maybe as Any
print(boxed is Int, boxed as? Int as Any, boxed is Int?)
let some: Any = Optional(5) as Any
print(some as? Int as Any)
// expect: Song playing Hey, 4 MB
// expect: Podcast podcast #7
// expect: Ebook 3 MB, an ebook
// expect: String nothing to do
// expect: Int nothing to do
// expect: 2 ["playing Hey", "podcast #7"]
// expect: download total: 7
// expect: all ints: 6
// expect: nil
// expect: false nil true
// expect: Optional(5)
