#include "common/DiffView.h"

#include "common/Scintilla.h"

#include <QFontDatabase>
#include <QStringDecoder>
#include <QVBoxLayout>

namespace shadowbox {

DiffView::DiffView(QWidget *parent)
    : QWidget(parent)
    , m_editor(new QsciScintilla)
    , m_lexer(new QsciLexerDiff(m_editor))
{
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_lexer->setDefaultFont(mono);
    for (int style = 0; style <= QsciLexerDiff::LineChanged; ++style)
        m_lexer->setFont(mono, style);
    m_lexer->setColor(QColor(0x2e, 0x8b, 0x57), QsciLexerDiff::LineAdded);
    m_lexer->setColor(QColor(0xd0, 0x38, 0x3e), QsciLexerDiff::LineRemoved);
    m_lexer->setColor(QColor(0x2f, 0x7b, 0xd6), QsciLexerDiff::Position);
    m_lexer->setColor(QColor(0x6a, 0x6a, 0x6a), QsciLexerDiff::Header);
    m_editor->setObjectName(QStringLiteral("diffView"));
    m_editor->setLexer(m_lexer);
    m_editor->setReadOnly(true);
    m_editor->setUtf8(true);
    m_editor->setMarginWidth(0, 0);
    m_editor->setMarginWidth(1, 0);
    m_editor->setWrapMode(QsciScintilla::WrapNone);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor);
}

void DiffView::setDiff(const QByteArray &diff)
{
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(diff);
    if (utf8.hasError())
        text = QString::fromLatin1(diff);
    m_editor->setReadOnly(false);
    m_editor->setText(text);
    m_editor->setReadOnly(true);
}

void DiffView::setMessage(const QString &message)
{
    m_editor->setReadOnly(false);
    m_editor->setText(message);
    m_editor->setReadOnly(true);
}

QString DiffView::text() const
{
    return m_editor->text();
}

} // namespace shadowbox
