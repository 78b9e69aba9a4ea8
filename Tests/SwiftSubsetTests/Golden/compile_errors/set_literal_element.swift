// A Set's literal is checked element by element, as an array's.
let allowed: Set<String> = ["tea", "coffee", 3] // expect error col 46: cannot convert value of type 'Int' to expected element type 'String'
print(allowed.count)
