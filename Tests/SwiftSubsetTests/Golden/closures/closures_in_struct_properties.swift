// Closures stored in struct properties, with defaults and optional callbacks.
struct Validator {
    var name: String
    var rule: (String) -> Bool
    var onFailure: ((String) -> Void)? = nil
    func validate(_ input: String) -> Bool {
        let ok = rule(input)
        if !ok { onFailure?(name) }
        return ok
    }
}
var failures: [String] = []
let validators = [
    Validator(name: "nonEmpty", rule: { !$0.isEmpty }, onFailure: { failures.append($0) }),
    Validator(name: "short", rule: { $0.count < 6 }),
    Validator(name: "lowercase", rule: { $0 == $0.lowercased() }, onFailure: { failures.append($0) }),
]
let input = "Hello World"
let results = validators.map { $0.validate(input) }
print(results)  // expect: [true, false, false]
print(failures)  // expect: ["lowercase"]
