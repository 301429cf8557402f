// cmark-gfm (apt: libcmark-gfm-dev and libcmark-gfm-extensions-dev, brew: cmark-gfm): the site's
// Markdown parser, CommonMark with GitHub's table extension. SpecSheetSite walks its syntax tree.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
