// A `static let` is a constant of the type.
struct Config {
    static let maxUsers = 10
}
Config.maxUsers = 20 // expect error col 8: cannot assign to property: 'maxUsers' is a 'let' constant
print(Config.maxUsers)
