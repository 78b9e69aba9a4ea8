/// Where `:timeline` puts things: one column group per user event (launch,
/// a tap, a wait…), and inside it one column per trace event at which an
/// object was born or died. Events in between take no room, so hundreds of
/// bodies and appearances compress to the moments lifetimes change.
///
/// When even that is wider than the room there is, columns are squeezed
/// together and, as a last resort, several moments share a column.
struct TimelineLayout: Equatable {
    /// A user event (or the code run before the first one) and the trace
    /// events inside it that start or end a life.
    struct Group: Equatable {
        var label: String
        /// The trace event it begins at.
        var firstEvent: Int
        /// How many user events in a row it stands for (`tap "+1" ×3`).
        var repeats: Int
        /// Sorted trace event numbers at which an object was born or died.
        var moments: [Int]
    }

    var groups: [Group]
    /// Each group's leader column, where its label's line comes down.
    var groupColumns: [Int]
    /// The column of each moment, by trace event number.
    var momentColumns: [Int: Int]
    /// The columns the bars span, the arrow of a living object included.
    var width: Int

    /// Spreads `groups` over at most `available` columns (but never fewer
    /// than one per group).
    init(groups: [Group], available: Int) {
        self.groups = groups
        // A slot is a group's leader or one of its moments, in order.
        var slots: [(group: Int, event: Int?)] = []
        for (index, group) in groups.enumerated() {
            slots.append((index, nil))
            slots += group.moments.map { (index, $0) }
        }
        let room = max(available - 1, groups.count) // the last column holds the arrow
        let spacing = slots.count * 2 <= room ? 2 : 1
        var columns: [Int]
        if slots.count * spacing <= room {
            columns = slots.indices.map { $0 * spacing }
        } else {
            // Share columns: slot i goes to i * room / count, but leaders
            // keep columns of their own and moments stay right of theirs.
            columns = slots.indices.map { $0 * room / slots.count }
            var leader = -1
            for index in slots.indices {
                if slots[index].event == nil {
                    leader = max(columns[index], leader + 1)
                    columns[index] = leader
                } else {
                    columns[index] = max(columns[index], leader)
                }
            }
        }
        groupColumns = Array(repeating: 0, count: groups.count)
        momentColumns = [:]
        for (slot, column) in zip(slots, columns) {
            if let event = slot.event {
                momentColumns[event] = column
            } else {
                groupColumns[slot.group] = column
            }
        }
        width = (columns.last ?? 0) + spacing + 1
    }

    /// The column of trace event `event`: its moment's, or else the last
    /// column at or before it (a life always starts or ends at a moment).
    func column(of event: Int) -> Int {
        if let column = momentColumns[event] { return column }
        var best = 0
        for (index, group) in groups.enumerated() where group.firstEvent <= event {
            best = groupColumns[index]
        }
        for (moment, column) in momentColumns where moment <= event && column > best {
            best = column
        }
        return best
    }
}
