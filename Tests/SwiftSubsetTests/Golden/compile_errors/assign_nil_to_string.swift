// nil cannot be assigned to a variable that is not optional.
var nickname = "Bo"
nickname = nil // expect error col 12: 'nil' cannot be assigned to type 'String'
print(nickname)
