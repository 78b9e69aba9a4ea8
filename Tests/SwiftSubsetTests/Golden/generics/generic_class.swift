// A generic class shared by reference; a generic subclass specialises it.
class Store<Value> {
    var items: [Value] = []
    func add(_ v: Value) { items.append(v) }
}
final class Log: Store<String> {
    override func add(_ v: String) { super.add("[log] " + v) }
}
let s = Store<Int>()
let alias = s
alias.add(1); s.add(2)
print(s.items)  // expect: [1, 2]
let log = Log()
log.add("start")
print(log.items)  // expect: ["[log] start"]
