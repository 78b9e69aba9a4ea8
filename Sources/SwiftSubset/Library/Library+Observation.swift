/// The Observation framework: `withObservationTracking(_:onChange:)`.
extension Library {
    func installObservation() {
        function("withObservationTracking(_:onChange:)") { rt, _, args, at throws(Unwind) in
            let apply = try Library.function(args[0], at)
            let onChange = try Library.function(args[1], at)
            let (result, keys) = try rt.observation.track { () throws(Unwind) -> Value in try rt.call(apply, [], at: at) }
            rt.observation.register(keys, handler: .program(onChange))
            return result
        }
    }
}
