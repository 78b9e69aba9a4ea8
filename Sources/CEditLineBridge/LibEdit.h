#ifndef STATELAB_LIBEDIT_H
#define STATELAB_LIBEDIT_H

// libedit, opened with dlopen the first time a terminal session needs it.
// Linking it made every statelab process — `statelab grade` in a CI job as
// much as the REPL — load and relocate libedit and the three libraries it
// needs (libtinfo, libbsd, libmd) at start-up. The bridge's C files call
// libedit through the table below; the macros keep their code reading as
// plain libedit calls. Include this after <histedit.h>, in C files only.

#include <histedit.h>

struct statelab_libedit {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    int (*el_set)(EditLine *, int, ...);
    int (*el_get)(EditLine *, int, ...);
    int (*el_source)(EditLine *, const char *);
    void (*el_resize)(EditLine *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    void (*el_deletestr)(EditLine *, int);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
};

/// The loaded library's functions, or NULL when libedit cannot be opened
/// (then there is no line editor: the console reads lines plainly).
const struct statelab_libedit *statelab_libedit(void);

#ifndef STATELAB_LIBEDIT_LOADER
#define el_init (statelab_libedit()->el_init)
#define el_end (statelab_libedit()->el_end)
#define el_gets (statelab_libedit()->el_gets)
#define el_set (statelab_libedit()->el_set)
#define el_get (statelab_libedit()->el_get)
#define el_source (statelab_libedit()->el_source)
#define el_resize (statelab_libedit()->el_resize)
#define el_line (statelab_libedit()->el_line)
#define el_insertstr (statelab_libedit()->el_insertstr)
#define el_deletestr (statelab_libedit()->el_deletestr)
#define history_init (statelab_libedit()->history_init)
#define history_end (statelab_libedit()->history_end)
// `history` is both the function and the EL_HIST argument it is passed as.
#define history (statelab_libedit()->history)
#endif

#endif
