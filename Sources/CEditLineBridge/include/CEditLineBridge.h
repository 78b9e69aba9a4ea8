#ifndef STATELAB_CEDITLINE_BRIDGE_H
#define STATELAB_CEDITLINE_BRIDGE_H
#include <histedit.h>
/// Fixed-argument wrappers around libedit's variadic calls, which Swift cannot call.
int statelab_el_set_editor(EditLine *el, const char *mode);
#endif
