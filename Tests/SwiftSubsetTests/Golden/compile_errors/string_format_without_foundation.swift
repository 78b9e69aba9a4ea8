// String(format:) is Foundation's: without importing it, no initializer of String fits
let price = 4.5
let label = String(format: "$%.2f", price) // expect error col 13: no exact matches in call to initializer 
print(label)
