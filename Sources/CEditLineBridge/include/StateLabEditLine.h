#ifndef STATELAB_EDITLINE_H
#define STATELAB_EDITLINE_H

#include <histedit.h>

/// A prompt function: returns the prompt text for the line being read.
typedef char *(*statelab_prompt_function)(EditLine *);
/// An editor function bound to a key (EL_ADDFN); returns a CC_* code.
typedef unsigned char (*statelab_editor_function)(EditLine *, int);

/// libedit itself is opened on first use (dlopen, LibEdit.h), so a process
/// that never edits a line does not load it; Swift calls it through these.

/// Sets LC_CTYPE from the environment (falling back to a UTF-8 locale when
/// the environment names the plain C locale, so UTF-8 input still works),
/// then opens libedit on stdin/stdout/stderr. NULL if libedit cannot be
/// loaded or cannot start.
EditLine *statelab_el_open(const char *program);

/// EL_EDITOR: "emacs" or "vi".
int statelab_el_set_editor(EditLine *el, const char *mode);
/// EL_PROMPT_ESC: text between two `delimiter` characters is printed but not
/// counted, so colour escapes do not move the cursor.
int statelab_el_set_prompt(EditLine *el, statelab_prompt_function prompt, char delimiter);
/// EL_CLIENTDATA: an opaque pointer the callbacks use to find their context.
int statelab_el_set_client_data(EditLine *el, void *data);
void *statelab_el_client_data(EditLine *el);
/// EL_ADDFN: registers a named editor function (bind it afterwards).
int statelab_el_add_function(EditLine *el, const char *name, const char *help,
                             statelab_editor_function function);
/// EL_BIND: binds one key sequence to a named editor function.
int statelab_el_bind(EditLine *el, const char *keys, const char *function);
/// EL_HIST: makes `history` the store that Up/Down and Ctrl-R browse.
int statelab_el_set_history(EditLine *el, History *store);
/// EL_SIGNAL: 0 keeps libedit from installing its own signal handlers.
int statelab_el_set_signal_handling(EditLine *el, int enabled);
/// EL_PREP_TERM: 1 puts the terminal in editing mode (no echo, no line
/// buffering) now rather than at the first key; 0 restores the mode it had.
int statelab_el_prepare_terminal(EditLine *el, int editing);
/// EL_GETCFN: reads keys with `statelab_read_character`, which returns
/// -1/EINTR on Ctrl-C and resizes the editor on SIGWINCH (StateLabSignals.h).
int statelab_el_use_interruptible_reader(EditLine *el);

/// Reads ~/.editrc (or $EDITRC): el_source(el, NULL).
int statelab_el_source(EditLine *el);
/// el_end.
void statelab_el_close(EditLine *el);
/// el_gets: the line with its newline, NULL at end of input or on EINTR.
const char *statelab_el_gets(EditLine *el, int *count);
/// el_line: the line being edited, and the cursor.
const LineInfo *statelab_el_line(EditLine *el);
/// el_insertstr at the cursor.
int statelab_el_insert(EditLine *el, const char *text);
/// el_deletestr: deletes `count` characters before the cursor.
void statelab_el_delete(EditLine *el, int count);

#endif
