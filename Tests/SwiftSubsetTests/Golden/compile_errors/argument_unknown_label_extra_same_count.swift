// As many arguments as parameters, one under a label no parameter is near: it is extra, not relabelled.
func score(name: String, points: Int, bonus: Int) -> Int {
    points + bonus
}

print(score(name: "Ann", bonus: 2, extra: 3))  // expect error col 43: extra argument 'extra' in call
