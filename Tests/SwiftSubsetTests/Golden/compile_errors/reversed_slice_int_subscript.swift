// The three newest are a Slice of a ReversedCollection: its indices are not Ints, so [0] fits no subscript.
let visits = ["home", "news", "mail", "shop"]
let newest = visits.reversed().prefix(3)
print(newest[0]) // expect error col 13: no exact matches in call to subscript 
