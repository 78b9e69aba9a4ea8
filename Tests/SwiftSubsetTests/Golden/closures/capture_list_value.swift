// A capture list copies the value at closure creation time.
var x = 1
let byRef = { x }
let byValue = { [x] in x }
x = 2
print(byRef(), byValue())  // expect: 2 1
var label = "old"
let greet = { [label] in "hello \(label)" }
label = "new"
print(greet())  // expect: hello old
