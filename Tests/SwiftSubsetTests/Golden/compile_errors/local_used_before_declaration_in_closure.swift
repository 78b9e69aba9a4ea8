// A closure's body reads a local above the line that declares it in that body.
let greet = { (name: String) in
    print(greeting + ", " + name) // expect error col 11: use of local variable 'greeting' before its declaration
    let greeting = "Hello"
    print(greeting)
}
greet("Ada")
