// Reading a member through an optional property without `?` or unwrapping.
struct Address {
    var city: String
}

struct User {
    var name: String
    var address: Address?
}

let user = User(name: "Kim", address: Address(city: "Lima"))
print(user.address.city) // expect error col 12: value of optional type 'Address?' must be unwrapped to refer to member 'city' of wrapped base type 'Address'
