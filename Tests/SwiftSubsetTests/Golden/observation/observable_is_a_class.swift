// An @Observable class keeps reference semantics and runs init/deinit normally.
import Observation
@Observable final class Store {
    var items: [String] = []
    init() { print("Store.init") }
    deinit { print("Store.deinit") }
}
do {
    let s = Store()  // expect: Store.init
    let alias = s
    alias.items.append("x")
    print(s.items)  // expect: ["x"]
}
// expect: Store.deinit
print("end")  // expect: end
