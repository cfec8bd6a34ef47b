#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <functional>

namespace shadowbox {

// A question for the user: a title, the main sentence, the details, and the label of the button
// that says yes ("Destroy"). Cancel is always the default, so Enter never destroys anything.
struct Question {
    QString title;
    QString text;
    QString details;
    QString acceptLabel;
    bool destructive = false;
};

// Message boxes behind an interface, so that GUI flows can be tested with preset answers. Every
// call returns at once; the answer arrives later on the GUI thread, and not at all if `parent` has
// been destroyed by then. Nothing here runs a nested event loop.
class Prompter {
public:
    using Answer = std::function<void(bool accepted)>;

    virtual ~Prompter() = default;
    virtual void confirm(QWidget *parent, const Question &question, Answer answer) = 0;
    virtual void inform(QWidget *parent, const QString &title, const QString &text) = 0;
    virtual void warn(QWidget *parent, const QString &title, const QString &text) = 0;
};

// The real thing: window-modal QMessageBoxes opened with open(), deleted when closed.
class MessageBoxPrompter : public Prompter {
public:
    void confirm(QWidget *parent, const Question &question, Answer answer) override;
    void inform(QWidget *parent, const QString &title, const QString &text) override;
    void warn(QWidget *parent, const QString &title, const QString &text) override;
};

// For tests: answers questions from a queue of preset answers (then `defaultAnswer`) and records
// everything it was asked to show.
class PresetPrompter : public Prompter {
public:
    struct Shown {
        enum class Kind { Question, Information, Warning } kind;
        QString title;
        QString text;
        bool answer = false;
    };

    void setNextAnswer(bool accept) { m_answers.append(accept); }
    void setDefaultAnswer(bool accept) { m_defaultAnswer = accept; }
    const QList<Shown> &shown() const { return m_shown; }
    int count(Shown::Kind kind) const;
    QString lastText(Shown::Kind kind) const;
    void clear() { m_shown.clear(); }

    void confirm(QWidget *parent, const Question &question, Answer answer) override;
    void inform(QWidget *parent, const QString &title, const QString &text) override;
    void warn(QWidget *parent, const QString &title, const QString &text) override;

private:
    QList<bool> m_answers;
    bool m_defaultAnswer = false;
    QList<Shown> m_shown;
};

} // namespace shadowbox
