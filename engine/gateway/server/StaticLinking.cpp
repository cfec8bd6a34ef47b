// Linked into the static gateway only (CMakeLists.txt). libcrypto.a calls three glibc functions
// that a static program can serve only by loading glibc's shared objects at run time: dlopen (for
// OpenSSL's loadable modules and engines), getaddrinfo and gethostbyname (for BIO's name lookups);
// libcares.a calls two more, getservbyname and getservbyport_r (for service names). The linker
// warns about each, rightly: in the gateway's one-file image there is nothing to load. The gateway
// needs none of them, since it reads no openssl.cnf (main.cpp), loads no module, looks names up
// with c-ares (which reads /etc/hosts and /etc/resolv.conf itself) and never asks for a service by
// name, so the link redirects them (--wrap) to these, which fail as the real ones would fail in
// the image, and nothing is left to warn about.

#include <cerrno>
#include <cstddef>
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

struct servent *__wrap_getservbyname(const char *, const char *)
{
    return nullptr;
}

int __wrap_getservbyport_r(int, const char *, struct servent *, char *, size_t, struct servent **result)
{
    *result = nullptr;
    return ENOENT;
}
}
