// Changing the loop's element instead of the array: the element is a constant.
var prices = [10, 20, 30]
for price in prices {
    price = price * 2 // expect error col 5: cannot assign to value: 'price' is a 'let' constant
}
print(prices)
