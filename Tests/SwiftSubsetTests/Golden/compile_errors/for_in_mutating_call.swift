// A `mutating` method cannot be called on a `for … in` constant.
struct Light {
    var on = false
    mutating func toggle() { on.toggle() }
}
let lights = [Light(), Light()]
for light in lights {
    light.toggle() // expect error col 11: cannot use mutating member on immutable value: 'light' is a 'let' constant
}
