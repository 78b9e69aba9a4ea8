// Observers do not run for the initial value or for assignments inside init.
final class Model {
    var value: Int { didSet { print("didSet", oldValue, value) } }
    init() {
        value = 1
        value = 2
        print("init done", value)
    }
    func update() { value = 3 }
}
let m = Model()  // expect: init done 2
m.update()  // expect: didSet 2 3
