// Comparable is never synthesized for a struct: it must write `<`
struct Version: Comparable { // expect error col 8: type 'Version' does not conform to protocol 'Comparable'
    var major: Int
    var minor: Int
}

let versions = [Version(major: 1, minor: 2), Version(major: 1, minor: 0)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
