// Static properties and methods belong to the type, not instances.
struct Temperature {
    static let freezing = 0
    static var created = 0
    var value: Int
    init(_ v: Int) { value = v; Temperature.created += 1 }
    static func zero() -> Temperature { Temperature(freezing) }
}
_ = Temperature(5)
let z = Temperature.zero()
print(z.value, Temperature.created)  // expect: 0 2
