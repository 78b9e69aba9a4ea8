#include <histedit.h>
// This file fills the table: it calls nothing through it.
#define STATELAB_LIBEDIT_LOADER
#include "LibEdit.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct statelab_libedit functions;
static const struct statelab_libedit *loaded = NULL;
static pthread_once_t once = PTHREAD_ONCE_INIT;

// dlsym returns void *; POSIX guarantees it converts to the function
// pointer it names.
#define LOAD(name)                                                   \
    do {                                                             \
        *(void **)(&functions.name) = dlsym(library, #name);         \
        if (functions.name == NULL) return;                          \
    } while (0)

static void load(void) {
    // The soname Debian's libedit2 installs (the one linking recorded),
    // other Linux sonames, and macOS's system libedit.
#if defined(__APPLE__)
    const char *names[] = {"libedit.3.dylib", "libedit.dylib"};
#else
    const char *names[] = {"libedit.so.2", "libedit.so.0", "libedit.so"};
#endif
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) return;
    LOAD(el_init);
    LOAD(el_end);
    LOAD(el_gets);
    LOAD(el_set);
    LOAD(el_get);
    LOAD(el_source);
    LOAD(el_resize);
    LOAD(el_line);
    LOAD(el_insertstr);
    LOAD(el_deletestr);
    LOAD(history_init);
    LOAD(history_end);
    LOAD(history);
    loaded = &functions;
}

const struct statelab_libedit *statelab_libedit(void) {
    pthread_once(&once, load);
    return loaded;
}
