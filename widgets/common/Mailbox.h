#pragma once

#include <QList>
#include <QMutex>
#include <QMutexLocker>

#include <utility>

namespace shadowbox {

// Carries items from a worker thread to the GUI without the worker touching any QObject: the
// worker posts, a timer on the GUI thread takes. Shared through a shared_ptr, so whichever side
// finishes last frees it, and a closed window cannot be reached from a late callback.
template <typename T> class Mailbox {
public:
    void post(T item)
    {
        QMutexLocker lock(&m_mutex);
        m_items.append(std::move(item));
    }

    QList<T> take()
    {
        QMutexLocker lock(&m_mutex);
        return std::exchange(m_items, {});
    }

private:
    QMutex m_mutex;
    QList<T> m_items;
};

} // namespace shadowbox
