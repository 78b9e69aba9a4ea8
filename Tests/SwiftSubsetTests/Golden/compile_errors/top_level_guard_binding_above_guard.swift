// A function written above a top-level `guard let` cannot name its binding: the name is not declared yet.
func greeting() -> String {
    "Hello, " + name  // expect error col 17: cannot find 'name' in scope
}

guard let name = Optional("Ada") else { fatalError("no name") }
print(greeting())
