// OpenSSL's libcrypto (apt: libssl-dev, brew: openssl@3): only its SHA-256, through the EVP digest
// interface, for SpecSheetModel's SHA256. A system library, so no C is compiled for it.
#include <openssl/evp.h>
