// What swiftc accepts beside the mutability errors of compile_errors/: changes through a let class reference, a nonmutating setter, let constants given their value later or in an initializer, inout variables, mutating methods on variables, a closure in a mutating method.
final class Model {
    var count = 0
    let name: String
    init(name: String) { self.name = name }
}
let model = Model(name: "m")
model.count += 1
model.count = model.count * 10

struct Wrapper {
    let box: Model
    func bump() { box.count += 1 }
    var shown: Int {
        get { box.count }
        nonmutating set { box.count = newValue }
    }
}
let wrapper = Wrapper(box: model)
wrapper.bump()
wrapper.shown = 42
print(model.count)  // expect: 42

let answer: Int
if model.count > 40 { answer = 1 } else { answer = 2 }
print(answer)  // expect: 1

struct Point {
    let x: Int
    var y: Int
    init(x: Int) {
        self.x = x
        y = x * 2
    }
    mutating func moveUp() {
        let step = { (amount: Int) -> Int in amount + 1 }
        y = step(y)
    }
}
var point = Point(x: 3)
point.moveUp()
print(point.y)  // expect: 7

func double(_ value: inout Int) { value *= 2 }
var total = 4
double(&total)
print(total)  // expect: 8

var names = ["b", "a"]
names.sort()
names[0] = "A"
var shouted: [String] = []
for var name in names {
    name += "!"
    shouted.append(name)
}
print(shouted)  // expect: ["A!", "b!"]
if var first = names.first {
    first += "?"
    print(first)  // expect: A?
}
