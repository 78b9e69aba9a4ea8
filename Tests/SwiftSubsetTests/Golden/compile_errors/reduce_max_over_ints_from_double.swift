// `max` passed to `reduce` binds the result to the array's element type: a Double start into an [Int] is refused (the run time alone would print 3).
let scores = [1, 2, 3]
let best = scores.reduce(0.5, max) // expect error col 26: cannot convert value of type 'Double' to expected argument type 'Int'
print(best)
