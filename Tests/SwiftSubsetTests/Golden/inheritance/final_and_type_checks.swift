// final members, `is` checks on a class hierarchy, and dynamic type names.
class Media {
    final let title: String
    init(title: String) { self.title = title }
    final func label() -> String { "[\(kind)] \(title)" }
    var kind: String { "media" }
}
class Movie: Media { override var kind: String { "movie" } }
class Song: Media { override var kind: String { "song" } }
let library: [Media] = [Movie(title: "Heat"), Song(title: "Hey"), Movie(title: "Up")]
print(library.map { $0.label() })  // expect: ["[movie] Heat", "[song] Hey", "[movie] Up"]
print(library.filter { $0 is Movie }.count)  // expect: 2
for item in library { print(type(of: item)) }
// expect: Movie
// expect: Song
// expect: Movie
