# The gateway core's sources that need nothing but the standard library, nlohmann/json and PCRE2:
# the core library (engine/gateway/server/CMakeLists.txt, which adds the TLS part) and the fuzz
# targets (tests/fuzz) both build from this one list.
set(gateway_core_plain_sources
  HttpRequest.cpp Regex.cpp JsonPath.cpp ValuePattern.cpp StubMapping.cpp ResponseTemplate.cpp
  StubStore.cpp Recording.cpp AdminApi.cpp DnsAnswer.cpp HostsFile.cpp WatchedFile.cpp NetworkPolicy.cpp ClientHello.cpp)
