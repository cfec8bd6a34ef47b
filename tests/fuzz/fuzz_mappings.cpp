// Fuzz target: stub mapping JSON as Shadowbox's admin API takes it (import, add, edit), then the
// requests it is matched against and the listings that serialize it back. Whatever the bytes, the
// gateway must answer with an error or a stub, never crash, hang or leak.

#include "FuzzSupport.h"

#include <cstddef>
#include <cstdint>

using namespace shadowbox::gateway;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    StubStore store(50, 256 * 1024);
    AdminApi admin(store, [] {});
    (void)admin.handle("POST", "/__admin/mappings/import", text);
    (void)admin.handle("POST", "/__admin/mappings", text);
    (void)admin.handle("PUT", "/__admin/mappings/00000000-0000-0000-0000-000000000001", text);
    HttpRequest request = fuzz::sampleRequest();
    fuzz::serveAndJournal(store, admin, request);
    request.method = "GET";
    request.url = "/";
    request.body.clear();
    fuzz::serveAndJournal(store, admin, request);
    (void)admin.handle("GET", "/__admin/mappings", "");
    (void)admin.handle("GET", "/__admin/scenarios", "");
    return 0;
}
