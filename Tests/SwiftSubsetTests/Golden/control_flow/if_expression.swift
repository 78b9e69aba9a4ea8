// if and switch used as expressions (Swift 5.9+).
let temp = 31
let feel = if temp > 30 { "hot" } else if temp > 15 { "mild" } else { "cold" }
print(feel)  // expect: hot
let code = 404
let text: String = switch code {
case 200: "ok"
case 404: "not found"
default: "error"
}
print(text)  // expect: not found
