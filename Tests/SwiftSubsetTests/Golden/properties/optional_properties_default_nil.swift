// Optional stored properties with no default start as nil in classes and structs.
final class Profile {
    var avatarURL: String?
    var age: Int?
    let name: String
    init(name: String) { self.name = name }
}
let p = Profile(name: "Zoe")
print(p.avatarURL as Any, p.age as Any)  // expect: nil nil
p.age = 30
print(p.age! + 1)  // expect: 31
struct Filter {
    var query: String?
    var limit: Int?
    var isActive: Bool { query != nil || limit != nil }
}
var filter = Filter()
print(filter.isActive)  // expect: false
filter.limit = 10
print(filter.isActive, filter)  // expect: true Filter(query: nil, limit: Optional(10))
