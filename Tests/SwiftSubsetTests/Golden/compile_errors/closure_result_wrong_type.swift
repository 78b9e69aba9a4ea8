// A closure stored with a written function type must produce that type: an Int where String is the result is refused at the expression.
struct Score { var points: Int }
let label: (Score) -> String = { score in score.points * 10 } // expect error col 56: cannot convert value of type 'Int' to closure result type 'String'
print(label(Score(points: 2)))
