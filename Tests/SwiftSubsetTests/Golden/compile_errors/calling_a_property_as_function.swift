// `count()` written for the property `count`: an Int cannot be called.
let cart = ["milk", "eggs"]
print(cart.count()) // expect error col 12: cannot call value of non-function type 'Int'
