// guard with continue and break inside a loop.
let words = ["apple", "", "kiwi", "stop", "plum"]
for w in words {
    guard !w.isEmpty else { print("skip empty"); continue }
    guard w != "stop" else { print("stopping"); break }
    print("word", w)
}
// expect: word apple
// expect: skip empty
// expect: word kiwi
// expect: stopping
