#include "terminal/TerminalTab.h"

#include "sandbox/SandboxManager.h"
#include "session/Session.h"
#include "terminal/TerminalView.h"

#include <QMetaObject>
#include <QMutex>
#include <QPointer>
#include <QTimer>
#include <QVBoxLayout>

namespace shadowbox {

// What the tab and its worker share. The worker may outlive the tab (the program is being
// stopped, the engine is slow): it only posts to the tab while `tab` is set, under the mutex the
// tab's destructor takes to clear it.
struct TerminalTab::Shared {
    QMutex mutex;
    TerminalTab *tab = nullptr;
    QByteArray output;        // handed over, not yet fed
    bool takePending = false; // a take() is queued
    CancelToken stop;
    // The session, once open; written by the worker, used by the GUI for input and size.
    std::shared_ptr<TerminalSession> session;
    QByteArray earlyInput;
    std::optional<std::pair<int, int>> earlySize;
};

TerminalTab::TerminalTab(Session &session, const SandboxRecord &sandbox, const TerminalOptions &options,
                         QWidget *parent)
    : QWidget(parent)
    , m_shared(std::make_shared<Shared>())
    , m_sandbox(sandbox)
    , m_view(new TerminalView)
    , m_title(tr("Terminal: %1").arg(sandbox.name))
{
    m_view->setObjectName(QStringLiteral("terminalView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setFocusProxy(m_view);
    m_shared->tab = this;

    connect(m_view, &TerminalView::bytesForProgram, this, [shared = m_shared](const QByteArray &bytes) {
        const QMutexLocker lock(&shared->mutex);
        if (shared->session)
            shared->session->write(bytes);
        else
            shared->earlyInput += bytes;
    });
    connect(m_view, &TerminalView::gridResized, this, [shared = m_shared](int columns, int rows) {
        const QMutexLocker lock(&shared->mutex);
        if (shared->session)
            shared->session->resize(columns, rows);
        else
            shared->earlySize = std::make_pair(columns, rows);
    });
    connect(m_view, &TerminalView::titleChanged, this, [this](const QString &title) {
        m_title = title.isEmpty() ? tr("Terminal: %1").arg(m_sandbox.name) : title;
        Q_EMIT titleChanged(m_title);
    });

    TerminalOptions startOptions = options;
    const QSize grid = m_view->gridSize();
    if (grid.width() > 0 && grid.height() > 0) {
        startOptions.columns = grid.width();
        startOptions.rows = grid.height();
    }
    SandboxManager *manager = session.manager();
    if (!manager) {
        QTimer::singleShot(0, this, [this] { ended(tr("No engine is connected."), -1); });
        return;
    }
    manager
        ->runTerminal(
            sandbox.id, startOptions,
            [shared = m_shared](const std::shared_ptr<TerminalSession> &terminal) {
                const QMutexLocker lock(&shared->mutex);
                shared->session = terminal;
                if (!shared->earlyInput.isEmpty())
                    terminal->write(std::exchange(shared->earlyInput, QByteArray()));
                if (shared->earlySize)
                    terminal->resize(shared->earlySize->first, shared->earlySize->second);
            },
            [shared = m_shared](const QByteArray &bytes) {
                const QMutexLocker lock(&shared->mutex);
                shared->output += bytes;
                if (!shared->tab || shared->takePending)
                    return;
                shared->takePending = true;
                TerminalTab *tab = shared->tab;
                QMetaObject::invokeMethod(
                    tab, [tab] { tab->take(); }, Qt::QueuedConnection);
            },
            m_shared->stop)
        .then(this, [this](const Result<TerminalSession::Ended> &result) {
            ended(result ? QString() : result.error().message, result && result->exitCode ? *result->exitCode : -1);
        });
}

TerminalTab::~TerminalTab()
{
    const QMutexLocker lock(&m_shared->mutex);
    m_shared->tab = nullptr;
    m_shared->stop.cancel(); // the worker stops the program in the container and ends
}

void TerminalTab::take()
{
    // One piece per turn of the event loop (the view parses 64 KiB in 4 to 10 ms); the rest comes
    // on the next turn, so input and painting never wait behind a flood.
    constexpr qsizetype kPerTurn = TerminalView::kRecommendedChunk;
    QByteArray bytes;
    bool more = false;
    {
        const QMutexLocker lock(&m_shared->mutex);
        bytes = m_shared->output.left(kPerTurn);
        m_shared->output.remove(0, bytes.size());
        more = !m_shared->output.isEmpty();
        m_shared->takePending = more;
    }
    m_view->feed(bytes);
    if (more)
        QMetaObject::invokeMethod(this, &TerminalTab::take, Qt::QueuedConnection);
}

void TerminalTab::ended(const QString &error, int exitCode)
{
    take();
    {
        const QMutexLocker lock(&m_shared->mutex);
        if (!m_shared->output.isEmpty()) {
            // Output still being handed over: end once it is on screen.
            QMetaObject::invokeMethod(
                this, [this, error, exitCode] { ended(error, exitCode); }, Qt::QueuedConnection);
            return;
        }
    }
    m_running = false;
    m_exitCode = exitCode;
    if (!error.isEmpty())
        m_view->setEnded(tr("[%1]").arg(error));
    else if (exitCode >= 0)
        m_view->setEnded(tr("[exited with code %1]").arg(exitCode));
    else
        m_view->setEnded(tr("[the terminal ended: the sandbox stopped or was restored]"));
    Q_EMIT finished(exitCode, error.isEmpty() && exitCode == 0);
}

} // namespace shadowbox
