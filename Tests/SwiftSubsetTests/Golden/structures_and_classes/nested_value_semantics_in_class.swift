// Value vs reference semantics with nested structs inside a class and copies.
struct Address { var city: String }
struct Profile { var name: String; var address: Address; var tags: [String] }
final class Session { var profile: Profile; init(profile: Profile) { self.profile = profile } }
var original = Profile(name: "Ann", address: Address(city: "Oslo"), tags: ["a"])
var copy = original
copy.address.city = "Rome"
copy.tags.append("b")
let session = Session(profile: original)
let alias = session
alias.profile.address.city = "Lima"
alias.profile.tags += ["c", "d"]
original.name = "Anna"
print(original.address.city, copy.address.city, session.profile.address.city)
print(original.tags, copy.tags, session.profile.tags, session.profile.name)
var profiles = [original, copy]
profiles[1].address.city.append("!")
for i in profiles.indices { profiles[i].tags.removeAll() }
print(profiles.map(\.address.city), profiles.map(\.tags.count), copy.tags.count)
// expect: Oslo Rome Lima
// expect: ["a"] ["a", "b"] ["a", "c", "d"] Ann
// expect: ["Oslo", "Rome!"] [0, 0] 2
