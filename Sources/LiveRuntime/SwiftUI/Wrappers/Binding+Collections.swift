import SwiftSubset

/// Bindings to the parts of a bound collection: `$items[0]` is a binding
/// to one element, and `ForEach($items) { $item in … }` gives each row a
/// binding to its element (rows keep their identity by the element's id).
/// Writing through one writes the whole collection back through the
/// original binding, so the owner re-renders (V7).
extension BindingValue: NativeSubscriptable {
    func subscriptGet(_ keys: [Value], rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        let getter = self.getter, setter = self.setter
        let element = BindingValue(runtime: rt, get: { () throws(Unwind) -> Value in
            try rt.library.subscriptGet(try getter(), keys, [], rt: rt, at: position)
        }, set: { (newValue: Value) throws(Unwind) in
            var whole = try getter()
            try rt.library.subscriptSet(&whole, keys, [], newValue, rt: rt, at: position)
            try setter(whole)
        })
        element.source = source
        return .native(element)
    }

    func subscriptSet(_ keys: [Value], _ newValue: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) {
        var whole = try getter()
        try rt.library.subscriptSet(&whole, keys, [], newValue, rt: rt, at: position)
        try setter(whole)
    }

    /// A binding to each element, for `ForEach($items)`.
    func elementBindings(rt: Runtime, at position: SourcePosition) throws(Unwind) -> (elements: [Value], bindings: [Value]) {
        let elements = try rt.library.elements(of: try getter(), rt: rt, at: position)
        let bindings = try elements.indices.map { (i: Int) throws(Unwind) -> Value in
            try subscriptGet([.int(i)], rt: rt, at: position)
        }
        return (elements, bindings)
    }
}

extension Library {
    /// `ForEach($items) { $item in … }`: rows built from the elements (for
    /// their ids), each given the binding to its element.
    func forEachRows(_ rt: Runtime, _ binding: BindingValue, idPath: KeyPathValue?, content: Value,
                     at: SourcePosition) throws(Unwind) -> Value {
        let (elements, bindings) = try binding.elementBindings(rt: rt, at: at)
        let row = try Library.function(content, at)
        let wrapped = FunctionValue(.native(name: "ForEach row") { rt, args throws(Unwind) in
            guard let element = args.first, let index = elements.firstIndex(where: { $0.isIdentical(to: element) }) else {
                return .void
            }
            return try rt.call(row, [bindings[index]], at: at)
        })
        return .native(ForEachValue(data: elements, idPath: idPath, content: wrapped))
    }
}
