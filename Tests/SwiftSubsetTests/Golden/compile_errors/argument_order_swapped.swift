// Labelled arguments go in the order the parameters are declared.
struct User { let name: String; let age: Int }
let user = User(age: 36, name: "Ada") // expect error col 26: argument 'name' must precede argument 'age'
print(user)
