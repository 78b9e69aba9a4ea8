#ifndef STATELAB_HISTORY_H
#define STATELAB_HISTORY_H

#include <histedit.h>

/// A history holding at most `capacity` entries that drops an entry equal to
/// the one just before it (H_SETSIZE, H_SETUNIQUE). NULL on failure.
History *statelab_history_open(int capacity);
void statelab_history_close(History *store);
/// H_ENTER. Returns 0, or -1 on failure.
int statelab_history_enter(History *store, const char *entry);
/// H_LOAD: appends the entries of a history file. Number loaded, or -1.
int statelab_history_load(History *store, const char *path);
/// H_SAVE: writes every entry (vis-encoded, `_HiStOrY_V2_` header). Number
/// written, or -1.
int statelab_history_save(History *store, const char *path);
/// H_GETSIZE: the number of entries held.
int statelab_history_count(History *store);
/// The entry `index` steps back from the newest (0 is the newest), or NULL.
/// The string belongs to the history and lives until the next change.
const char *statelab_history_entry(History *store, int index);

#endif
