// Compound assignment works on tuple elements, struct fields, array elements and dictionary values.
struct Wallet { var coins = 10; var history: [Int] = [] }
var wallet = Wallet()
wallet.coins -= 3
wallet.history += [3]
wallet.history[0] *= 2
print(wallet.coins, wallet.history)  // expect: 7 [6]
var size = (width: 10, height: 4)
size.width /= 2
size.height <<= 1
print(size)  // expect: (width: 5, height: 8)
var stock = ["apples": 3]
stock["apples", default: 0] += 2
stock["pears", default: 0] += 1
print(stock["apples"]!, stock["pears"]!)  // expect: 5 1
var grid = [[1, 2], [3, 4]]
grid[1][0] += 10
print(grid)  // expect: [[1, 2], [13, 4]]
var text = "ab"
text += "c"
print(text)  // expect: abc
