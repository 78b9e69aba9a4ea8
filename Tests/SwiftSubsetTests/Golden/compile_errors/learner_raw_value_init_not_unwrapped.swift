// An enum made from a raw value is stored where a plain Color is expected, without unwrapping the optional.
enum Color: String {
    case red, green, blue
}

let input = "green"
let color: Color = Color(rawValue: input) // expect error col 20: value of optional type 'Color?' must be unwrapped to a value of type 'Color'
print(color)
