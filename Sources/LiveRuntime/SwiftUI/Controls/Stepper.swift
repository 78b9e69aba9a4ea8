import SwiftSubset
import ViewGraph

/// `Stepper(title, value: $n, in: 1...10, step: 1)` and
/// `Stepper(title, onIncrement:onDecrement:)`: `:increment TITLE` and
/// `:decrement TITLE` are its + and − (VoiceOver's increment and decrement
/// actions). With a value binding, each moves the value by `step`, never
/// past the range (at an end the button is disabled: nothing happens).
final class StepperControl: HostControl {
    let label: String
    let value: BindingValue?
    /// The closed range's ends, if it has them.
    let lower: Double?, upper: Double?
    let step: Double
    let onIncrement: FunctionValue?, onDecrement: FunctionValue?
    unowned let runtime: Runtime

    init(label: String, value: BindingValue?, lower: Double?, upper: Double?, step: Double,
         onIncrement: FunctionValue?, onDecrement: FunctionValue?, runtime: Runtime) {
        self.label = label
        self.value = value
        self.lower = lower
        self.upper = upper
        self.step = step
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.runtime = runtime
    }

    var commands: [String] { ["increment", "decrement"] }
    var choices: [String] { [] }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        let up = command == "increment"
        if let action = up ? onIncrement : onDecrement {
            _ = try runtime.call(action, [], at: nil)
            return
        }
        guard let value else { return }
        let current = try value.getter()
        guard let number = ControlContent.number(current) else { return }
        var next = number + (up ? step : -step)
        if let upper { next = min(next, upper) }
        if let lower { next = max(next, lower) }
        guard next != number else { return }
        if case .int = current.unwrappedIfOptional {
            try value.setter(.int(Int(next.rounded())))
        } else {
            try value.setter(.double(next))
        }
    }
}

extension Library {
    func installStepper() {
        let stepper = swiftUIViewType("Stepper")
        func make(_ rt: Runtime, label: String, value: Value, range: Value, step: Value, at: SourcePosition) throws(Unwind) -> Value {
            let (lower, upper) = try Library.bounds(of: range, rt: rt, at: at)
            let control = StepperControl(label: label, value: value.nativeObject as? BindingValue, lower: lower, upper: upper,
                                         step: ControlContent.number(step) ?? 1, onIncrement: nil, onDecrement: nil, runtime: rt)
            return ViewValue.primitive("Stepper", .control(control), summary: label, shown: [ViewValue.shown("value", rt) { rt throws(Unwind) in
                try control.value?.shownValue.map { v throws(Unwind) in try rt.library.describe(v, rt: rt, at: at) } ?? ""
            }])
        }
        staticMethod(stepper, "init(_:value:in?:step?:)", .nominal(stepper, []), types: [.string] + Library.valueRangeStep(self)) { rt, _, args, at throws(Unwind) in
            try make(rt, label: try rt.library.describe(args[0], rt: rt, at: at), value: args[1], range: args[2], step: args[3], at: at)
        }
        staticMethod(stepper, "init(value:in?:step?:^label:)", .nominal(stepper, []), types: Library.valueRangeStep(self)) { rt, _, args, at throws(Unwind) in
            let label = try rt.call(try Library.function(args[3], at), [], at: at)
            return try make(rt, label: ControlContent.text(of: label), value: args[0], range: args[1], step: args[2], at: at)
        }
        staticMethod(stepper, "init(_:onIncrement:onDecrement:)", .nominal(stepper, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            let label = try rt.library.describe(args[0], rt: rt, at: at)
            let control = StepperControl(label: label, value: nil, lower: nil, upper: nil, step: 1,
                                         onIncrement: try Library.function(args[1], at), onDecrement: try Library.function(args[2], at),
                                         runtime: rt)
            return ViewValue.primitive("Stepper", .control(control), summary: label)
        }
    }

    /// `value:`, `in:` and `step:` take no trailing closure: the closure
    /// after them is the label.
    static func valueRangeStep(_ library: Library) -> [StaticType] {
        guard let binding = library.types["Binding"], let range = library.types["Range"] else { return [] }
        return [.nominal(binding, []), .nominal(range, []), .double]
    }

    /// A range's ends as numbers (`1...10`, `0.0...1.0`); nil where it has none.
    static func bounds(of range: Value, rt: Runtime, at: SourcePosition) throws(Unwind) -> (Double?, Double?) {
        guard range.isRange else { return (nil, nil) }
        let lower = ControlContent.number(try rt.readNamed(range, "lowerBound", at: at))
        let upper = ControlContent.number(try rt.readNamed(range, "upperBound", at: at))
        return (lower, upper)
    }
}
