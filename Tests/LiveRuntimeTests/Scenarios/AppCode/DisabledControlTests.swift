import LiveRuntime
import StateLabTestSupport
import Testing

/// Forms that disable their submit button until they are filled in.
@Suite("Disabled controls")
struct DisabledControlTests {
    /// `.disabled(true)` on a control, or on a view around it (SwiftUI
    /// passes it down), makes the control not respond: `:tap`, `:type`,
    /// `:toggle` and the other commands refuse it and run nothing.
    @Test("a disabled button, field or toggle does not respond")
    func disabledControlsDoNotRespond() {
        let s = Scenario("""
            import SwiftUI
            struct SignUp: View {
                @State private var email = ""
                @State private var agreed = false
                @State private var locked = false
                private var canSubmit: Bool { email.contains("@") && agreed }
                var body: some View {
                    Form {
                        Section {
                            TextField("Email", text: $email)
                            Toggle("I agree", isOn: $agreed)
                        }
                        .disabled(locked)
                        Button("Create account") { print("created \\(email)"); locked = true }
                            .disabled(!canSubmit)
                    }
                }
            }
            """).run(":launch SignUp --single-pass\n:tap Create account")
        #expect(s.refusals == [.disabled(label: "Create account")])
        s.expectSuccess(":type Email ada@x.io\n:toggle I agree\n:tap Create account")
        #expect(s.printed == ["created ada@x.io"])
        s.run(":type Email bob@x.io\n:toggle I agree")
        #expect(s.refusals.suffix(2) == [.disabled(label: "Email"), .disabled(label: "I agree")])
        #expect(s.texts.contains("Create account"))
    }
}
