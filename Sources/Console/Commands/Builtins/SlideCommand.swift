import LiveRuntime

extension Command {
    /// `:slide LABEL VALUE`: drags a slider.
    static var slide: Command { Command(
        name: "slide",
        arguments: "LABEL VALUE",
        summary: "Drag the slider labelled LABEL to VALUE",
        details: """
            Moves the Slider labelled LABEL among the views on screen to VALUE (a
            number), kept within its range and snapped to its step, writing it
            through the slider's binding in one transaction. A slider without a
            label is called Slider. Tab completes the sliders on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.slide, invocation)
            return .done
        },
        completeArgument: { request, context in
            let sliders = context.session.screen.sliders
            if request.index > 0, sliders.contains(request.previous.joined(separator: " ")) { return [] }
            return LabelCompletion.candidates(for: request, onScreen: sliders)
        }
    ) }
}
