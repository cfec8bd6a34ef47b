// shadowbox-gateway: the one program between a sandbox and any network. It answers the
// sandbox's HTTP requests from WireMock-style stubs, its DNS queries from the mocked host names,
// logs every request, and takes orders from Shadowbox over a Unix socket that the sandbox cannot
// reach. A static binary with no Qt: it runs as PID 1 of a one-file image.

#include "Egress.h"
#include "GatewayServer.h"
#include "Preview.h"
#include "StubStore.h"

#include <boost/asio/signal_set.hpp>

#include <openssl/ssl.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>
#include <sys/wait.h>

namespace asio = boost::asio;
namespace fs = std::filesystem;
using namespace shadowbox::gateway;

namespace {

void usage()
{
    std::cerr << "usage: shadowbox-gateway [--http ADDRESS:PORT]... [--admin-socket PATH [--admin-owner UID:GID]]\n"
                 "                         [--https ADDRESS:PORT]... [--ca-cert FILE --ca-key FILE]\n"
                 "                         [--dns ADDRESS:PORT] [--host NAME=ADDRESS]... [--hosts-file FILE]\n"
                 "                         [--root-dir DIR] [--save-to FILE] [--policy-file FILE]\n"
                 "                         [--journal-entries N] [--journal-megabytes N]\n"
                 "                         [--passthrough ADDRESS:PORT]... [--egress-socket PATH]\n"
                 "                         [--upstream-roots FILE] [--preview-socket PATH]\n"
                 "       shadowbox-gateway --egress-listen PATH --policy-file FILE [--host-address ADDRESS]...\n"
                 "  --root-dir DIR loads DIR/mappings/*.json as WireMock does; --save-to FILE writes the stubs\n"
                 "  there after every change (in DIR/mappings, they are back at the next start).\n"
                 "  --ca-cert and --ca-key name the PEM certificate and key of the CA that signs a certificate\n"
                 "  for every name asked for over --https and through CONNECT on an --http listener.\n"
                 "  --policy-file FILE holds {\"policy\": \"mocks-only\"}, {\"policy\": \"none\"} (nothing answers),\n"
                 "  {\"policy\": \"allowlist\", \"allow\": [{\"host\": \"pypi.org\", \"port\": 443}]} or {\"policy\": "
                 "\"open\"},\n"
                 "  read again when it changes; missing or unreadable, it means none. Without it: mocks-only.\n"
                 "  Hosts the policy lets through go to the network through the egress side's socket\n"
                 "  (--egress-socket): plain HTTP by its Host header, CONNECT by its target, and TLS arriving on a\n"
                 "  --passthrough listener by its server name (DNS answers those names with that address).\n"
                 "  A rule with \"record\": true has the gateway answer that host itself and send each request\n"
                 "  on, keeping request and answer for POST /__admin/recordings/snapshot; HTTPS hosts are then\n"
                 "  verified against the PEM roots in --upstream-roots FILE.\n"
                 "  A \"mockServer\" ({\"name\": \"WireMock\", \"address\": \"127.0.1.1\", \"port\": 80})\n"
                 "  is a mock server of the user's on a loopback address of this network namespace: the\n"
                 "  mocked hosts' requests go to it (HTTPS ended here, as ever) in place of the own stubs.\n"
                 "  --preview-socket PATH takes {\"port\": N} and joins the connection to the sandbox's port N on\n"
                 "  loopback (owned like the admin socket: previews are Shadowbox's way in, never a route).\n"
                 "  --egress-listen PATH runs the egress side instead: it opens the connections the gateway asks\n"
                 "  for, when the same policy file lets them through, and never to loopback or link-local hosts;\n"
                 "  there --host NAME=ADDRESS answers NAME without a lookup, as a line of /etc/hosts would, and\n"
                 "  --host-address names an address of the machine itself, reached only for a host a rule names.\n";
}

template <typename Endpoint> std::optional<Endpoint> endpoint(const std::string &text)
{
    const size_t colon = text.rfind(':');
    if (colon == std::string::npos)
        return std::nullopt;
    boost::system::error_code ec;
    std::string host = text.substr(0, colon);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    const auto address = asio::ip::make_address(host, ec);
    if (ec)
        return std::nullopt;
    try {
        const int port = std::stoi(text.substr(colon + 1));
        if (port < 0 || port > 65535)
            return std::nullopt;
        return Endpoint(address, static_cast<unsigned short>(port));
    } catch (...) {
        return std::nullopt;
    }
}

// Loads the mappings folder the way WireMock's --root-dir does; a file with a bare top-level list
// (which WireMock refuses) is loaded too, and said so.
bool loadRootDir(const std::string &root, StubStore &store)
{
    const fs::path folder = fs::path(root) / "mappings";
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) {
        std::cerr << "shadowbox-gateway: " << folder.string() << " is not a folder of mappings\n";
        return false;
    }
    std::vector<fs::path> files;
    for (const auto &entry : fs::recursive_directory_iterator(folder, ec)) {
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const fs::path &file : files) {
        std::ifstream in(file, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        const Json parsed = Json::parse(text.str(), nullptr, false);
        if (parsed.is_discarded()) {
            std::cerr << "shadowbox-gateway: " << file.string() << " is not valid JSON\n";
            return false;
        }
        std::vector<Json> stubs;
        if (parsed.is_object() && parsed.contains("mappings") && parsed["mappings"].is_array()) {
            stubs.assign(parsed["mappings"].begin(), parsed["mappings"].end());
        } else if (parsed.is_array()) {
            stubs.assign(parsed.begin(), parsed.end());
            std::cerr << "shadowbox-gateway: " << file.string()
                      << ": a top-level array is not WireMock's format; loaded " << stubs.size()
                      << " mappings from it\n";
        } else {
            stubs.push_back(parsed);
        }
        for (const Json &stub : stubs) {
            auto stored = store.put(stub, file.string());
            if (!stored) {
                std::cerr << "shadowbox-gateway: " << stored.error() << "\n";
                return false;
            }
        }
    }
    return true;
}

// As PID 1 of its container the gateway reaps any child that ends up orphaned to it.
void reapChildren(asio::signal_set &children)
{
    children.async_wait([&children](const boost::system::error_code &ec, int) {
        if (ec)
            return;
        while (::waitpid(-1, nullptr, WNOHANG) > 0) {
        }
        reapChildren(children);
    });
}

// Waits for SIGTERM or SIGINT (then stops `io`) and reaps orphaned children, as PID 1 must.
struct Pid1 {
    explicit Pid1(asio::io_context &io, std::function<void()> stop)
        : stopping(io, SIGTERM, SIGINT)
        , children(io, SIGCHLD)
    {
        stopping.async_wait([stop = std::move(stop)](const boost::system::error_code &ec, int) {
            if (!ec)
                stop();
        });
        reapChildren(children);
    }
    asio::signal_set stopping;
    asio::signal_set children;
};

// The egress side: a container of its own with a normal network, sharing only the folder of the
// egress socket with the gateway.
int runEgress(EgressOptions options)
{
    if (options.policyFile.empty()) {
        std::cerr << "shadowbox-gateway: --egress-listen needs the --policy-file that says what may pass\n";
        return 2;
    }
    asio::io_context io(1);
    EgressServer egress(io, std::move(options));
    if (auto started = egress.start(); !started) {
        std::cerr << "shadowbox-gateway: " << started.error() << "\n";
        return 1;
    }
    Pid1 pid1(io, [&] { egress.stop(); });
    std::cout << "shadowbox-gateway: egress ready" << std::endl;
    io.run();
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    GatewayOptions options;
    std::string rootDir;
    std::string saveFile;
    std::string caCertificate;
    std::string caKey;
    std::string egressListen;
    std::string previewSocket;
    std::vector<asio::ip::address> hostAddresses;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= argc)
                return std::nullopt;
            return std::string(argv[++i]);
        };
        std::optional<std::string> v;
        if (arg == "--help" || arg == "-h") {
            usage();
            return 0;
        }
        if (arg == "--version") {
            std::cout << "shadowbox-gateway " << SHADOWBOX_VERSION << "\n";
            return 0;
        }
        if (!(v = value())) {
            std::cerr << "shadowbox-gateway: " << arg << " needs a value\n";
            usage();
            return 2;
        }
        if (arg == "--http") {
            auto e = endpoint<asio::ip::tcp::endpoint>(*v);
            if (!e) {
                std::cerr << "shadowbox-gateway: --http takes ADDRESS:PORT, not \"" << *v << "\"\n";
                return 2;
            }
            options.http.push_back(*e);
        } else if (arg == "--https") {
            auto e = endpoint<asio::ip::tcp::endpoint>(*v);
            if (!e) {
                std::cerr << "shadowbox-gateway: --https takes ADDRESS:PORT, not \"" << *v << "\"\n";
                return 2;
            }
            options.https.push_back(*e);
        } else if (arg == "--passthrough") {
            auto e = endpoint<asio::ip::tcp::endpoint>(*v);
            if (!e) {
                std::cerr << "shadowbox-gateway: --passthrough takes ADDRESS:PORT, not \"" << *v << "\"\n";
                return 2;
            }
            options.passthrough.push_back(*e);
        } else if (arg == "--egress-socket") {
            options.egressSocket = *v;
        } else if (arg == "--upstream-roots") {
            options.upstreamRoots = *v;
        } else if (arg == "--preview-socket") {
            previewSocket = *v;
        } else if (arg == "--egress-listen") {
            egressListen = *v;
        } else if (arg == "--host-address") {
            boost::system::error_code ec;
            const auto address = asio::ip::make_address(*v, ec);
            if (ec) {
                std::cerr << "shadowbox-gateway: --host-address takes an IP address, not \"" << *v << "\"\n";
                return 2;
            }
            hostAddresses.push_back(address);
        } else if (arg == "--ca-cert") {
            caCertificate = *v;
        } else if (arg == "--ca-key") {
            caKey = *v;
        } else if (arg == "--dns") {
            auto e = endpoint<asio::ip::udp::endpoint>(*v);
            if (!e) {
                std::cerr << "shadowbox-gateway: --dns takes ADDRESS:PORT, not \"" << *v << "\"\n";
                return 2;
            }
            options.dns = *e;
        } else if (arg == "--host") {
            const size_t eq = v->find('=');
            if (eq == std::string::npos || eq == 0) {
                std::cerr << "shadowbox-gateway: --host takes NAME=ADDRESS, not \"" << *v << "\"\n";
                return 2;
            }
            options.hosts[toLower(v->substr(0, eq))] = v->substr(eq + 1);
        } else if (arg == "--save-to") {
            saveFile = *v;
        } else if (arg == "--policy-file") {
            options.policyFile = *v;
        } else if (arg == "--hosts-file") {
            options.hostsFile = *v;
        } else if (arg == "--admin-socket") {
            options.adminSocket = *v;
        } else if (arg == "--admin-owner") {
            unsigned uid = 0, gid = 0;
            if (std::sscanf(v->c_str(), "%u:%u", &uid, &gid) != 2) {
                std::cerr << "shadowbox-gateway: --admin-owner takes UID:GID\n";
                return 2;
            }
            options.adminOwner = std::make_pair(uid, gid);
        } else if (arg == "--root-dir") {
            rootDir = *v;
        } else if (arg == "--journal-entries") {
            options.journalEntries = std::max(1, std::atoi(v->c_str()));
        } else if (arg == "--journal-megabytes") {
            options.journalBytes = size_t(std::max(1, std::atoi(v->c_str()))) * 1024 * 1024;
        } else {
            std::cerr << "shadowbox-gateway: unknown option " << arg << "\n";
            usage();
            return 2;
        }
    }
    if (!egressListen.empty())
        return runEgress({egressListen, options.policyFile, options.hosts, hostAddresses});
    if (options.http.empty() && options.https.empty() && options.adminSocket.empty()) {
        usage();
        return 2;
    }
    if (caCertificate.empty() != caKey.empty()) {
        std::cerr << "shadowbox-gateway: --ca-cert and --ca-key go together\n";
        return 2;
    }
    if (!options.https.empty() && caCertificate.empty()) {
        std::cerr << "shadowbox-gateway: --https needs the CA that signs its certificates: --ca-cert FILE --ca-key "
                     "FILE\n";
        return 2;
    }
    // The same TLS wherever the gateway runs: no openssl.cnf of the host or the image is read, and
    // (statically linked) no module is ever loaded.
    OPENSSL_init_ssl(OPENSSL_INIT_NO_LOAD_CONFIG, nullptr);
    if (!caCertificate.empty()) {
        auto authority = CertificateAuthority::load(caCertificate, caKey);
        if (!authority) {
            std::cerr << "shadowbox-gateway: " << authority.error() << "\n";
            return 1;
        }
        options.authority = std::make_shared<CertificateAuthority>(std::move(*authority));
    }

    StubStore store(options.journalEntries, options.journalBytes);
    if (!rootDir.empty() && !loadRootDir(rootDir, store))
        return 1;
    store.keepAsDefaults();
    if (!saveFile.empty())
        store.saveTo(saveFile);

    asio::io_context io(1);
    GatewayServer server(io, options, store);
    if (auto started = server.start(); !started) {
        std::cerr << "shadowbox-gateway: " << started.error() << "\n";
        return 1;
    }
    PreviewServer previews(io, {previewSocket, options.adminOwner});
    if (!previewSocket.empty()) {
        if (auto started = previews.start(); !started) {
            std::cerr << "shadowbox-gateway: " << started.error() << "\n";
            return 1;
        }
    }
    Pid1 pid1(io, [&] {
        previews.stop();
        server.stop();
    });
    std::cout << "shadowbox-gateway: ready" << std::endl;
    io.run();
    return 0;
}
