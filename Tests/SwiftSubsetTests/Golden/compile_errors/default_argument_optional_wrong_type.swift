// An optional parameter's default: swiftc names the wrapped type it cannot convert to.
struct Badge {
    func label(prefix: String? = 3) -> String { (prefix ?? "") + "badge" } // expect error col 34: default argument value of type 'Int' cannot be converted to type 'String'
}
print(Badge().label())
