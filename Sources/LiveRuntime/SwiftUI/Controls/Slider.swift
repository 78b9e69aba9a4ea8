import SwiftSubset
import ViewGraph

/// `Slider(value: $v, in: 0...100, step: 5) { Text("Volume") }`: `:slide
/// LABEL VALUE` drags it to VALUE — kept within the range and, with a
/// step, moved to the nearest step from the lower end, as the slider's
/// thumb snaps — writing a `Double` through its binding. An unlabelled
/// slider is named "Slider".
final class SliderControl: HostControl {
    let label: String
    let value: BindingValue?
    let lower: Double, upper: Double
    let step: Double?

    init(label: String, value: BindingValue?, lower: Double, upper: Double, step: Double?) {
        self.label = label
        self.value = value
        self.lower = lower
        self.upper = upper
        self.step = step
    }

    var commands: [String] { ["slide"] }
    var choices: [String] { [] }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }

    func problem(with command: String, argument: String?) -> ControlProblem? {
        Double(argument ?? "") == nil ? .notANumber(argument ?? "") : nil
    }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        guard let value, var target = Double(argument ?? "") else { return }
        target = min(max(target, lower), upper)
        if let step, step > 0 { target = min(lower + ((target - lower) / step).rounded() * step, upper) }
        try value.setter(.double(target))
    }
}

extension Library {
    func installSlider() {
        let slider = swiftUIViewType("Slider")
        func make(_ rt: Runtime, value: Value, range: Value, step: Value, label: Value, at: SourcePosition) throws(Unwind) -> Value {
            let (lower, upper) = try Library.bounds(of: range, rt: rt, at: at)
            var title = "Slider"
            // A trailing closure is the label, unless it takes the editing
            // flag (`onEditingChanged:`).
            var takesFlag = false
            if case .function(let f) = label, case .compiled(let compiled, _, _) = f.kind { takesFlag = !compiled.parameters.isEmpty }
            if !label.isVoidValue, !takesFlag {
                let built = try rt.call(try Library.function(label, at), [], at: at)
                let text = ControlContent.text(of: built)
                if !text.isEmpty { title = text }
            }
            let control = SliderControl(label: title, value: value.nativeObject as? BindingValue, lower: lower ?? 0,
                                        upper: upper ?? 1, step: ControlContent.number(step))
            return ViewValue.primitive("Slider", .control(control), summary: title, shown: [ViewValue.shown("value", rt) { rt throws(Unwind) in
                try control.value?.shownValue.map { v throws(Unwind) in try rt.library.describe(v, rt: rt, at: at) } ?? ""
            }])
        }
        staticMethod(slider, "init(value:in?:step?:^label?:)", .nominal(slider, []), types: Library.valueRangeStep(self)) { rt, _, args, at throws(Unwind) in
            try make(rt, value: args[0], range: args[1], step: args[2], label: args[3], at: at)
        }
        staticMethod(slider, "init(value:in?:step?:onEditingChanged:)", .nominal(slider, []), types: Library.valueRangeStep(self)) { rt, _, args, at throws(Unwind) in
            try make(rt, value: args[0], range: args[1], step: args[2], label: args[3], at: at)
        }
        staticMethod(slider, "init(value:in:^label:^minimumValueLabel:^maximumValueLabel:)", .nominal(slider, [])) {
            rt, _, args, at throws(Unwind) in
            try make(rt, value: args[0], range: args[1], step: .void, label: args[2], at: at)
        }
    }
}
