#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace shadowbox {

// A long operation in the status bar: what it is doing, how far it got, and a Cancel button.
class TaskProgressWidget : public QWidget {
    Q_OBJECT
public:
    explicit TaskProgressWidget(QWidget *parent = nullptr);

    void begin(const QString &text, bool cancelable = true);
    // percent < 0 shows a busy indicator.
    void setProgress(const QString &text, int percent);
    void finish();
    bool isActive() const { return m_active; }
    QString text() const;
    int percent() const;

Q_SIGNALS:
    void cancelRequested();

private:
    bool m_active = false;
    QLabel *m_label;
    QProgressBar *m_bar;
    QToolButton *m_cancel;
};

} // namespace shadowbox
