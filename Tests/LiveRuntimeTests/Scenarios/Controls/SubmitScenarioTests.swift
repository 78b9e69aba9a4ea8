import LiveRuntime
import StateLabTestSupport
import Testing

/// `.onSubmit` and `:submit`: Return pressed in a field. Before, `.onSubmit`
/// was accepted as styling and never ran.
@Suite("Submitting fields")
struct SubmitScenarioTests {
    /// Apple documentation, "onSubmit(of:_:)": a TextField or SecureField
    /// triggers the action "when the user hits the hardware or software
    /// return key"; it may be set "on an individual view or an entire view
    /// hierarchy". The sign-up form of Hacking with Swift's "How to make a
    /// TextField or TextEditor have default focus": Return on the email
    /// field moves focus to the password field (`focused = .password`);
    /// the field pressed ends editing, so focus is nil unless an action
    /// moves it.
    @Test("Return moves focus through a form's fields and submits it")
    func returnMovesFocusAndSubmits() {
        let s = Scenario("""
            import SwiftUI
            struct SignUp: View {
                enum Field: Hashable { case email, password }
                @State private var email = ""
                @State private var password = ""
                @FocusState private var focused: Field?
                @State private var done = false
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                            .focused($focused, equals: .email)
                            .onSubmit { focused = .password }
                        SecureField("Password", text: $password)
                            .focused($focused, equals: .password)
                        if done { Text("Welcome \\(email)") }
                    }
                    .onSubmit { if email.contains("@") && password.count >= 8 { done = true } else { print("invalid") } }
                    .onChange(of: focused) { print("focus", focused.map { "\\($0)" } ?? "none") }
                }
            }
            """).expectSuccess("""
            :launch SignUp --single-pass
            :type Email ada@example.com
            :submit Email
            :type Password longenough
            :submit Password
            """)
        // Return in Email reaches both actions, the field's first; the form's
        // finds the password empty (submitScope exists to stop exactly this).
        #expect(s.printed == ["focus email", "invalid", "focus password", "focus none"])
        #expect(s.texts.contains("Welcome ada@example.com"))
    }

    /// Apple documentation, "submitScope(_:)": it "prevents submission
    /// triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up"; "SubmitTriggers":
    /// `.search` actions run for the `.searchable` field only.
    @Test("submitScope stops a field's submission; .search actions run for the search field only")
    func scopeAndSearchTrigger() {
        let s = Scenario("""
            import SwiftUI
            struct Messages: View {
                @State private var query = ""
                @State private var tags = ""
                @State private var title = ""
                var body: some View {
                    NavigationStack {
                        Form {
                            TextField("Title", text: $title)
                            TextField("Tags", text: $tags).submitScope()
                        }
                        .onSubmit { print("form submitted \\(title)") }
                        .searchable(text: $query, prompt: "Find")
                        .onSubmit(of: .search) { print("search for \\(query)") }
                    }
                }
            }
            """).expectSuccess("""
            :launch Messages --single-pass
            :type Tags swift
            :submit Tags
            :type Title Hello
            :submit Title
            :type Find ui
            :submit Find
            """)
        #expect(s.printed == ["form submitted Hello", "search for ui"])
    }
}
