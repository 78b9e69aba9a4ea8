// Observers on a global run on every assignment (compound ones and mutating calls too), never for the initial value
var log: [String] = []
var score = 0 {
    willSet { log.append("will \(score)->\(newValue)") }
    didSet { log.append("did \(oldValue)->\(score)") }
}
print(log) // expect: []
score = 5
score += 1
print(log) // expect: ["will 0->5", "did 0->5", "will 5->6", "did 5->6"]
var names: [String] = [] {
    didSet { print("names now", names.count) }
}
names.append("Ada") // expect: names now 1
names += ["Grace", "Linus"] // expect: names now 3
func rename() { names[0] = "Ada L." } 
rename() // expect: names now 3
print(names) // expect: ["Ada L.", "Grace", "Linus"]
var clamped = 0 {
    didSet { if clamped > 10 { clamped = 10 } }
}
clamped = 42
print(clamped) // expect: 10
