// Conformance added in an extension is checked there: the extension must supply `title`
protocol Listable {
    var title: String { get }
    var subtitle: String { get }
}
extension Listable {
    var subtitle: String { "" }
}

struct Song {
    var name: String
    var artist: String
}

extension Song: Listable {} // expect error col 1: type 'Song' does not conform to protocol 'Listable'

print(Song(name: "Intro", artist: "Band").subtitle)
