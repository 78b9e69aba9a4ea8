/// The version `statelab --version` and the banner print.
public enum StateLabVersion {
    public static let current = "0.1.0"
}
