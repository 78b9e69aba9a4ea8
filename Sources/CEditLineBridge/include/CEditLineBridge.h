#ifndef STATELAB_CEDITLINE_BRIDGE_H
#define STATELAB_CEDITLINE_BRIDGE_H

// Fixed-argument C functions around libedit's native API (histedit.h).
//
// `el_set`, `el_get` and `history` are C variadic functions, which Swift
// cannot call; each operation StateLab needs gets one wrapper here. The
// signal and terminal helpers live here too because libedit's reader
// depends on them: only this target and the Console module touch libedit.

#include <histedit.h>

#include "StateLabBracketedPaste.h"
#include "StateLabEditLine.h"
#include "StateLabHistory.h"
#include "StateLabKeyReader.h"
#include "StateLabSignals.h"
#include "StateLabTerminal.h"

#endif
