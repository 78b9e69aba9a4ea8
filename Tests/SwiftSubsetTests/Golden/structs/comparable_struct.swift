// Implementing Comparable's < enables sorted(), max() and the other comparisons.
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
    var description: String { "\(major).\(minor)" }
}
let vs = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print(vs.sorted())  // expect: [0.9, 1.2, 1.10]
print(vs.max()!)  // expect: 1.10
print(Version(major: 2, minor: 0) >= Version(major: 1, minor: 99))  // expect: true
