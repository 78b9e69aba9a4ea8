// A name used in a loop's body above the `let` that declares it there: swiftc sees the local from its whole block.
import Foundation
func report(_ prices: [Double]) {
    for price in prices {
        if price > 10 {
            print("large:", rounded) // expect error col 29: use of local variable 'rounded' before its declaration
        }
        let rounded = (price * 100).rounded() / 100
        print(rounded)
    }
}
report([12.345, 3.5])
