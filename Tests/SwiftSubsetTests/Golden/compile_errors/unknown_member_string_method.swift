// A String method that does not exist (uppercased() does) is refused before the program runs.
let name = "ada"
print("hello", name)
print(name.uppercase()) // expect error col 12: value of type 'String' has no member 'uppercase'
