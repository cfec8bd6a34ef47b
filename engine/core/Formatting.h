#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace shadowbox {

// One written form for each kind of value, shared by the window and the command line so that a
// duration, a size or a time reads the same wherever it appears.
class Format {
    Q_DECLARE_TR_FUNCTIONS(Format)
public:
    // "840 ms" below ten seconds, "12.4 s" below a minute, "2 min 5 s", "1 h 2 min".
    static QString duration(qint64 ms);
    // Sizes in IEC units: "1.2 MiB".
    static QString bytes(qint64 bytes);
    // Memory limits: "2 GiB" when a whole number of GiB, else "1536 MiB".
    static QString memory(qint64 bytes);
    // Local time with its offset from UTC, to the second: "2026-12-01 07:40:12 +01:00".
    static QString time(const QDateTime &when);
    // The same instant for machines (JSON): ISO 8601, local time with its offset, to the
    // millisecond: "2026-12-01T07:40:12.345+01:00".
    static QString isoTime(const QDateTime &when);
    // Text the sandbox wrote (a stub's name, a URL, a server's error), as a terminal or a message
    // may show it: control and format characters (escape sequences, bells, direction overrides)
    // become U+FFFD.
    static QString visible(QString text);
};

} // namespace shadowbox
