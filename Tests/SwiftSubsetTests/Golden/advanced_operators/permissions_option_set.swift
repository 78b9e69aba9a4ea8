// An OptionSet of permissions: static members, set algebra, contains, raw values, iteration over known flags
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let share = Permissions(rawValue: 1 << 3)

    static let readWrite: Permissions = [.read, .write]
    static let all: Permissions = [.read, .write, .execute, .share]

    static let names: [(Permissions, String)] = [(.read, "read"), (.write, "write"), (.execute, "execute"), (.share, "share")]
    var description: String {
        let parts = Permissions.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }
}

struct FileEntry {
    let name: String
    var permissions: Permissions
}

var files = [
    FileEntry(name: "notes.txt", permissions: .readWrite),
    FileEntry(name: "run.sh", permissions: [.read, .execute]),
    FileEntry(name: "secret", permissions: []),
]
for f in files { print(f.name, f.permissions, f.permissions.rawValue) }

files[2].permissions.insert(.read)
files[0].permissions.remove(.write)
files[1].permissions.formUnion(.share)
print(files.map { $0.permissions.description })
print(files.filter { $0.permissions.contains(.read) }.count, files.contains { $0.permissions.contains([.read, .execute]) })
let p: Permissions = [.write, .share]
print(p.union(.read), p.intersection(.readWrite), p.subtracting(.share), p.symmetricDifference(.all))
print(p.isSubset(of: .all), p.isDisjoint(with: .readWrite), Permissions.all.isSuperset(of: p), p.isEmpty)
var toggled = Permissions.read
toggled.formSymmetricDifference([.read, .write])
print(toggled, toggled == .write, Permissions(rawValue: 15) == .all)
let (inserted, _) = toggled.insert(.write)
print(inserted, toggled.remove(.execute) as Any, toggled.remove(.write) as Any)

// expect: notes.txt read+write 3
// expect: run.sh read+execute 5
// expect: secret none 0
// expect: ["read", "read+execute+share", "read"]
// expect: 3 true
// expect: read+write+share write write read+execute
// expect: true false true false
// expect: write true true
// expect: false nil Optional(write)
