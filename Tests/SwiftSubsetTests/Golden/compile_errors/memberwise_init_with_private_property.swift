// A struct's memberwise initializer is as private as its most private
// stored property: with `private var last: Int?`, `Throttle(interval: 3)`
// can only be written inside Throttle. Give it an `init(interval:)` of its
// own, or make the property `private(set)`.
struct Throttle {
    private var last: Int?
    let interval: Int
    static func standard() -> Throttle { Throttle(interval: 5) }
    mutating func shouldFire(at t: Int) -> Bool {
        if let l = last, t - l < interval { return false }
        last = t
        return true
    }
}
var standard = Throttle.standard()
print(standard.shouldFire(at: 0), standard.shouldFire(at: 2))
var th = Throttle(interval: 3) // expect error col 10: 'Throttle' initializer is inaccessible due to 'private' protection level
