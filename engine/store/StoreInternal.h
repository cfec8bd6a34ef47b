#pragma once

// What the files implementing Store share: the queueing of jobs to the database thread and the
// conversions every statement needs. Not for use outside engine/store.

#include "core/FileLock.h"
#include "store/Store.h"

#include <QDateTime>
#include <QFuture>
#include <QMetaObject>
#include <QPromise>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace shadowbox {

struct Store::LiveOwner {
    QMutex mutex;
    QString token; // empty until this process first adds an entry that goes on
    FileLock lock;
    ~LiveOwner()
    {
        // The entries still going on are the next reader's to mark interrupted.
        if (lock.isLocked())
            lock.unlockAndRemove();
    }
};

template <typename T> QFuture<T> Store::post(std::function<T(QSqlDatabase &)> job)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    const QString name = m_connectionName;
    promise->start();
    {
        QMutexLocker lock(&m_pending->mutex);
        ++m_pending->count;
    }
    QMetaObject::invokeMethod(
        m_context,
        [promise, name, pending = m_pending, job = std::move(job)] {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            promise->addResult(job(db));
            promise->finish();
            QMutexLocker lock(&pending->mutex);
            if (--pending->count == 0)
                pending->idle.wakeAll();
        },
        Qt::QueuedConnection);
    return future;
}

namespace storeinternal {

inline Error sqlError(const QString &what, const QSqlError &e)
{
    return Error::make(
        Error::Kind::Io,
        Store::tr("%1 failed in Shadowbox's database: %2. If the disk is full, free some space and try again.")
            .arg(what, e.text()));
}

// A null QString binds as SQL NULL; the schema wants empty text instead.
inline Status execOrFail(QSqlQuery &q, const QString &what)
{
    if (!q.exec())
        return sqlError(what, q.lastError());
    return {};
}

inline QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

inline QString isoTime(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace storeinternal

} // namespace shadowbox
