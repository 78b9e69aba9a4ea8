// A `let` declared before a loop and given a value in its body would be given one on every turn.
let scores = [3, 9, 4]
let best: Int
for score in scores where score > 5 {
    best = score // expect error col 10: immutable value 'best' may only be initialized once
}
print(scores)
