// A closure called immediately, e.g. to build a property's initial value.
let table: [Int] = {
    var t: [Int] = []
    for i in 1...4 { t.append(i * i) }
    return t
}()
print(table)  // expect: [1, 4, 9, 16]
struct Config {
    let name: String = {
        print("computing name")
        return "cfg"
    }()
}
print("before")  // expect: before
let c = Config()  // expect: computing name
print(c.name)  // expect: cfg
