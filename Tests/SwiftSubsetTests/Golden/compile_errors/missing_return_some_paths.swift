// Returning on some paths only.
func grade(_ score: Int) -> String {
    if score >= 90 { return "A" }
    if score >= 80 { return "B" }
} // expect error col 1: missing return in global function expected to return 'String'
print(grade(95))
