// An Int result cannot come from an Int and a Double: swiftc points at the Double operand.
struct Order { var items: Int; var discount: Double }
func payable(_ order: Order) -> Int {
    order.items * 10 - order.discount // expect error col 30: cannot convert value of type 'Double' to expected argument type 'Int'
}
print(payable(Order(items: 3, discount: 2.5)))
