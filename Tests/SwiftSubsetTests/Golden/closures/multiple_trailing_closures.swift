// Multiple trailing closures: the first is unlabelled, the rest labelled.
func load(id: Int, onSuccess: (String) -> Void, onFailure: (Int) -> Void) {
    if id > 0 { onSuccess("item \(id)") } else { onFailure(id) }
}
load(id: 7) { item in
    print("got", item)
} onFailure: { code in
    print("failed", code)
}
// expect: got item 7
load(id: -1) { print("got", $0) } onFailure: { print("failed", $0) }  // expect: failed -1
func pair(first: () -> Int, second: () -> Int) -> Int { first() * 10 + second() }
print(pair { 4 } second: { 2 })  // expect: 42
