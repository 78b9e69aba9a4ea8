// A dictionary literal's values must be the declared value type.
let ages: [String: Int] = ["Ada": 36, "Alan": "41"] // expect error col 47: cannot convert value of type 'String' to expected dictionary value type 'Int'
print(ages)
