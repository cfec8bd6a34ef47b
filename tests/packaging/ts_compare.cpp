// ts_compare SOURCES.ts TRANSLATED.ts: the messages lupdate found in the sources (SOURCES.ts, made
// fresh) must all be in the translation file under the same context, with a finished translation.
// Prints what is missing or unfinished and exits 1 if anything is; 2 if a file cannot be read.
// Compares whole messages (contexts, multi-line sources and disambiguating comments included),
// which a line-by-line comparison of the XML cannot.
#include <QCoreApplication>
#include <QFile>
#include <QSet>
#include <QXmlStreamReader>

#include <cstdio>

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    bool finished = false;
    friend bool operator==(const Message &a, const Message &b)
    {
        return a.context == b.context && a.source == b.source && a.comment == b.comment;
    }
};

size_t qHash(const Message &m, size_t seed = 0)
{
    return qHashMulti(seed, m.context, m.source, m.comment);
}

bool read(const QString &path, QList<Message> &out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "ts_compare: cannot read %s\n", qPrintable(path));
        return false;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                message = Message{context, {}, {}, false};
            } else if (name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                message.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                message.finished = type != QLatin1String("unfinished") && type != QLatin1String("vanished") &&
                                   type != QLatin1String("obsolete") && !text.trimmed().isEmpty();
            }
        } else if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("message")) {
            out << message;
        }
    }
    if (xml.hasError()) {
        std::fprintf(stderr, "ts_compare: %s: %s\n", qPrintable(path), qPrintable(xml.errorString()));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: ts_compare SOURCES.ts TRANSLATED.ts\n");
        return 2;
    }
    QList<Message> found, translated;
    if (!read(args.at(1), found) || !read(args.at(2), translated))
        return 2;
    QSet<Message> finished;
    for (const Message &m : std::as_const(translated)) {
        if (m.finished)
            finished.insert(m);
    }
    int missing = 0;
    for (const Message &m : std::as_const(found)) {
        if (finished.contains(m))
            continue;
        ++missing;
        std::printf("no German for [%s] \"%s\"%s\n", qPrintable(m.context), qPrintable(m.source),
                    m.comment.isEmpty() ? "" : qPrintable(QStringLiteral(" (%1)").arg(m.comment)));
    }
    std::printf("sources: %lld messages; %d without a finished German translation\n", qlonglong(found.size()), missing);
    return missing == 0 ? 0 : 1;
}
