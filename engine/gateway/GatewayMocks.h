#pragma once

#include "core/FileLock.h"
#include "core/Result.h"
#include "core/SandboxTypes.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <functional>
#include <mutex>

namespace shadowbox {

class SandboxContext;

// What a sandbox's mock server last said of the requests it answered without a stub (WireMock's
// near misses), kept by a caller that reads the log again and again: the Network page, every
// second. The server is asked again only when those requests, or the server's stubs as the caller
// last read them, are not the ones it was asked about. Safe to share between threads.
class ServerNearMisses {
public:
    // How many times the server was asked through this cache.
    int asked() const
    {
        std::lock_guard guard(m_lock);
        return m_asked;
    }

private:
    friend class GatewayMocks;
    mutable std::mutex m_lock;
    QByteArray m_key;
    QJsonArray m_nearMisses;
    int m_asked = 0;
};

// A sandbox's mocks, through its gateway's admin API (WireMock's, on the gateway's Unix socket).
// The gateway keeps its stubs in its folder (mappings/stubs.json), written there from the database
// before it starts; the host a stub names gets its own loopback address and a line in the sandbox's
// /etc/hosts. Used by the command line and the window alike, on worker threads.
class GatewayMocks {
    Q_DECLARE_TR_FUNCTIONS(GatewayMocks)
public:
    explicit GatewayMocks(const SandboxContext &context);

    // The stubs, in the order the gateway tries them (a stopped sandbox's: as the database keeps them).
    Result<QJsonArray> list(const SandboxRecord &record) const;
    // Adds WireMock stubs: one stub, {"mappings": [...]}, or a bare list (which WireMock itself
    // refuses; accepted here); or a HAR recording, made into stubs (HarImport), with what was left
    // out of it in `notes`. All or nothing: one bad stub adds none. The stubs as stored.
    Result<QJsonArray> add(const SandboxRecord &record, const QByteArray &json, QStringList *notes = nullptr) const;
    Status remove(const SandboxRecord &record, const QString &stubId) const;
    // Replaces the stub `stubId` with `json` (one stub; its "id" or "uuid", if any, is ignored) in
    // its place in the try order. The stub as stored, or why the gateway refused it (the old one
    // is then kept as it was).
    Result<QJsonObject> update(const SandboxRecord &record, const QString &stubId, const QByteArray &json) const;
    // If a change was cut short between the gateway and the database (SandboxGateway::
    // mocksUnsavedOf), keeps the running gateway's stubs as the sandbox's newest mocks.
    Status catchUp(const SandboxRecord &record) const;
    // Every change above is kept in the database too (Store::addMockSet), which snapshots name and
    // a gateway loads its stubs from when it starts. This puts the mocks back as `set` has them
    // (a restore of a snapshot, or a fork's first mocks): in the database, and in the gateway when
    // the sandbox runs (or a fork being made has its gateway running). How
    // many stubs there are now.
    Result<int> restore(const SandboxRecord &record, const MockSet &set) const;
    // {"mappings": [...]}: a file WireMock loads as it is.
    Result<QJsonObject> exportMappings(const SandboxRecord &record) const;
    // The request log, newest first: WireMock's journal entries with Shadowbox's "shadowbox" part
    // (outcome, near misses). A request the sandbox's mock server answered without a stub gets the
    // nearest of the server's stubs as it says them (withServerNearMisses). With `cache`, the
    // server's answer is kept there and used again while the same requests are in question and
    // `serverStubs` (the server's stubs as the caller read them, if it did) have not changed.
    Result<QJsonArray> log(const SandboxRecord &record, int limit, ServerNearMisses *cache = nullptr,
                           const QJsonArray *serverStubs = nullptr) const;
    // Gives each request of `log` that a mock server answered without a stub the near misses that
    // server names for it (WireMock's GET /__admin/requests/unmatched/near-misses: the same method,
    // URL and host), in the gateway's own form: at most three, nearest first, each stub once. The
    // server's words are the sandbox's: names and ids lose their control characters and length.
    static QJsonArray withServerNearMisses(QJsonArray log, const QJsonArray &nearMisses);
    // What names the stub nearest to a request of the log that no stub matched: its name, or the
    // first 8 characters of its id (as `mocks list` shows them) when it has none. Empty for a
    // request that was matched, or that no stub came near.
    static QString nearestStubOf(const QJsonObject &entry);
    // The same for one of an entry's near misses.
    static QString nearMissName(const QJsonObject &miss);

