#include "common/HistoryLineEdit.h"

#include <QKeyEvent>

namespace shadowbox {

HistoryLineEdit::HistoryLineEdit(QWidget *parent)
    : QLineEdit(parent)
{
}

void HistoryLineEdit::addToHistory(const QString &command)
{
    if (command.trimmed().isEmpty())
        return;
    m_history.removeAll(command);
    m_history.append(command);
    while (m_history.size() > kMaxHistory)
        m_history.removeFirst();
    m_position = int(m_history.size());
    m_draft.clear();
}

void HistoryLineEdit::setHistory(const QStringList &history)
{
    m_history = history.mid(qMax(0, int(history.size()) - kMaxHistory));
    m_position = int(m_history.size());
}

void HistoryLineEdit::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() == Qt::NoModifier && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        if (m_position == m_history.size())
            m_draft = text();
        const int next = event->key() == Qt::Key_Up ? m_position - 1 : m_position + 1;
        if (next >= 0 && next <= m_history.size()) {
            m_position = next;
            setText(m_position == m_history.size() ? m_draft : m_history.at(m_position));
        }
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

} // namespace shadowbox
