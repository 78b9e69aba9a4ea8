// An enum with a String raw type given a case with an associated value: raw-value enums cannot carry payloads.
enum Drink: String {
    case coffee
    case tea
    case custom(String) // expect error col 10: enum with raw type cannot have cases with arguments
}
