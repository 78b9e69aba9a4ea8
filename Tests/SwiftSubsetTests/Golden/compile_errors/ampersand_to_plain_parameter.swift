// `&` goes only with an `inout` parameter.
func describe(_ count: Int) -> String { "\(count) items" }
var total = 3
print(describe(&total)) // expect error col 16: '&' used with non-inout argument of type 'Int'
