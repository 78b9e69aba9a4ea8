// Equatable/Hashable/Comparable conformances used in sets, sorting and dictionary keys.
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}
let versions = ["1.2", "1.10.1", "1.2.0", "0.9"].map(Version.init)
print(versions.sorted(), versions.max()!, Set(versions).count)
print(Version("2") > Version("1.99"), versions.contains(Version("0.9.0")))
var notes: [Version: String] = [Version("1.0"): "first"]
notes[Version("1.0.0"), default: ""] += "!"
print(notes[Version("1")]!)
// expect: [0.9.0, 1.2.0, 1.2.0, 1.10.1] 1.10.1 3
// expect: true true
// expect: first!
