#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace shadowbox {

// A message strip across the top of the window (engine missing, orphans found, no images) with
// buttons for the obvious next step. Hidden until a message is set.
class Banner : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Information, Warning, Error };

    explicit Banner(QWidget *parent = nullptr);

    void showMessage(Kind kind, const QString &text, const QString &details = {});
    QString text() const;
    QString details() const;
    Kind kind() const { return m_kind; }
    QPushButton *addButton(const QString &text);

Q_SIGNALS:
    void dismissed();

private:
    Kind m_kind = Kind::Information;
    QLabel *m_icon;
    QLabel *m_text;
    QHBoxLayout *m_buttons;
    QToolButton *m_close;
};

} // namespace shadowbox
