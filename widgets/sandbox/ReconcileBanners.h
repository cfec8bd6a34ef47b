#pragma once

#include "sandbox/Reconciler.h"

#include <QObject>
#include <QPointer>

class QPushButton;
class QWidget;

namespace shadowbox {

class Banner;
class Prompter;
class SessionController;

// What a reconcile with the engine found and did, shown in the window. One banner names the
// orphans, each group as the engine describes it (containers, networks, snapshot images, folders,
// snapshot stores), and offers Clean Up; the other tells the rest: restores and teardowns a closed
// window or command had left unfinished, creations cleaned up, sandboxes lost or left alone because
// someone works on them, states that follow the engine, and what could not be finished, with
// Details… for all of it. Each reconcile replaces what the previous one showed.
class ReconcileBanners : public QObject {
    Q_OBJECT
public:
    ReconcileBanners(SessionController &controller, Prompter &prompter, QWidget *window);

    Banner *orphanBanner() const { return m_orphanBanner; }
    Banner *reportBanner() const { return m_reportBanner; }

    void show(const ReconcileReport &report);

private:
    void showOrphans(const QList<OrphanGroup> &orphans);
    void showReport(const ReconcileReport &report);
    void cleanUp();
    void showCleaned(const QStringList &results, bool allClean);

    SessionController &m_controller;
    Prompter &m_prompter;
    QPointer<QWidget> m_window;
    Banner *m_orphanBanner;
    Banner *m_reportBanner;
    QPushButton *m_cleanUp;
    QList<OrphanGroup> m_orphans;
    QStringList m_reported; // the report banner's sentences, all of them
};

} // namespace shadowbox
