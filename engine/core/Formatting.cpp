#include "core/Formatting.h"

#include <QLocale>

namespace shadowbox {

QString Format::duration(qint64 ms)
{
    const QLocale locale;
    if (ms < 10'000)
        return tr("%1 ms").arg(ms);
    if (ms < 60'000)
        return tr("%1 s").arg(locale.toString(ms / 1000.0, 'f', 1));
    const qint64 seconds = ms / 1000;
    if (seconds < 3600)
        return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
}

QString Format::bytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

QString Format::memory(qint64 bytes)
{
    constexpr qint64 mib = 1024 * 1024;
    constexpr qint64 gib = 1024 * mib;
    if (bytes > 0 && bytes % gib == 0)
        return tr("%1 GiB").arg(bytes / gib);
    if (bytes > 0 && bytes % mib == 0)
        return tr("%1 MiB").arg(bytes / mib);
    return Format::bytes(bytes);
}

QString Format::time(const QDateTime &when)
{
    if (!when.isValid())
        return QString();
    const QDateTime local = when.toLocalTime();
    const int offset = local.offsetFromUtc();
    const int minutes = qAbs(offset) / 60;
    return local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) +
           QStringLiteral(" %1%2:%3")
               .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
               .arg(minutes / 60, 2, 10, QLatin1Char('0'))
               .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString Format::isoTime(const QDateTime &when)
{
    if (!when.isValid())
        return QString();
    const QDateTime local = when.toLocalTime();
    return local.toOffsetFromUtc(local.offsetFromUtc()).toString(Qt::ISODateWithMs);
}

QString Format::visible(QString text)
{
    for (QChar &c : text) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            c = QChar::ReplacementCharacter;
    }
    return text;
}

} // namespace shadowbox
