#ifndef STATELAB_PASTE_RECORD_H
#define STATELAB_PASTE_RECORD_H

// What the key reader tells the paste record (not exported).

/// A start (1) or end (0) marker was read.
void statelab_paste_record_marker(int is_start);

#endif
