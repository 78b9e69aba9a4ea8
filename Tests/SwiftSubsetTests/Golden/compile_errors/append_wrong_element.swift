// `append` takes the array's element type.
var names = ["Ada"]
names.append(7) // expect error col 14: cannot convert value of type 'Int' to expected argument type 'String'
print(names)
