// A grade function whose if/else-if chain has no final else: the end can be reached without a return.
func letter(for score: Int) -> String {
    if score >= 90 {
        return "A"
    } else if score >= 80 {
        return "B"
    } else if score >= 70 {
        return "C"
    }
} // expect error col 1: missing return in global function expected to return 'String'
print(letter(for: 85))
