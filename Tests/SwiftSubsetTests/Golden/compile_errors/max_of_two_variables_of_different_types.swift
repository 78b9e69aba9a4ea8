// Two parameters, an Int and a Double, where the function returns a
// Double: the result fixes `max`'s type, and the Int is not one.
func bestScore(rounds: Int, average: Double) -> Double {
    max(average, rounds) // expect error col 18: cannot convert value of type 'Int' to expected argument type 'Double'
}
print(bestScore(rounds: 3, average: 2.5))
