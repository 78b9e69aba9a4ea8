// Conformances added in extensions: CustomStringConvertible, Comparable, Equatable.
struct Version { let major: Int, minor: Int, patch: Int }
extension Version: CustomStringConvertible {
    var description: String { "\(major).\(minor).\(patch)" }
}
extension Version: Comparable {
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
extension Version {
    init?(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        self.init(major: parts[0], minor: parts[1], patch: parts[2])
    }
}
let versions = ["1.10.0", "1.2.3", "bad", "1.2.10"].compactMap(Version.init)
print(versions.sorted())  // expect: [1.2.3, 1.2.10, 1.10.0]
print(versions.max()!, Version("2.0.0")! > versions[0])  // expect: 1.10.0 true
print("current: \(versions[1])")  // expect: current: 1.2.3
print(versions.contains(Version(major: 1, minor: 2, patch: 3)))  // expect: true
