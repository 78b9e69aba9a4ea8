// A guard with nothing to check before its else.
func load(_ name: String?) {
    guard else { return } // expect error col 5: missing condition in 'guard' statement
    print(name ?? "none")
}
load("a")
