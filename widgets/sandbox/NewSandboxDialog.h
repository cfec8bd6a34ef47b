#pragma once

#include "core/Result.h"
#include "runtime/EngineTypes.h"
#include "sandbox/SandboxManager.h"

#include <QDialog>
#include <QFuture>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace shadowbox {

// Asks for what a new sandbox needs: the repository, an image, an optional name and the limits;
// it shows that the sandbox has no network. It creates nothing itself; the caller passes request() to
// SandboxManager::create.
class NewSandboxDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewSandboxDialog(QWidget *parent = nullptr);

    // Fills the image list when the future resolves; "Loading images…" until then.
    void loadImages(QFuture<Result<QList<ImageInfo>>> images);
    void setImages(const Result<QList<ImageInfo>> &images);
    void setRepository(const QString &path);
    // While `why` is not empty, it is the dialog's problem: Create stays disabled and it is shown
    // (the engine is being checked, for one).
    void setHeldBack(const QString &why);

    CreateRequest request() const;
    // Why the request cannot be made yet, or empty when it can.
    QString problem() const;

    static bool isStarterImage(const QString &tag);

public Q_SLOTS:
    void accept() override;

private:
    void browse();
    void updateState();

    QLineEdit *m_repository;
    QComboBox *m_image;
    QLineEdit *m_name;
    QComboBox *m_network;
    QSpinBox *m_memory;
    QDoubleSpinBox *m_cpus;
    QSpinBox *m_pids;
    QSpinBox *m_stopTimeout;
    QSpinBox *m_history; // commits of history in /workspace/.git; 0: all
    QDoubleSpinBox *m_workspaceLimit;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QString m_heldBack;
    bool m_imagesLoaded = false;
    QString m_imagesError;
};

} // namespace shadowbox
