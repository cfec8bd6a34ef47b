#include "common/Prompter.h"

#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace shadowbox {

namespace {
QMessageBox *makeBox(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text)
{
    auto *box = new QMessageBox(icon, title, text, QMessageBox::NoButton, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // What a box says often quotes the sandbox (a stub's name, a server's reason): markup in it is
    // shown as written, never rendered.
    box->setTextFormat(Qt::PlainText);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return box;
}
} // namespace

void MessageBoxPrompter::confirm(QWidget *parent, const Question &question, Answer answer)
{
    QMessageBox *box = makeBox(parent, question.destructive ? QMessageBox::Warning : QMessageBox::Question,
                               question.title, question.text);
    box->setInformativeText(question.details);
    QPushButton *yes = box->addButton(question.acceptLabel.isEmpty() ? QMessageBox::tr("OK") : question.acceptLabel,
                                      question.destructive ? QMessageBox::DestructiveRole : QMessageBox::AcceptRole);
    QPushButton *no = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(no);
    box->setEscapeButton(no);
    // The box belongs to `parent`: if the parent goes away first, so does the box and its callback.
    QObject::connect(box, &QMessageBox::finished, box,
                     [box, yes, answer = std::move(answer)] { answer(box->clickedButton() == yes); });
    box->open();
}

void MessageBoxPrompter::inform(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox *box = makeBox(parent, QMessageBox::Information, title, text);
    box->addButton(QMessageBox::Ok);
    box->open();
}

void MessageBoxPrompter::warn(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox *box = makeBox(parent, QMessageBox::Warning, title, text);
    box->addButton(QMessageBox::Ok);
    box->open();
}

int PresetPrompter::count(Shown::Kind kind) const
{
    return int(std::count_if(m_shown.cbegin(), m_shown.cend(), [kind](const Shown &s) { return s.kind == kind; }));
}

QString PresetPrompter::lastText(Shown::Kind kind) const
{
    for (auto it = m_shown.crbegin(); it != m_shown.crend(); ++it) {
        if (it->kind == kind)
            return it->text;
    }
    return {};
}

void PresetPrompter::confirm(QWidget *parent, const Question &question, Answer answer)
{
    const bool accept = m_answers.isEmpty() ? m_defaultAnswer : m_answers.takeFirst();
    m_shown.append({Shown::Kind::Question, question.title, question.text + u'\n' + question.details, accept});
    // Answer later, like a real message box would, and only while the parent exists.
    QObject *context = parent ? static_cast<QObject *>(parent) : QCoreApplication::instance();
    QTimer::singleShot(0, context, [accept, answer = std::move(answer)] { answer(accept); });
}

void PresetPrompter::inform(QWidget *, const QString &title, const QString &text)
{
    m_shown.append({Shown::Kind::Information, title, text, true});
}

void PresetPrompter::warn(QWidget *, const QString &title, const QString &text)
{
    m_shown.append({Shown::Kind::Warning, title, text, true});
}

} // namespace shadowbox
