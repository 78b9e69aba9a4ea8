// throw and do/catch with enum error patterns.
enum VendingError: Error {
    case outOfStock
    case insufficientFunds(needed: Int)
}
func buy(_ item: String, coins: Int) throws -> String {
    if item == "gum" { throw VendingError.outOfStock }
    if coins < 5 { throw VendingError.insufficientFunds(needed: 5 - coins) }
    return "bought \(item)"
}
for (item, coins) in [("soda", 10), ("gum", 10), ("soda", 2)] {
    do {
        print(try buy(item, coins: coins))
    } catch VendingError.outOfStock {
        print("out of stock")
    } catch VendingError.insufficientFunds(let needed) {
        print("need \(needed) more")
    } catch {
        print("other", error)
    }
}
// expect: bought soda
// expect: out of stock
// expect: need 3 more
