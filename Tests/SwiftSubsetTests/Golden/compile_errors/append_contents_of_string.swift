// Tags kept as Strings; appending the contents of one String adds Characters, which the array does not hold.
var tags = ["swift"]
let typed = "ios"
tags.append(contentsOf: typed) // expect error col 6: no exact matches in call to instance method 'append'
print(tags)
