// A course catalog with nested types: a Comparable nested struct sorted, a nested enum with a static helper, and a nested type used from outside by its full name.
struct Catalog {
    struct Course: Comparable, CustomStringConvertible {
        enum Level: Int, Comparable {
            case beginner = 1, intermediate, advanced
            static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
            static func from(hours: Int) -> Level {
                hours < 10 ? .beginner : (hours < 30 ? .intermediate : .advanced)
            }
        }
        let title: String
        let hours: Int
        var level: Level { Level.from(hours: hours) }
        static func < (a: Course, b: Course) -> Bool {
            (a.level, a.title) < (b.level, b.title)
        }
        var description: String { "\(title) (\(level), \(hours)h)" }
    }
    private(set) var courses: [Course] = []
    mutating func add(_ title: String, hours: Int) {
        courses.append(Course(title: title, hours: hours))
    }
    func titles(at level: Course.Level) -> [String] {
        courses.filter { $0.level == level }.map(\.title)
    }
}

var catalog = Catalog()
catalog.add("SwiftUI", hours: 40)
catalog.add("Basics", hours: 6)
catalog.add("Closures", hours: 12)
catalog.add("Actors", hours: 35)
print(catalog.courses.sorted())
print(catalog.courses.sorted().map(\.title))
print(catalog.titles(at: .advanced), catalog.titles(at: .beginner))
let level: Catalog.Course.Level = .intermediate
print(level, level.rawValue, Catalog.Course.Level(rawValue: 3) as Any)
print(catalog.courses.max()!, catalog.courses.min()!.level)
print([Catalog.Course.Level.beginner, .advanced])
// expect: [Basics (beginner, 6h), Closures (intermediate, 12h), Actors (advanced, 35h), SwiftUI (advanced, 40h)]
// expect: ["Basics", "Closures", "Actors", "SwiftUI"]
// expect: ["SwiftUI", "Actors"] ["Basics"]
// expect: intermediate 2 Optional(main.Catalog.Course.Level.advanced)
// expect: SwiftUI (advanced, 40h) beginner
// expect: [main.Catalog.Course.Level.beginner, main.Catalog.Course.Level.advanced]
