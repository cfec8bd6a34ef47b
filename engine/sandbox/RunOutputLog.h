#pragma once

#include "core/Result.h"
#include "runtime/StreamDecoders.h"

#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QString>

namespace shadowbox {

// What a run printed, as kept on disk: the chunks in the order they arrived, each with its channel,
// and how much was left out once the per-run limit was reached.
struct RunOutput {
    struct Chunk {
        OutputChannel channel = OutputChannel::Stdout;
        QByteArray data;
    };
    QList<Chunk> chunks;
    qint64 keptBytes = 0;
    qint64 cutBytes = 0; // printed after the limit and not kept
};

// Each run's output is kept in a file next to the database (runs/<sandbox>/<run>.log, private to
// the user), so History can show any past run. The file is written while the command runs, under
// a temporary name, and gets the run's id when the run is recorded. Past the limit the rest is
// counted, not kept, and the file says where it was cut.
//
// Format: the line "shadowbox-output 1\n", then frames of one kind byte ('o' stdout, 'e' stderr,
// 'c' cut: the decimal count of bytes left out), a 4-byte little-endian length and the bytes.
class RunOutputLog {
    Q_DECLARE_TR_FUNCTIONS(RunOutputLog)
public:
    static constexpr qint64 kDefaultLimitBytes = 16LL * 1024 * 1024;

    static QString folder(const QString &dataDir, const QString &sandboxId);
    static QString path(const QString &dataDir, const QString &sandboxId, qint64 runId);
    static Result<RunOutput> read(const QString &path);

    // A log being written. Not thread-safe: one writer per run, on the run's worker.
    RunOutputLog(const QString &dataDir, const QString &sandboxId, qint64 limitBytes = kDefaultLimitBytes);
    ~RunOutputLog(); // a log neither finished nor kept is removed
    RunOutputLog(const RunOutputLog &) = delete;
    RunOutputLog &operator=(const RunOutputLog &) = delete;

    // False when the file could not be made; the run goes on without a kept output.
    bool isOpen() const { return m_file.isOpen(); }
    void append(OutputChannel channel, const QByteArray &data);
    // Writes the cut marker if needed and gives the file the run's id.
    Status finish(qint64 runId);

private:
    bool writeFrame(char kind, const QByteArray &data);

    QString m_dataDir;
    QString m_sandboxId;
    qint64 m_limit;
    qint64 m_kept = 0;
    qint64 m_cut = 0;
    QFile m_file;
};

} // namespace shadowbox
