// A protocol's read-only requirement written as a `let`.
protocol Identified {
    let id: Int // expect error col 9: protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier
}
struct User: Identified {
    let id: Int
}
print(User(id: 7).id)
