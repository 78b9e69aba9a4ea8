// starts(with:) and elementsEqual(_:) compare sequences element by element,
// with == or with a closure; a range and an array compare by their elements.
let history = ["home", "settings", "privacy"]
print(history.starts(with: ["home", "settings"]), history.starts(with: ["settings"]))  // expect: true false
print(["home"].starts(with: history))  // expect: false
print("statelab".starts(with: "state"))  // expect: true
print((1...3).elementsEqual([1, 2, 3]), [1, 2].elementsEqual([1, 2, 3]))  // expect: true false
let typed = ["Ada", "LIN"]
print(typed.elementsEqual(["ada", "lin"]) { $0.lowercased() == $1.lowercased() })  // expect: true
print([2, 4, 6].starts(with: [1, 2]) { $0 == $1 * 2 })  // expect: true
