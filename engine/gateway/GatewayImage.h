#pragma once

#include "core/CallOptions.h"
#include "core/Result.h"

#include <QString>

namespace shadowbox {

class EngineClient;

// The gateway's image: the static shadowbox-gateway binary alone, imported by Shadowbox itself
// (no registry, no network). Tagged with the binary's hash, so a new build gets a new image and
// sandboxes made before keep theirs.
namespace gatewayimage {

inline constexpr char kRepository[] = "shadowbox-gateway";
inline constexpr char kBinaryInImage[] = "/shadowbox-gateway";

// Where the binary is: $SHADOWBOX_GATEWAY_BINARY, beside the shadowbox executable, in
// ../libexec/shadowbox, or in the build tree this engine was built in. Empty if nowhere.
QString findBinary();

// Makes the image unless the engine has it; returns its reference ("shadowbox-gateway:<hash>").
// After making one, removes the images of earlier builds (removeEarlierBuilds).
Result<QString> ensureImage(const EngineClient &client, const CallOptions &options);
// Removes every other shadowbox-gateway image that no Shadowbox container uses; what the engine
// refuses to remove (still in use) stays. Failures are ignored: this only tidies.
void removeEarlierBuilds(const EngineClient &client, const QString &current, const CallOptions &options);

} // namespace gatewayimage
} // namespace shadowbox
