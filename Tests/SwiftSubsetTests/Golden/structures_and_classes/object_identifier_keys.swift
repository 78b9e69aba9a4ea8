// ObjectIdentifier keys and identity checks for class instances.
final class Tab { let title: String; init(_ t: String) { title = t } }
let a = Tab("a"), b = Tab("b")
var badges: [ObjectIdentifier: Int] = [ObjectIdentifier(a): 1]
badges[ObjectIdentifier(b), default: 0] += 5
badges[ObjectIdentifier(a)]! += 1
print(badges[ObjectIdentifier(a)]!, badges[ObjectIdentifier(b)]!, badges.count)
print(ObjectIdentifier(a) == ObjectIdentifier(a), ObjectIdentifier(a) == ObjectIdentifier(b), a === b)
let seen = Set([ObjectIdentifier(a), ObjectIdentifier(a), ObjectIdentifier(b)])
print(seen.count, ObjectIdentifier(Tab.self) == ObjectIdentifier(Tab.self))
// expect: 2 5 2
// expect: true false false
// expect: 2 true
