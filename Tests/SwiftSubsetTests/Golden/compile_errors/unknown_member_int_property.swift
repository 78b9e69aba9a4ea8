// A property Int does not have, reached through an array's count, is refused at compile time.
let items = ["a", "b"]
for item in items { print(item) }
if items.count.isEven { // expect error col 16: value of type 'Int' has no member 'isEven'
    print("even")
}
