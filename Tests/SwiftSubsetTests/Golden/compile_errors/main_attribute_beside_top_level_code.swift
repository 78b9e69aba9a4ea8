// An @main type in a file that has top-level code: the file is the entry point already, so swiftc refuses the attribute.
print("top-level code runs first")

@main // expect error col 1: 'main' attribute cannot be used in a module that contains top-level code
struct Tool {
    static func main() {
        print("main")
    }
}
