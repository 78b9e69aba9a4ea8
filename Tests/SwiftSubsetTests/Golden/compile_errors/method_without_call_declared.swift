// A method value stored where its result was meant.
let title = "Welcome"
let small: String = title.lowercased // expect error col 27: function produces expected type 'String'; did you mean to call it with '()'?
print(small)
