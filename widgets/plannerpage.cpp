#include "plannerpage.h"

#include "breakdownchart.h"
#include "frontierchart.h"
#include "plannerdocument.h"
#include "scalingchart.h"

#include <QDataStream>
#include <QIODevice>
#include <QSplitter>
#include <QVBoxLayout>

namespace moeplan::widgets {

PlannerPage::PlannerPage(QWidget *parent)
    : QWidget(parent), m_vertical(new QSplitter(Qt::Vertical)),
      m_bottom(new QSplitter(Qt::Horizontal)), m_frontier(new FrontierChart),
      m_breakdown(new BreakdownChart), m_scaling(new ScalingChart)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_vertical->setChildrenCollapsible(false);
    m_bottom->setChildrenCollapsible(false);
    m_vertical->addWidget(m_frontier);
    m_vertical->addWidget(m_bottom);
    m_vertical->setStretchFactor(0, 1);
    m_vertical->setStretchFactor(1, 1);
    m_bottom->addWidget(m_breakdown);
    m_bottom->addWidget(m_scaling);
    // The breakdown's axis titles and bar values are the wider: at 1280 px the scaling chart
    // still keeps its own in view with the smaller share.
    m_bottom->setStretchFactor(0, 11);
    m_bottom->setStretchFactor(1, 9);
    layout->addWidget(m_vertical);
}

void PlannerPage::setResult(const core::PlannerResult &result)
{
    m_frontier->setResult(result);
    m_breakdown->setResult(result);
    m_scaling->setResult(result);
}

QByteArray PlannerPage::saveState() const
{
    QByteArray out;
    QDataStream stream(&out, QIODevice::WriteOnly);
    stream << m_vertical->saveState() << m_bottom->saveState();
    return out;
}

void PlannerPage::restoreState(const QByteArray &state)
{
    QDataStream stream(state);
    QByteArray vertical, bottom;
    stream >> vertical >> bottom;
    if (stream.status() != QDataStream::Ok)
        return;
    m_vertical->restoreState(vertical);
    m_bottom->restoreState(bottom);
}

} // namespace moeplan::widgets
