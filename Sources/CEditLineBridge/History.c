#include "StateLabHistory.h"
#include "LibEdit.h"

History *statelab_history_open(int capacity) {
    if (statelab_libedit() == NULL) return NULL;
    History *store = history_init();
    if (store == NULL) return NULL;
    HistEvent event;
    if (history(store, &event, H_SETSIZE, capacity) < 0 ||
        history(store, &event, H_SETUNIQUE, 1) < 0) {
        history_end(store);
        return NULL;
    }
    return store;
}

void statelab_history_close(History *store) {
    history_end(store);
}

int statelab_history_enter(History *store, const char *entry) {
    HistEvent event;
    return history(store, &event, H_ENTER, entry) < 0 ? -1 : 0;
}

int statelab_history_load(History *store, const char *path) {
    HistEvent event;
    return history(store, &event, H_LOAD, path);
}

int statelab_history_save(History *store, const char *path) {
    HistEvent event;
    return history(store, &event, H_SAVE, path);
}

int statelab_history_count(History *store) {
    HistEvent event;
    if (history(store, &event, H_GETSIZE) < 0) return 0;
    return event.num;
}

const char *statelab_history_entry(History *store, int index) {
    HistEvent event;
    if (index < 0 || history(store, &event, H_FIRST) < 0) return NULL;
    for (int step = 0; step < index; step++) {
        if (history(store, &event, H_NEXT) < 0) return NULL;
    }
    return event.str;
}
