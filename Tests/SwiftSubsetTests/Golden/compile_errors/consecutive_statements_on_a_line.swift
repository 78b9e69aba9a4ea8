// Two statements written on one line with nothing between them.
var score = 10
score += 5 print(score) // expect error col 11: consecutive statements on a line must be separated by ';'
