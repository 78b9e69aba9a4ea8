// An argument labelled where the function's first parameter is unnamed
// (`_ key:`) and the other labelled one has a default: swiftc pairs it with
// the unnamed parameter and calls its label extraneous.
func lookup(_ key: String, default fallback: Int = 0) -> Int {
    ["a": 1][key] ?? fallback
}
print(lookup("a"), lookup("z", default: -1))
print(lookup(key: "a")) // expect error col 13: extraneous argument label 'key:' in call
