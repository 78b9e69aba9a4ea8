// A misspelled type name in a property declaration: swiftc cannot find the type.
struct Recipe {
    var name: String
    var servings: Int
}
struct Cookbook {
    var recipes: [Recipie] = [] // expect error col 19: cannot find type 'Recipie' in scope
}
