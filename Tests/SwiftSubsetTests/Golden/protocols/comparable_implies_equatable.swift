// A type declared Comparable is Equatable too: == is synthesized for it.
struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor) < (r.major, r.minor)
    }
}
let installed = Version(major: 2, minor: 1)
let latest = Version(major: 2, minor: 3)
print(installed == latest, installed != latest, installed < latest)  // expect: false true true
print(Version(major: 1, minor: 0) == Version(major: 1, minor: 0))  // expect: true
print([installed, latest].max()! == latest)  // expect: true
