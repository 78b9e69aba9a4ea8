// A top-level `guard var` binding is one variable: a function that changes it changes what the top level reads.
guard var attempts = Int("0") else { fatalError("not a number") }

func retry() {
    attempts += 1
}

retry()
retry()
print(attempts)  // expect: 2
