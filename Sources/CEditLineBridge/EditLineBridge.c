#include "CEditLineBridge.h"
int statelab_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
