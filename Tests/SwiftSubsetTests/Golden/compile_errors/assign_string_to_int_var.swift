// A variable keeps the type it was declared with.
var count = 1
count = "two" // expect error col 9: cannot assign value of type 'String' to type 'Int'
print(count)
