// An optional parameter given a value of another type.
struct Player {
    var name: String
    var rank: Int?
}
let p = Player(name: "Ada", rank: "first") // expect error col 35: cannot convert value of type 'String' to expected argument type 'Int'
print(p.name)
