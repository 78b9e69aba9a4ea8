// A dictionary's elements are (key, value) pairs: a loop that names three parts of each cannot match them.
let stock = ["apples": 3, "pears": 5]
for (fruit, count, price) in stock { // expect error col 30: pattern cannot match values of type '(key: String, value: Int)'
    print(fruit, count, price)
}
