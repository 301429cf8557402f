// libdeflate (apt: libdeflate-dev, brew: libdeflate): zlib-format compression and CRC-32 for
// SpecSheetRender's PNG encoder.
#include <libdeflate.h>
