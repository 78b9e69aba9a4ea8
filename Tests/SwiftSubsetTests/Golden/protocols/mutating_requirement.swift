// A mutating protocol requirement implemented by a struct and a class.
protocol Toggleable { mutating func toggle() }
struct Switch: Toggleable { var on = false; mutating func toggle() { on.toggle() } }
final class Lamp: Toggleable { var lit = false; func toggle() { lit.toggle() } }
var s = Switch()
s.toggle()
print(s.on)  // expect: true
let lamp = Lamp()
lamp.toggle()
print(lamp.lit)  // expect: true
func flipTwice<T: Toggleable>(_ t: inout T) { t.toggle(); t.toggle() }
flipTwice(&s)
print(s.on)  // expect: true
