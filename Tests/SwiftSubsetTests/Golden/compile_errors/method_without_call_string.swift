// A library method named without () where its String result was meant.
let name = "ada"
let shout = name.uppercased + "!" // expect error col 18: function produces expected type 'String'; did you mean to call it with '()'?
print(shout)
