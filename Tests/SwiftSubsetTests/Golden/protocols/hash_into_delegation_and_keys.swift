// hash(into:) delegating to members' hash(into:), Hasher built by hand, and dictionary keys found by a type's own ==.
struct Email: Hashable {
    let address: String
    static func == (a: Email, b: Email) -> Bool { a.address.lowercased() == b.address.lowercased() }
    func hash(into hasher: inout Hasher) { address.lowercased().hash(into: &hasher) }
}
let work = Email(address: "Ana@Example.com")
let same = Email(address: "ana@example.com")
print(work == same, work.hashValue == same.hashValue)  // expect: true true
var manual = Hasher()
"ana@example.com".hash(into: &manual)
print(manual.finalize() == work.hashValue)  // expect: true
var h1 = Hasher(), h2 = Hasher()
h1.combine(work)
h2.combine(same)
print(h1.finalize() == h2.finalize())  // expect: true
var owners: [Email: String] = [work: "Ana"]
print(owners[same] ?? "nobody", owners.count)  // expect: Ana 1
print(owners.updateValue("Ana B.", forKey: same) ?? "new", owners.count)  // expect: Ana 1
print(owners.removeValue(forKey: Email(address: "ANA@EXAMPLE.COM")) ?? "none", owners.isEmpty)  // expect: Ana B. true
let contacts: Set = [work, Email(address: "bo@example.com")]
print(contacts.count, contacts.contains(same))  // expect: 2 true
print(42.hashValue == 42.hashValue, [1, 2].hashValue == [1, 2].hashValue)  // expect: true true