    // Changes what the gateway lets the sandbox reach, without a restart: writes the policy file
    // and, when the sandbox runs, waits until the gateway says the policy is in force; then the
    // database. A stopped sandbox's gateway takes it when it starts. The record as it is now.
    Result<SandboxRecord> setPolicy(const SandboxRecord &record, NetworkPolicy policy) const;
    // The same, for the policy and the allowlist's rules at once: the rules are edited from the
    // ones saved last (by any process). A policy that lets hosts through starts the egress side
    // first; one that lets none through stops it, which cuts the connections that passed.
    struct PolicyChange {
        std::optional<NetworkPolicy> policy; // unset: the one the sandbox has
        QList<AllowRule> add;
        QList<AllowRule> remove; // as AllowList::edited takes them
        QList<AllowRule> record; // hosts to record from now on, as AllowList::recording takes them
        QList<AllowRule> stopRecording;
        // Who answers the mocked hosts from now on: a mock server of the user's, or (a null one)
        // the gateway itself. Unset: as it is.
        std::optional<std::optional<MockServer>> mockServer;
        // Set (and nothing else is): the mock server in force is asked again which hosts its own
        // stubs name, if it is still this one. Another process may have changed it or turned it off
        // since this one gave it stubs: that change stays.
        std::optional<MockServer> askServerAgain;
    };
    // `notes`, if given, gets what the user should know that is no failure: whether a mock server
    // set now said which hosts its own stubs name.
    Result<SandboxRecord> changePolicy(const SandboxRecord &record, const PolicyChange &change,
                                       QStringList *notes = nullptr) const;
    // The policy the running gateway enforces, and why it is not the one asked for, if it is not.
    Result<NetworkPolicy> policyInForce(const SandboxRecord &record, QString *problem = nullptr) const;
    struct InForce {
        NetworkPolicy policy = NetworkPolicy::None;
        QList<AllowRule> allow;
        bool egress = false;  // whether the gateway has a way out at all (earlier ones have none)
        bool records = false; // whether it records hosts (earlier ones pass them unopened)
        QString problem;
        std::optional<MockServer> mockServer;
        bool mockServers = false; // whether it can hand the mocked hosts to one (earlier ones cannot)
    };
    Result<InForce> inForce(const SandboxRecord &record) const;

    // What the gateway sent on to the hosts it records, and was answered, since the last time
    // they became stubs: [{"id", "method", "host", "port", "scheme", "url", "status", ...}].
    Result<QJsonArray> recordings(const SandboxRecord &record) const;
    // Makes stubs of the recordings (of `host` only, when one is named): a JSON body becomes
    // equalToJson with ignoreArrayOrder and ignoreExtraElements, a repeated request a scenario of
    // its answers (the gateway's POST /__admin/recordings/snapshot). With `keep`, the stubs are
    // added to the sandbox's mocks and the recordings they came from are let go; without, they
    // are only shown. The stubs.
    Result<QJsonArray> stubsFromRecordings(const SandboxRecord &record, const QString &host, bool keep) const;

