// An array of prices where one entry is replaced by a label.
var prices = [2, 5, 9]
prices[1] = "free" // expect error col 13: cannot assign value of type 'String' to subscript of type 'Int'
print(prices)
