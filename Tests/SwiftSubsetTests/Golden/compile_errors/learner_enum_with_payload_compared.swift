// An order's state compared with == although the enum, whose cases carry payloads, never declared Equatable.
enum OrderState {
    case cart(items: Int)
    case paid(amount: Int)
    case shipped
}

var state = OrderState.cart(items: 2)
state = .shipped
if state == .shipped { // expect error col 10: binary operator '==' cannot be applied to two 'OrderState' operands
    print("on its way")
}
