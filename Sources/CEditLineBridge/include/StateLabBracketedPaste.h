#ifndef STATELAB_BRACKETED_PASTE_H
#define STATELAB_BRACKETED_PASTE_H

// Bracketed paste (xterm's mode 2004): the terminal wraps pasted text in
// ESC[200~ … ESC[201~, so a pasted block can be told from typing however
// it arrives. The key reader (StateLabKeyReader.h) removes the markers and
// records here what they said.

/// Turns the mode on (writes ESC[?2004h to `fd`) and, while it is on, stops
/// on Ctrl-Z (SIGTSTP) with the mode turned off, turning it on again when
/// the shell continues the process. Returns 0, or -1 if `fd` is no terminal.
int statelab_bracketed_paste_enable(int fd);
/// Turns the mode off (ESC[?2004l) and restores Ctrl-Z's default action.
void statelab_bracketed_paste_disable(void);

/// Hands the terminal to another program (an editor) with the mode off,
/// and takes it back with the mode on again; nothing if it was never on.
void statelab_bracketed_paste_pause(void);
void statelab_bracketed_paste_resume(void);

/// Whether the key reader is between a start and an end marker.
int statelab_paste_active(void);
/// Whether a paste started since the last call; clears the record.
int statelab_paste_take_started(void);
/// Whether a paste ended since the last call; clears the record.
int statelab_paste_take_ended(void);
/// Forgets a paste in progress (after Ctrl-C, whose end marker may never come).
void statelab_paste_reset(void);

#endif
