// libedit's native API (histedit.h), from the libedit-dev package: its
// declarations only. Nothing links libedit; the bridge opens it with dlopen
// when a terminal session first edits a line (CEditLineBridge/LibEdit.c).
#include <histedit.h>
