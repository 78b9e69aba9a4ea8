// Just enough of SwiftUI's and Combine's declarations for a lesson's
// exercise code to compile with swiftc on Linux, where SwiftUI does not
// exist. It does not behave like SwiftUI: `statelab-bench course` uses it
// only to measure what compiling and running a learner's code costs a
// course that checks answers by compiling them.

protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    var body: Never { fatalError() }
}

struct EmptyView: View { var body: Never { fatalError() } }
struct TupleView<T>: View { let value: T; var body: Never { fatalError() } }
struct ConditionalView<A: View, B: View>: View { var body: Never { fatalError() } }

@resultBuilder
enum ViewBuilder {
    static func buildBlock() -> EmptyView { EmptyView() }
    static func buildBlock<V: View>(_ view: V) -> V { view }
    static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView<(repeat each V)> { TupleView(value: (repeat each views)) }
    static func buildEither<A: View, B: View>(first: A) -> ConditionalView<A, B> { ConditionalView() }
    static func buildEither<A: View, B: View>(second: B) -> ConditionalView<A, B> { ConditionalView() }
    static func buildOptional<V: View>(_ view: V?) -> ConditionalView<V, EmptyView> { ConditionalView() }
    static func buildExpression<V: View>(_ view: V) -> V { view }
}

struct Text: View {
    init(_ text: String) {}
    var body: Never { fatalError() }
}

struct Button: View {
    init(_ title: String, action: @escaping () -> Void) {}
    var body: Never { fatalError() }
}

struct VStack<Content: View>: View {
    init(@ViewBuilder content: () -> Content) {}
    var body: Never { fatalError() }
}

struct NavigationStack<Content: View>: View {
    init(@ViewBuilder content: () -> Content) {}
    var body: Never { fatalError() }
}

struct NavigationLink<Destination: View>: View {
    init(_ title: String, @ViewBuilder destination: () -> Destination) {}
    var body: Never { fatalError() }
}

struct ModifiedView<Content: View>: View { var body: Never { fatalError() } }

extension View {
    func task(_ action: @escaping () async -> Void) -> ModifiedView<Self> { ModifiedView() }
    func onAppear(perform action: @escaping () -> Void) -> ModifiedView<Self> { ModifiedView() }
}

protocol ObservableObject: AnyObject {}

@propertyWrapper struct Published<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@propertyWrapper struct State<Value> {
    var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    private let value: Value
    init(wrappedValue: Value) { value = wrappedValue }
}

@propertyWrapper struct StateObject<Object: ObservableObject> {
    let wrappedValue: Object
    init(wrappedValue thunk: @autoclosure @escaping () -> Object) { wrappedValue = thunk() }
}

@propertyWrapper struct ObservedObject<Object: ObservableObject> {
    var wrappedValue: Object
    init(wrappedValue: Object) { self.wrappedValue = wrappedValue }
}
