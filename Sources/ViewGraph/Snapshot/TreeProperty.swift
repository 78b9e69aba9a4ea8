/// One line of a view's facts in `:tree`: a plain property
/// (`label: "child-2"`) or a piece of storage (`@State counter → Counter#1`).
public struct TreeProperty: Sendable, Equatable {
    public enum Role: String, Sendable {
        /// A plain stored property of the view struct.
        case plain
        /// Storage the view owns (`@State`, `@StateObject`).
        case owned
        /// Something the view observes (`@ObservedObject`, `@Bindable`, …).
        case observed
        /// Read from the environment.
        case environment
        case binding
    }

    public var name: String
    /// `@State`, `@StateObject`, … or empty for plain properties.
    public var wrapper: String
    public var value: String
    public var role: Role
    /// A few facts about an object value (`count 3`).
    public var detail: String

    public init(name: String, wrapper: String, value: String, role: Role, detail: String = "") {
        self.name = name
        self.wrapper = wrapper
        self.value = value
        self.role = role
        self.detail = detail
    }
}
