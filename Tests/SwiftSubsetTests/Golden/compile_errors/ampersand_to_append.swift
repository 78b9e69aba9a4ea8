// `&` before an argument to Array's append, which takes its element by value.
var totals = [10, 20]
var next = 30
totals.append(&next) // expect error col 15: '&' used with non-inout argument of type 'Int'
print(totals)
