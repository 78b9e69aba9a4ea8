// updateValue and removeValue return the old value; assigning nil removes a key.
var capitals = ["FR": "Paris", "DE": "Bonn"]
let old = capitals.updateValue("Berlin", forKey: "DE")
print(old as Any)  // expect: Optional("Bonn")
print(capitals.updateValue("Rome", forKey: "IT") as Any)  // expect: nil
capitals["FR"] = nil
print(capitals.count, capitals["FR"] as Any)  // expect: 2 nil
print(capitals.removeValue(forKey: "IT") as Any)  // expect: Optional("Rome")
print(capitals)  // expect: ["DE": "Berlin"]
if let (code, city) = capitals.first {
    print(code, city)  // expect: DE Berlin
}
capitals.merge(["ES": "Madrid", "DE": "Berlin!"]) { current, _ in current }
print(capitals["DE"]!, capitals.count)  // expect: Berlin 2
