// A `{ get set }` requirement needs a property that can be set: a `let` is not enough
protocol Adjustable {
    var level: Int { get set }
}

struct Dimmer: Adjustable { // expect error col 8: type 'Dimmer' does not conform to protocol 'Adjustable'
    let level: Int
}

func brighten(_ thing: inout some Adjustable) { thing.level += 1 }
var lamp = Dimmer(level: 3)
brighten(&lamp)
print(lamp.level)
