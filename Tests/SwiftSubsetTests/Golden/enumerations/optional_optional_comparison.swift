// Nested optionals distinguish "no value" from "a value that is nil".
let settings: [String: Int?] = ["volume": 7, "balance": nil]
let volume = settings["volume"]
let balance = settings["balance"]
let missing = settings["bass"]
print(volume as Any)  // expect: Optional(Optional(7))
print(balance as Any)  // expect: Optional(nil)
print(missing as Any)  // expect: nil
print(balance == nil, missing == nil)  // expect: false true
print(balance == .some(nil))  // expect: true
if let inner = balance { print("key present, value \(inner as Any)") }  // expect: key present, value nil
let flat = settings["volume"] ?? nil
print(flat as Any)  // expect: Optional(7)
