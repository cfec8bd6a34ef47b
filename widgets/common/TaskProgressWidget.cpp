#include "common/TaskProgressWidget.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace shadowbox {

TaskProgressWidget::TaskProgressWidget(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    m_bar->setRange(0, 100);
    m_bar->setFixedWidth(160);
    m_bar->setMaximumHeight(16);
    m_bar->setTextVisible(false);
    m_label->setMinimumWidth(120);
    m_label->setMaximumWidth(360);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_cancel->setAutoRaise(true);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(6);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);

    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_cancel->setEnabled(false);
        m_label->setText(tr("Canceling…"));
        Q_EMIT cancelRequested();
    });
    hide();
}

void TaskProgressWidget::begin(const QString &text, bool cancelable)
{
    m_active = true;
    m_cancel->setVisible(cancelable);
    m_cancel->setEnabled(true);
    setProgress(text, 0);
    show();
}

void TaskProgressWidget::setProgress(const QString &text, int percent)
{
    if (!m_cancel->isEnabled() && m_cancel->isVisible())
        return; // keep saying "Canceling…" until the operation ends
    m_label->setText(fontMetrics().elidedText(text, Qt::ElideRight, m_label->maximumWidth()));
    m_label->setToolTip(text);
    if (percent < 0) {
        m_bar->setRange(0, 0);
    } else {
        m_bar->setRange(0, 100);
        m_bar->setValue(qBound(0, percent, 100));
    }
}

void TaskProgressWidget::finish()
{
    m_active = false;
    hide();
}

QString TaskProgressWidget::text() const
{
    return m_label->toolTip();
}

int TaskProgressWidget::percent() const
{
    return m_bar->value();
}

} // namespace shadowbox
