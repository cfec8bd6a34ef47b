#include "common/Banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace shadowbox {

Banner::Banner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
    , m_close(new QToolButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->setSpacing(10);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addLayout(m_buttons);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    m_buttons->setSpacing(6);

    connect(m_close, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT dismissed();
    });
    hide();
}

void Banner::showMessage(Kind kind, const QString &text, const QString &details)
{
    m_kind = kind;
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxInformation;
    QColor background(0xe8, 0xf1, 0xfb);
    QColor border(0x8a, 0xb4, 0xe0);
    if (kind == Kind::Warning) {
        pixmap = QStyle::SP_MessageBoxWarning;
        background = QColor(0xfd, 0xf4, 0xdc);
        border = QColor(0xe0, 0xbc, 0x5a);
    } else if (kind == Kind::Error) {
        pixmap = QStyle::SP_MessageBoxCritical;
        background = QColor(0xfb, 0xe7, 0xe7);
        border = QColor(0xde, 0x8a, 0x8a);
    }
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(pixmap).pixmap(iconSize, iconSize));
    setStyleSheet(QStringLiteral("shadowbox--Banner { background: %1; border: 1px solid %2; border-radius: 4px; }"
                                 "shadowbox--Banner QLabel { color: #202124; background: transparent; }")
                      .arg(background.name(), border.name()));
    m_text->setText(text);
    m_text->setToolTip(details);
    show();
}

QString Banner::text() const
{
    return m_text->text();
}

QString Banner::details() const
{
    return m_text->toolTip();
}

QPushButton *Banner::addButton(const QString &text)
{
    auto *button = new QPushButton(text, this);
    button->setAutoDefault(false);
    m_buttons->addWidget(button, 0, Qt::AlignVCenter);
    return button;
}

} // namespace shadowbox
