// Sample data with fixed ids: UUID(uuidString:) reads either case, prints upper case, keeps any version, and is nil for a malformed string.
import Foundation

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
}
let ids = ["3f2504e0-4f89-11d3-9a0c-0305e82c3301", "00000000-0000-0000-0000-000000000000", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
let contacts = ids.enumerated().compactMap { pair in
    UUID(uuidString: pair.element).map { Contact(id: $0, name: "Contact \(pair.offset)") }
}
for c in contacts { print(c.id.uuidString, c.name) }
print(contacts[0].id == UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"))
for bad in ["", "3f2504e0-4f89-11d3-9a0c", "3f2504e0-4f89-11d3-9a0c-0305e82c330g", "3f2504e04f8911d39a0c0305e82c3301"] {
    print(UUID(uuidString: bad) == nil ? "nil for \"\(bad)\"" : "parsed \(bad)")
}
let lookup = Dictionary(uniqueKeysWithValues: contacts.map { ($0.id, $0.name) })
if let id = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") { print(lookup[id] ?? "missing") }
print("\(contacts[1].id)")
// expect: 3F2504E0-4F89-11D3-9A0C-0305E82C3301 Contact 0
// expect: 00000000-0000-0000-0000-000000000000 Contact 1
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F Contact 2
// expect: true
// expect: nil for ""
// expect: nil for "3f2504e0-4f89-11d3-9a0c"
// expect: nil for "3f2504e0-4f89-11d3-9a0c-0305e82c330g"
// expect: nil for "3f2504e04f8911d39a0c0305e82c3301"
// expect: Contact 2
// expect: 00000000-0000-0000-0000-000000000000
