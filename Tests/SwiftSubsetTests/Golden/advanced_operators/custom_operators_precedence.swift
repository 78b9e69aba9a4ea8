// Custom prefix, postfix and infix operators, with a custom precedence group.
struct Vector2D { var x: Double, y: Double }
prefix operator +++
postfix operator %%
extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector = Vector2D(x: vector.x * 2, y: vector.y * 2)
        return vector
    }
}
postfix func %% (value: Double) -> Double { value / 100 }
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(afterDoubling.x, afterDoubling.y, toBeDoubled.x)  // expect: 2.0 8.0 2.0
print(25%% * 8)  // expect: 2.0
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ** (power - 1)) }
print(2 ** 3 ** 2)  // expect: 512
print(3 * 2 ** 3)  // expect: 24
infix operator +-: AdditionPrecedence
func +- (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y - r.y) }
let combined = Vector2D(x: 1, y: 2) +- Vector2D(x: 3, y: 4)
print(combined.x, combined.y)  // expect: 4.0 -2.0
