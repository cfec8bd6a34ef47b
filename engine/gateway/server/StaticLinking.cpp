// Linked into the static gateway only (CMakeLists.txt). libcrypto.a calls three glibc functions
// that a static program can serve only by loading glibc's shared objects at run time: dlopen (for
// OpenSSL's loadable modules and engines), getaddrinfo and gethostbyname (for BIO's name lookups).
// The linker warns about each, rightly: in the gateway's one-file image there is nothing to load.
// The gateway needs none of them, since it reads no openssl.cnf (main.cpp), loads no module and
// resolves no name, so the link redirects them (--wrap) to these, which fail as the real ones
// would fail in the image, and nothing is left to warn about.

#include <netdb.h>

extern "C" {

void *__wrap_dlopen(const char *, int)
{
    return nullptr;
}

int __wrap_getaddrinfo(const char *, const char *, const struct addrinfo *, struct addrinfo **result)
{
    *result = nullptr;
    return EAI_FAIL;
}

struct hostent *__wrap_gethostbyname(const char *)
{
    h_errno = NO_RECOVERY;
    return nullptr;
}
}
