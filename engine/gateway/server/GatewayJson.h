#pragma once

// nlohmann/json with keys kept in the order they were written, so that a stub comes back from the
// admin API as the user wrote it.
#include <nlohmann/json.hpp>

namespace shadowbox::gateway {
using Json = nlohmann::ordered_json;
}
