import LiveRuntime
import StateLabTestSupport
import Testing

/// `Stepper` (`:increment`, `:decrement`) and `Slider` (`:slide`).
@Suite("Stepper and Slider")
struct StepperSliderScenarioTests {
    // Apple documentation, "Stepper" — init(_:value:in:step:): each press
    // moves the bound value by `step`; at an end of the range the button
    // is disabled, so the value never leaves it.
    @Test func aStepperMovesItsValueByItsStepWithinItsRange() {
        let s = Scenario("""
            import SwiftUI
            struct Cart: View {
                @State private var quantity = 1
                var body: some View {
                    Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...5, step: 2)
                }
            }
            """).expectSuccess("""
            :launch Cart --single-pass
            :increment Quantity
            :increment Quantity
            :increment Quantity
            """)
        #expect(s.session.screen.steppers == ["Quantity: 5"])
        s.expectSuccess(":decrement Quantity\n:decrement Quantity\n:decrement Quantity")
        #expect(s.session.screen.steppers == ["Quantity: 1"])
    }

    // Apple documentation, "Stepper" — init(_:onIncrement:onDecrement:):
    // the actions run when + and − are pressed.
    @Test func aStepperWithActionsRunsThem() {
        let s = Scenario("""
            import SwiftUI
            struct Counter: View {
                @State private var value = 0
                var body: some View {
                    Stepper("Value \\(value)", onIncrement: { value += 10 }, onDecrement: { print("down") })
                }
            }
            """).expectSuccess(":launch Counter --single-pass\n:increment Value\n:decrement Value")
        #expect(s.session.screen.steppers == ["Value 10"])
        #expect(s.printed == ["down"])
    }

    // Apple documentation, "Slider" — init(value:in:step:label:): the value
    // stays within the bounds and moves in steps from the lower bound.
    @Test func aSliderWritesADoubleInItsRangeSnappedToItsStep() {
        let s = Scenario("""
            import SwiftUI
            struct Mixer: View {
                @State private var volume = 50.0
                var body: some View {
                    Slider(value: $volume, in: 0...100, step: 10) { Text("Volume") }
                    Text("volume \\(Int(volume))")
                }
            }
            """).expectSuccess(":launch Mixer --single-pass\n:slide Volume 64")
        #expect(ControlTexts.all(s.session.viewTree()).contains("volume 60"))
        s.expectSuccess(":slide Volume 250")
        #expect(ControlTexts.all(s.session.viewTree()).contains("volume 100"))
    }
}
