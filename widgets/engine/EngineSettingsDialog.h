#pragma once

#include "runtime/EngineDiscovery.h"

#include <QDialog>

class QButtonGroup;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QTableView;
class QThreadPool;

namespace shadowbox {

class EngineCandidateModel;

// File ▸ Settings: which container engine Shadowbox uses. Automatic discovery (the default),
// always Shadowbox's own Podman service, or one address. Below the choice it lists what automatic
// discovery would try and whether each address answers, probed on workers of `pool`.
//
// OK saves the choice (session/EngineSetting.h) and, when it changed, emits engineSettingChanged so
// the window can reconnect. The dialog connects to nothing itself.
class EngineSettingsDialog : public QDialog {
    Q_OBJECT
public:
    // `pool` must outlive the probes it runs (the session's pool does). Starts with the saved choice
    // and SHADOWBOX_ENGINE from the environment, and starts probing.
    explicit EngineSettingsDialog(QThreadPool *pool, QWidget *parent = nullptr);

    // "" (automatic), kEmbeddedEngineSetting, or an address.
    void setSetting(const QString &setting);
    QString setting() const;
    // Why OK is disabled (the address does not parse), or empty.
    QString problem() const;

    // A non-empty value (SHADOWBOX_ENGINE) overrides the saved choice: the dialog says so and the
    // choices cannot be changed.
    void setEnvironmentOverride(const QString &value);
    // What discovery looks at; tests pass a fixed one. Probes again.
    void setDiscoveryEnvironment(const DiscoveryEnvironment &env);
    void refreshCandidates();
    bool isProbing() const;
    EngineCandidateModel *candidateModel() const { return m_model; }

public Q_SLOTS:
    void accept() override;

Q_SIGNALS:
    void engineSettingChanged(const QString &setting);

private:
    void updateState();
    void updateProbeStatus();

    QThreadPool *m_pool;
    DiscoveryEnvironment m_environment;
    EngineCandidateModel *m_model;
    QButtonGroup *m_choices;
    QRadioButton *m_automatic;
    QRadioButton *m_embedded;
    QRadioButton *m_address;
    QLineEdit *m_addressEdit;
    QLabel *m_addressProblem;
    QLabel *m_overrideNote;
    QLabel *m_probeStatus;
    QLabel *m_fallbackNote;
    QPushButton *m_refresh;
    QTableView *m_view;
    QDialogButtonBox *m_buttons;
    QString m_initialSetting;
    QString m_override;
    quint64 m_probeGeneration = 0;
    bool m_discovering = false;
};

} // namespace shadowbox
