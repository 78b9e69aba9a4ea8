// A computed global's explicit getter that can end without a value is "missing return in getter", at its closing brace
var base = 4
var doubled: Int {
    get {
        let result = base * 2
        print(result)
    } // expect error col 5: missing return in getter expected to return 'Int'
}
print(doubled)
