// The name goes first in greet's declaration; the call writes the labelled greeting before it.
func greet(_ name: String, greeting: String) {
    print("\(greeting), \(name)!")
}

greet(greeting: "Yo", "Ann") // expect error col 23: unnamed argument #2 must precede argument 'greeting'
