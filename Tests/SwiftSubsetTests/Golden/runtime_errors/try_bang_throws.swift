// try! on a call that throws traps, quoting the error.
enum LoadError: Error { case missing }
func load(_ ok: Bool) throws -> String {
    if ok { return "loaded" }
    throw LoadError.missing
}
print(try! load(true))  // expect: loaded
print(try! load(false))
// expect runtime error: 'try!' expression unexpectedly raised an error: main.LoadError.missing
