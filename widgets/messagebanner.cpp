#include "messagebanner.h"

#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace moeplan::widgets {

MessageBanner::MessageBanner(QWidget *parent) : QFrame(parent), m_text(new QLabel)
{
    setObjectName(QStringLiteral("messageBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *close = new QToolButton;
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss this message"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    applyColours();
    setVisible(false);
}

void MessageBanner::showMessage(const QString &text)
{
    m_text->setText(text);
    setVisible(!text.isEmpty());
}

QString MessageBanner::text() const
{
    return m_text->text();
}

void MessageBanner::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_applying)
        applyColours();
}

void MessageBanner::applyColours()
{
    m_applying = true;
    const QPalette base = palette(); // Base is never overridden here, so this is stable
    QPalette p = base;
    const QColor error = theme::errorText(base);
    p.setColor(QPalette::Window, theme::mix(base.color(QPalette::Base), error, 0.12));
    p.setColor(QPalette::WindowText, error);
    setPalette(p);
    m_applying = false;
}

} // namespace moeplan::widgets
