// An `inout` parameter takes its argument with `&` written at the call.
func addBonus(_ score: inout Int, _ bonus: Int) { score += bonus }
var points = 10
addBonus(points, 5) // expect error col 10: passing value of type 'Int' to an inout parameter requires explicit '&'
print(points)