    // One admin call; the gateway's JSON answer.
    Result<QJsonDocument> call(const SandboxRecord &record, const QByteArray &method, const QByteArray &target,
                               const QByteArray &body = {}) const;
    // One call to the admin API (WireMock's) of a mock server of the user's that listens in a
    // running sandbox's network, through its gateway's preview socket `socket`
    // (SandboxGateway::previewSocketOf). Its JSON answer, read as the sandbox's word: bounded in
    // size and time (3 s).
    // A 4xx answer to a change is a refusal, with WireMock's reason ("errors"); DELETE may answer
    // with nothing (a null document).
    static Result<QJsonDocument> callMockServer(const QString &socket, const MockServer &server,
                                                const QByteArray &method, const QByteArray &target,
                                                const QByteArray &body = {});
    // The host names the mock server's own stubs match (WireMock's GET /__admin/mappings, a
    // "host" that is one name), each once; names that cannot be mocked are left out. Why not, for
    // a server that does not answer as WireMock does.
    static Result<QStringList> mockServerHosts(const QString &socket, const MockServer &server);
    // The stubs of the sandbox's mock server, as it says (WireMock's GET /__admin/mappings): not
    // Shadowbox's, neither kept in its database nor put back by a rollback. Why not, when the
    // sandbox has none, is not running, or the server does not answer as WireMock does.
    Result<QJsonArray> serverStubs(const SandboxRecord &record) const;
    // Those stubs as a file WireMock loads as it is: {"mappings": [...]}.
    Result<QJsonObject> exportServerMappings(const SandboxRecord &record) const;
    // The mock server's stubs changed through its admin API (WireMock's), as the Network page and
    // `mocks add|import|remove --server` do. The server keeps them, not Shadowbox: they are gone
    // when its container is made again, and a rollback does not bring back what was changed.
    // Added: what add() takes, each stub POSTed to /__admin/mappings; one refused takes back
    // those added before it. The stubs as the server keeps them. Replaced: PUT
    // /__admin/mappings/ID, in its place. A host a stub names that does not resolve to the
    // gateway yet becomes a mocked host: the server is asked again for its stubs' hosts, as when
    // it was set (changePolicy), and `notes` gets what it said.
    Result<QJsonArray> addServerStubs(const SandboxRecord &record, const QByteArray &json,
                                      QStringList *notes = nullptr) const;
    Result<QJsonObject> updateServerStub(const SandboxRecord &record, const QString &stubId, const QByteArray &json,
                                         QStringList *notes = nullptr) const;
    Status removeServerStub(const SandboxRecord &record, const QString &stubId) const;

private:
    // The stubs a mocks file holds, and in which form it holds them.
    struct Stubs {
        enum Form { One, Mappings, List, Har };
        QJsonArray stubs;
        Form form = One;
    };
    static Result<Stubs> stubsIn(const QByteArray &json, QStringList *notes);
    // One call to the sandbox's mock server, which must be running.
    Result<QJsonDocument> callServer(const SandboxRecord &record, const QByteArray &method, const QByteArray &target,
                                     const QByteArray &body = {}) const;
    static QByteArray serverStubTarget(const QString &stubId);
    // Whether a log entry is a request the mock server answered without a stub, with no near
    // misses yet.
    static bool servedUnmatched(const QJsonObject &entry);
    // Makes the hosts `stubs` name mocked hosts, handed to the server, if some are not yet.
    Status widenServerHosts(const SandboxRecord &record, const QJsonArray &stubs, QStringList *notes) const;
    Status usable(const SandboxRecord &record) const;
    // Gives the names `hosts` their addresses in the sandbox's /etc/hosts (SandboxGateway::
    // addMockedHosts). When every address is taken, the names no stub (the gateway's, or
    // `stubsNow` when given: those about to be) and no mock server needs give theirs back. With
    // `onlyCheck`, nothing changes: whether they would get addresses, before stubs are added.
    Status giveHosts(const SandboxRecord &record, const QStringList &hosts, const QJsonArray *stubsNow = nullptr,
                     bool onlyCheck = false) const;
    Result<FileLock> lockMocks(const SandboxRecord &record) const;
    Result<QJsonArray> addLocked(const SandboxRecord &record, const QByteArray &json, QStringList *notes) const;
    // Keeps the gateway's stubs as they are now as the sandbox's newest mocks.
    Status remember(const SandboxRecord &record) const;
    // Runs `change` (calls to the gateway) under the mocks lock, with the mark that the database
    // may be behind the gateway (SandboxGateway::mocksUnsavedOf) set around it; then keeps the
    // gateway's stubs, whether the change worked or not. Why the change failed, if it did.
    Status changeKept(const SandboxRecord &record, const std::function<Status()> &change) const;
    // With the lock held: keeps the gateway's stubs and clears the mark.
    Status keepAndClear(const SandboxRecord &record) const;
    static Status stubIdProblem(const QString &stubId);

    const SandboxContext &m_context;
};

} // namespace shadowbox
