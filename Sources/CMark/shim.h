// The CommonMark reference parser (cmark.h), from the libcmark-dev package.
#include <cmark.h>
