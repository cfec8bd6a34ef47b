#include "runtime/EngineEndpoint.h"

#include <QCoreApplication>
#include <QUrl>

namespace shadowbox {

Result<EngineEndpoint> EngineEndpoint::parse(const QString &input)
{
    const QString text = input.trimmed();
    auto invalid = [&](const QString &why) {
        return Error::make(Error::Kind::InvalidInput,
                           QCoreApplication::translate("EngineEndpoint",
                                                       "The engine address \"%1\" cannot be used: %2. "
                                                       "Use unix:///path/to/socket, npipe:////./pipe/name "
                                                       "or tcp://host:port.")
                               .arg(input, why));
    };
    if (text.isEmpty())
        return invalid(QCoreApplication::translate("EngineEndpoint", "it is empty"));

    EngineEndpoint e;
    if (text.startsWith(u'/')) {
        e.scheme = Scheme::Unix;
        e.path = text;
        return e;
    }
    if (text.startsWith(QLatin1String("unix://"))) {
        e.scheme = Scheme::Unix;
        e.path = text.mid(7);
        if (!e.path.startsWith(u'/'))
            return invalid(QCoreApplication::translate("EngineEndpoint", "the socket path must be absolute"));
        return e;
    }
    if (text.startsWith(QLatin1String("npipe://"))) {
        e.scheme = Scheme::NamedPipe;
        QString rest = text.mid(8);
        rest.replace(u'/', u'\\');
        e.path = rest;
        return e;
    }
    if (text.startsWith(QLatin1String("tcp://")) || text.startsWith(QLatin1String("http://"))) {
        const QUrl url(text.startsWith(QLatin1String("tcp://")) ? QLatin1String("http://") + text.mid(6) : text);
        if (!url.isValid() || url.host().isEmpty())
            return invalid(QCoreApplication::translate("EngineEndpoint", "the host name is missing"));
        e.scheme = Scheme::Tcp;
        e.host = url.host();
        e.port = quint16(url.port(2375));
        return e;
    }
    if (text.startsWith(QLatin1String("ssh://")))
        return invalid(QCoreApplication::translate("EngineEndpoint", "ssh:// engines are not supported yet"));
    return invalid(QCoreApplication::translate("EngineEndpoint", "the scheme is not recognised"));
}

QString EngineEndpoint::toString() const
{
    switch (scheme) {
    case Scheme::Unix:
        return QLatin1String("unix://") + path;
    case Scheme::NamedPipe: {
        QString p = path;
        p.replace(u'\\', u'/');
        return QLatin1String("npipe://") + p;
    }
    case Scheme::Tcp:
        // An IPv6 literal needs brackets to stay parseable.
        return QStringLiteral("tcp://%1:%2").arg(host.contains(u':') ? u'[' + host + u']' : host).arg(port);
    }
    return {};
}

} // namespace shadowbox
