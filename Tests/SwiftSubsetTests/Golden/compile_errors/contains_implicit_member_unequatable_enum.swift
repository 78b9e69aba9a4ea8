// An enum with a payload is not `Equatable` unless it says so: `contains(.case)` is refused.
enum Step {
    case wait(seconds: Int)
    case done
}

let plan: [Step] = [.wait(seconds: 2), .done]
print(plan.contains(.done))  // expect error col 12: referencing instance method 'contains' on 'Sequence' requires that 'Step' conform to 'Equatable'
