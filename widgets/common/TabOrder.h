#pragma once

#include <QWidget>

#include <initializer_list>

namespace shadowbox {

// QWidget::setTabOrder for a whole chain (the initializer_list overload needs Qt 6.6).
inline void setTabOrderChain(std::initializer_list<QWidget *> widgets)
{
    QWidget *previous = nullptr;
    for (QWidget *w : widgets) {
        if (previous)
            QWidget::setTabOrder(previous, w);
        previous = w;
    }
}

} // namespace shadowbox
