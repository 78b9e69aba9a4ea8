// Force-unwrapping a value that is not optional (a dictionary's count).
let stock = ["apples": 3, "pears": 0]
let kinds = stock.count! // expect error col 24: cannot force unwrap value of non-optional type 'Int'
print(kinds)
