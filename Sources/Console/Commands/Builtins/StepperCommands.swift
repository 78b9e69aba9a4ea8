import LiveRuntime

extension Command {
    /// `:increment LABEL`: a stepper's +.
    static var increment: Command { stepper("increment", sign: "+", way: "up") }
    /// `:decrement LABEL`: a stepper's −.
    static var decrement: Command { stepper("decrement", sign: "−", way: "down") }

    private static func stepper(_ name: String, sign: String, way: String) -> Command { Command(
        name: name,
        arguments: "LABEL",
        summary: "Press the \(sign) of the stepper labelled LABEL",
        details: """
            Presses the \(sign) button of the Stepper labelled LABEL among the views
            on screen (VoiceOver calls it \(name)), in one transaction: its value
            moves \(way) by its step through its binding, never past its range, or
            its \(name == "increment" ? "onIncrement" : "onDecrement") action runs. A label that shows the
            value ("Quantity: 3") can be named by its start (:\(name) Quantity).
            Tab completes the steppers on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(name == "increment" ? .increment : .decrement, invocation)
            return .done
        },
        completeArgument: { request, context in
            LabelCompletion.candidates(for: request, onScreen: context.session.screen.steppers)
        }
    ) }
}
