// An async function called from another async function without await.
func fetchScore() async -> Int {
    42
}

func showScore() async {
    let score = fetchScore() // expect error col 17: expression is 'async' but is not marked with 'await'
    print("score: \(score)")
}

await showScore()
