import Scheduling
import SwiftSubset

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, on the virtual
/// clock: the block runs as a main-actor job each interval (once, unless it
/// repeats) until `invalidate()`. As on iOS, the run loop keeps the timer,
/// so it keeps firing after whoever made it is gone unless invalidated.
final class ScheduledTimerValue: NativeObject {
    private(set) var isValid = true
    private var pending: Int?
    private let scheduler: Scheduler

    init(scheduler: Scheduler) { self.scheduler = scheduler }

    override var typeName: String { "Timer" }

    func arm(after interval: Int, repeats: Bool, fire: @escaping () -> Void) {
        pending = scheduler.schedule(after: interval, Scheduler.Job(label: "Timer") { [self] in
            guard isValid else { return }
            if repeats { arm(after: interval, repeats: true, fire: fire) } else { isValid = false }
            fire()
        })
    }

    func invalidate() {
        isValid = false
        if let pending { scheduler.cancelTimer(pending) }
        pending = nil
    }
}

extension Library {
    func installScheduledTimer(_ timer: TypeInfo) {
        staticMethod(timer, "scheduledTimer(withTimeInterval:repeats:block:)", .nominal(timer, [])) { rt, _, args, at throws(Unwind) in
            let seconds = ControlContent.number(args[0]) ?? 0
            let block = try Library.function(args[2], at)
            let value = ScheduledTimerValue(scheduler: rt.scheduler)
            value.arm(after: max(1, Int(seconds * 1e9)), repeats: args[1].asBool ?? false) { [unowned rt, unowned value] in
                _ = rt.spawnTask(label: "Timer fired", body: nil, hostBody: { () throws(Unwind) -> Value in
                    _ = try rt.call(block, [.native(value)], at: at)
                    return .void
                })
            }
            return .native(value)
        }
        method(timer, "invalidate()") { _, base, _, _ throws(Unwind) in
            (base.nativeObject as? ScheduledTimerValue)?.invalidate()
            return .void
        }
        property(timer, "isValid", .bool) { _, base, _ throws(Unwind) in
            .bool((base.nativeObject as? ScheduledTimerValue)?.isValid ?? false)
        }
    }
}
