// A `private` helper method may be called inside its type only.
struct Grader {
    private func letter(for score: Int) -> String { score >= 90 ? "A" : "B" }
    func report(_ score: Int) -> String { "\(score): \(letter(for: score))" }
}
print(Grader().report(93))
print(Grader().letter(for: 70)) // expect error col 16: 'letter' is inaccessible due to 'private' protection level
