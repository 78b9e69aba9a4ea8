// libedit's native API (histedit.h), from the libedit-dev package.
#include <histedit.h>
