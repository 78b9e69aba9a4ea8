extension TypeInfo {
    /// Whether the type conforms to the protocol named `protocolName`,
    /// directly, through a superclass or through protocol inheritance.
    package func conforms(to protocolName: String) -> Bool {
        allProtocols.contains { $0.name == protocolName }
    }
}
