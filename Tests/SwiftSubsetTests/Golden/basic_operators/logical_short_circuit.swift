// && and || evaluate their right side only when the left side does not decide.
var log: [String] = []
func check(_ label: String, _ result: Bool) -> Bool {
    log.append(label)
    return result
}
if check("a", false) && check("b", true) { print("never") }
print(log)  // expect: ["a"]
log = []
if check("c", true) || check("d", true) { print("yes") }  // expect: yes
print(log)  // expect: ["c"]
log = []
let ok = check("e", true) && (check("f", false) || check("g", true))
print(ok, log)  // expect: true ["e", "f", "g"]
print(!true || false && true)  // expect: false
