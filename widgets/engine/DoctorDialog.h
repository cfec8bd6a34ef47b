#pragma once

#include "runtime/EngineDoctor.h"

#include <QDialog>
#include <QFuture>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace shadowbox {

class DoctorCheckModel;

// Shows the doctor's checks as they come back from the worker: one row per check with a pass or
// fail icon, what was found, and the command that fixes it.
class DoctorDialog : public QDialog {
    Q_OBJECT
public:
    explicit DoctorDialog(QWidget *parent = nullptr);

    void watch(QFuture<DoctorReport> report);
    void setReport(const DoctorReport &report);
    DoctorCheckModel *model() const { return m_model; }
    QString reportText() const;

Q_SIGNALS:
    void reportReady(const shadowbox::DoctorReport &report);

private:
    DoctorCheckModel *m_model;
    QLabel *m_summary;
    QProgressBar *m_busy;
    QTableView *m_view;
    QLabel *m_fixes;
    QPushButton *m_copy;
};

} // namespace shadowbox
