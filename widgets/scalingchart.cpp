// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "scalingchart.h"

#include "chartannotations.h"
#include "chartstyle.h"

#include "format.h"
#include "plannerdocument.h"
#include "theme.h"

#include <QEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace moeplan::widgets {

namespace {

constexpr double kMinGpus = 8;
constexpr double kMaxGpus = 576;

double nan()
{
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace

ScalingChart::ScalingChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->setMinimumSize(320, 280);

    // Own layout: title, legend, single-user speed, aggregate throughput.
    QCPLegend *legend = m_plot->legend;
    m_plot->axisRect()->insetLayout()->take(legend);
    m_plot->plotLayout()->clear();
    QCPLayoutGrid *grid = m_plot->plotLayout();
    m_title = new QCPTextElement(m_plot, QString(), chartstyle::scaledFont(font(), 1.2, true));
    m_title->setMargins(QMargins());
    m_rects = {new QCPAxisRect(m_plot), new QCPAxisRect(m_plot)};
    grid->addElement(0, 0, m_title);
    // The legend is centred between two spacers and keeps its natural size.
    auto *legendRow = new QCPLayoutGrid;
    grid->addElement(1, 0, legendRow);
    legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
    legendRow->addElement(0, 1, legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
    legendRow->setColumnStretchFactors({1, 0.001, 1});
    grid->addElement(2, 0, m_rects[SingleUserSpeed]);
    grid->addElement(3, 0, m_rects[Throughput]);
    grid->setRowStretchFactor(1, 0.001);
    grid->setRowStretchFactor(2, 1);
    grid->setRowStretchFactor(3, 1);
    grid->setRowSpacing(2);

    auto gpuTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (int g : {8, 16, 32, 72, 144, 288, 576})
        gpuTicker->addTick(g, QString::number(g));
    gpuTicker->setSubTickCount(0);

    auto *margins = new QCPMarginGroup(m_plot);
    for (QCPAxisRect *r : m_rects) {
        r->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        for (QCPAxis *a : r->axes()) {
            a->setLabelFont(font());
            a->setTickLabelFont(font());
            a->setPadding(6);
        }
        for (QCPAxis *a : {r->axis(QCPAxis::atTop), r->axis(QCPAxis::atRight)}) {
            a->setVisible(true);
            a->setTicks(false);
            a->setTickLabels(false);
        }
        QCPAxis *x = r->axis(QCPAxis::atBottom);
        x->setScaleType(QCPAxis::stLogarithmic);
        x->setTicker(gpuTicker);
        x->setRange(kMinGpus / 1.12, kMaxGpus * 1.12);
        x->grid()->setSubGridVisible(false);
    }
    m_rects[SingleUserSpeed]->axis(QCPAxis::atLeft)->setTicker(chartstyle::siTicker());
    // Throughput spans two decades over 8..576 GPUs: a log axis keeps small deployments legible.
    m_rects[Throughput]->axis(QCPAxis::atLeft)->setScaleType(QCPAxis::stLogarithmic);
    m_rects[Throughput]->axis(QCPAxis::atLeft)->setTicker(chartstyle::siLogTicker());
    m_rects[SingleUserSpeed]->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msTop);
    m_rects[SingleUserSpeed]->setMargins(QMargins(0, 0, 0, 8));
    m_rects[SingleUserSpeed]->axis(QCPAxis::atBottom)->setTickLabels(false);
    m_rects[SingleUserSpeed]->axis(QCPAxis::atLeft)->setLabel(tr("One user (tokens/s)"));
    m_rects[Throughput]->axis(QCPAxis::atLeft)->setLabel(tr("All users (tokens/s)"));
    m_rects[Throughput]
        ->axis(QCPAxis::atBottom)
        ->setLabel(tr("GPUs (all users: the scenario's sequences in flight per GPU)"));

    for (int p = 0; p < 2; ++p) {
        QCPAxis *x = m_rects[std::size_t(p)]->axis(QCPAxis::atBottom);
        QCPAxis *y = m_rects[std::size_t(p)]->axis(QCPAxis::atLeft);
        // Created last to first so the current topology is drawn on top.
        for (int s = SeriesCount - 1; s >= 0; --s) {
            auto *g = m_plot->addGraph(x, y);
            m_series[std::size_t(p)][std::size_t(s)] = g;
            if (s == CurrentOutOfMemory || s == OtherOutOfMemory)
                g->setLineStyle(QCPGraph::lsNone);
        }
        m_marker[std::size_t(p)] = m_plot->addGraph(x, y);
        m_marker[std::size_t(p)]->setLineStyle(QCPGraph::lsNone);

        auto *current = new QCPItemStraightLine(m_plot);
        current->setClipAxisRect(m_rects[std::size_t(p)]);
        current->point1->setAxes(x, y);
        current->point2->setAxes(x, y);
        current->setVisible(false);
        m_current[std::size_t(p)] = current;

        auto *ahead = new QCPItemStraightLine(m_plot);
        ahead->setClipAxisRect(m_rects[std::size_t(p)]);
        ahead->point1->setAxes(x, y);
        ahead->point2->setAxes(x, y);
        ahead->setVisible(false);
        m_ahead[std::size_t(p)] = ahead;
    }

    QCPAxisRect *top = m_rects[SingleUserSpeed];
    QCPAxis *topX = top->axis(QCPAxis::atBottom);
    QCPAxis *topY = top->axis(QCPAxis::atLeft);
    m_wall = new QCPItemStraightLine(m_plot);
    m_wall->setClipAxisRect(top);
    m_wall->point1->setAxes(topX, topY);
    m_wall->point2->setAxes(topX, topY);
    m_wall->setVisible(false);

    // The labels are placed in pixels after each layout (placeAnnotations): beside their line,
    // where they cover no plotted point or line.
    m_wallLabel = new QCPItemText(m_plot);
    m_wallLabel->setClipAxisRect(top);
    m_wallLabel->position->setType(QCPItemPosition::ptAbsolute);
    m_wallLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_wallLabel->setPadding(QMargins(4, 2, 4, 2));
    m_wallLabel->setFont(font());
    m_wallLabel->setVisible(false);

    m_aheadLabel = new QCPItemText(m_plot);
    m_aheadLabel->setClipAxisRect(top);
    m_aheadLabel->position->setType(QCPItemPosition::ptAbsolute);
    m_aheadLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_aheadLabel->setPadding(QMargins(8, 2, 8, 2));
    m_aheadLabel->setFont(font());
    m_aheadLabel->setVisible(false);

    m_note = chartstyle::addNote(m_plot, font(), top);

    legend->setVisible(true);
    legend->setFont(font());
    legend->setIconSize(28, 12);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setWrap(2); // two per row: the names fit a half-width chart
    legend->setColumnSpacing(16);
    legend->setMargins(QMargins(6, 2, 6, 2));

    connect(m_plot, &QCustomPlot::beforeReplot, this, &ScalingChart::fitLegend);
    connect(m_plot, &QCustomPlot::afterLayout, this, &ScalingChart::placeAnnotations);
    applyColours();
}

ScalingChart::~ScalingChart() = default;

void ScalingChart::setTitle(const QString &title)
{
    m_title->setText(title);
    m_title->setMargins(title.isEmpty() ? QMargins() : QMargins(0, 8, 0, 2));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingChart::setResult(const core::PlannerResult &result)
{
    const core::Scaling &sc = result.scaling;
    double maxSpeed = 0, maxThroughput = 0;
    auto show = [&](const core::ScalingCurve &curve, Series fits, Series outOfMemory) {
        QVector<double> x, speed, tput, oomX, oomSpeed, oomTput;
        for (const core::ScalingPoint &p : curve.points) {
            const bool usable = p.ok && std::isfinite(p.singleUserTokS) &&
                                std::isfinite(p.throughput) && p.singleUserTokS > 0;
            x.append(p.gpus);
            if (usable && p.fits) {
                speed.append(p.singleUserTokS);
                tput.append(p.throughput);
                maxSpeed = std::max(maxSpeed, p.singleUserTokS);
                maxThroughput = std::max(maxThroughput, p.throughput);
            } else {
                speed.append(nan()); // a gap: not usable, or drawn as out of memory below
                tput.append(nan());
            }
            if (usable && !p.fits) {
                oomX.append(p.gpus);
                // Single-user speed needs one sequence per replica; it may still fit: the
                // scenario's load is what does not.
                oomSpeed.append(p.singleUserTokS);
                oomTput.append(p.throughput);
                maxSpeed = std::max(maxSpeed, p.singleUserTokS);
                maxThroughput = std::max(maxThroughput, p.throughput);
            }
        }
        m_series[SingleUserSpeed][fits]->setData(x, speed, true);
        m_series[Throughput][fits]->setData(x, tput, true);
        m_series[SingleUserSpeed][outOfMemory]->setData(oomX, oomSpeed, true);
        m_series[Throughput][outOfMemory]->setData(oomX, oomTput, true);
        for (auto &panel : m_series) {
            panel[fits]->setName(curve.label);
            panel[outOfMemory]->setName(tr("out of memory at this load"));
        }
    };
    show(sc.current, CurrentFits, CurrentOutOfMemory);
    show(sc.other, OtherFits, OtherOutOfMemory);

    // The scenario's own GPU count.
    m_markedGpus = 0;
    bool markedFits = true;
    for (auto *m : m_marker)
        m->data()->clear();
    for (const core::ScalingPoint &p : sc.current.points) {
        if (p.gpus == result.scenario.gpus && p.ok && p.singleUserTokS > 0) {
            m_markedGpus = p.gpus;
            markedFits = p.fits;
            m_marker[SingleUserSpeed]->setData({double(p.gpus)}, {p.singleUserTokS}, true);
            m_marker[Throughput]->setData({double(p.gpus)}, {p.throughput}, true);
        }
    }
    if (m_markedGpus == 0 && result.ok && result.scenario.gpus >= kMinGpus &&
        result.scenario.gpus <= kMaxGpus)
        m_markedGpus = result.scenario.gpus; // a count between the chart's: the line only
    for (auto *m : m_marker)
        m->setName(markedFits
                       ? tr("This scenario (%1 GPUs)").arg(result.scenario.gpus)
                       : tr("This scenario (%1 GPUs, out of memory)").arg(result.scenario.gpus));
    for (auto *line : m_current) {
        line->point1->setCoords(m_markedGpus, 0);
        line->point2->setCoords(m_markedGpus, 1);
        line->setVisible(m_markedGpus > 0);
    }

    // The overhead wall.
    m_wallValue =
        sc.overheadWallTokS > 0 && std::isfinite(sc.overheadWallTokS) ? sc.overheadWallTokS : 0.0;
    m_wall->point1->setCoords(kMinGpus, m_wallValue);
    m_wall->point2->setCoords(kMaxGpus, m_wallValue);
    m_wall->setVisible(m_wallValue > 0);
    m_wallLabel->setText(
        tr("overhead wall: %1 tokens/s (%2 ms/step)")
            .arg(format::number(m_wallValue, locale()), format::number(sc.overheadMs, locale())));
    m_wallLabel->setVisible(m_wallValue > 0);

    // Where NVL72 pulls ahead.
    m_aheadFrom = sc.nvl72AheadFrom;
    for (auto *line : m_ahead) {
        line->point1->setCoords(m_aheadFrom, 0);
        line->point2->setCoords(m_aheadFrom, 1);
        line->setVisible(m_aheadFrom > 0);
    }
    m_aheadLabel->setText(tr("NVL72 ahead from %1 GPUs").arg(m_aheadFrom));
    m_aheadLabel->setVisible(m_aheadFrom > 0);

    // Legend: what is drawn, in a fixed order; one "out of memory" entry for both topologies.
    m_plot->legend->clearItems();
    auto hasData = [this](int s) {
        for (const auto &panel : m_series) {
            const auto d = panel[std::size_t(s)]->data();
            for (auto it = d->constBegin(); it != d->constEnd(); ++it)
                if (std::isfinite(it->value))
                    return true;
        }
        return false;
    };
    for (int s : {CurrentFits, OtherFits})
        if (hasData(s))
            m_series[SingleUserSpeed][std::size_t(s)]->addToLegend();
    if (hasData(CurrentOutOfMemory))
        m_series[SingleUserSpeed][CurrentOutOfMemory]->addToLegend();
    else if (hasData(OtherOutOfMemory))
        m_series[SingleUserSpeed][OtherOutOfMemory]->addToLegend();
    if (!m_marker[SingleUserSpeed]->data()->isEmpty())
        m_marker[SingleUserSpeed]->addToLegend();
    m_plot->legend->setVisible(m_plot->legend->itemCount() > 0);

    QStringList notes;
    if (!sc.current.error.isEmpty())
        notes << tr("No scaling curve for this scenario: %1").arg(sc.current.error);
    if (!sc.other.error.isEmpty() && sc.other.error != sc.current.error)
        notes << tr("Other topology not shown: %1").arg(sc.other.error);
    if (!result.ok && !hasData(CurrentFits) && !hasData(CurrentOutOfMemory) && notes.isEmpty())
        notes << (result.error.isEmpty() ? tr("No evaluation for this scenario") : result.error);
    const bool nothingDrawn = m_plot->legend->itemCount() == 0;
    chartstyle::showNote(m_note, notes, nothingDrawn);

    // Headroom above the highest of the points and the wall: a line of text fits above them.
    const double speedTop = std::max(maxSpeed, m_wallValue);
    m_rects[SingleUserSpeed]
        ->axis(QCPAxis::atLeft)
        ->setRange(0, speedTop > 0 ? speedTop * 1.25 : 100);
    double minThroughput = maxThroughput;
    for (const auto *series : m_series[Throughput]) {
        for (auto it = series->data()->constBegin(); it != series->data()->constEnd(); ++it)
            if (std::isfinite(it->value) && it->value > 0)
                minThroughput = std::min(minThroughput, it->value);
    }
    if (maxThroughput > 0)
        m_rects[Throughput]
            ->axis(QCPAxis::atLeft)
            ->setRange(minThroughput / 1.6, maxThroughput * 1.6);
    else
        m_rects[Throughput]->axis(QCPAxis::atLeft)->setRange(100, 1e6);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QVector<QPointF> ScalingChart::seriesData(Panel panel, int series) const
{
    QVector<QPointF> out;
    if (series < 0 || series >= SeriesCount || (panel != SingleUserSpeed && panel != Throughput))
        return out;
    const auto d = m_series[std::size_t(panel)][std::size_t(series)]->data();
    for (auto it = d->constBegin(); it != d->constEnd(); ++it)
        if (std::isfinite(it->value))
            out.append(QPointF(it->key, it->value));
    return out;
}

QString ScalingChart::seriesName(int series) const
{
    if (series < 0 || series >= SeriesCount)
        return {};
    return m_series[SingleUserSpeed][std::size_t(series)]->name();
}

double ScalingChart::overheadWall() const
{
    return m_wallValue;
}

QString ScalingChart::overheadWallText() const
{
    return m_wallLabel->visible() ? m_wallLabel->text() : QString();
}

int ScalingChart::nvl72AheadFrom() const
{
    return m_aheadFrom;
}

QString ScalingChart::nvl72Text() const
{
    return m_aheadLabel->visible() ? m_aheadLabel->text() : QString();
}

int ScalingChart::markedGpus() const
{
    return m_markedGpus;
}

QString ScalingChart::note() const
{
    return m_note->visible() ? chartstyle::noteText(m_note) : QString();
}

std::pair<double, double> ScalingChart::gpuRange() const
{
    const QCPRange r = m_rects[Throughput]->axis(QCPAxis::atBottom)->range();
    return {r.lower, r.upper};
}

QVector<QRectF> ScalingChart::annotationRects() const
{
    QVector<QRectF> out;
    if (m_wallLabel->visible() && !m_wallLabelRect.isEmpty())
        out.append(m_wallLabelRect);
    if (m_aheadLabel->visible() && !m_aheadLabelRect.isEmpty())
        out.append(m_aheadLabelRect);
    return out;
}

void ScalingChart::fitLegend()
{
    // Before each layout: two entries per row where both columns fit the chart's width, else
    // one per row. Two columns of a disaggregated scenario's names ("GB200 NVL72, D Nx EP-4
    // (TP-4 attn)") were wider than the window's half-width chart and cut off at both ends.
    QCPLegend *legend = m_plot->legend;
    int columns[2] = {0, 0};
    for (int i = 0; i < legend->itemCount(); ++i) { // the grid's cells: the last may be empty
        if (const QCPAbstractLegendItem *item = legend->item(i))
            columns[i % 2] = std::max(columns[i % 2], item->minimumOuterSizeHint().width());
    }
    const QMargins m = legend->margins();
    const int twoColumns = m.left() + columns[0] + legend->columnSpacing() + columns[1] + m.right();
    const QMargins outer = m_plot->plotLayout()->margins();
    const int wrap =
        twoColumns <= m_plot->viewport().width() - outer.left() - outer.right() ? 2 : 1;
    if (legend->wrap() != wrap) {
        legend->setWrap(wrap);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true); // re-places the entries
    }
}

int ScalingChart::legendColumns() const
{
    return m_plot->legend->columnCount();
}

QRect ScalingChart::legendRect() const
{
    return m_plot->legend->outerRect();
}

void ScalingChart::placeAnnotations()
{
    // Runs after each layout pass: the wall's label beside the wall, the "NVL72 ahead" label
    // beside its line, each at the first place that covers no plotted point or line of the
    // panel, stays inside its axes and keeps off the other label.
    chartstyle::fitNote(m_note);
    m_wallLabelRect = {};
    m_aheadLabelRect = {};
    QCPAxisRect *top = m_rects[SingleUserSpeed];
    const QRectF area = top->rect();
    if (area.isEmpty())
        return;
    QCPAxis *x = top->axis(QCPAxis::atBottom);
    QCPAxis *y = top->axis(QCPAxis::atLeft);

    chartannotations::Obstacles obstacles;
    obstacles.pointRadius = 7; // the scenario's diamond is 13 px
    for (int i = 0; i < m_plot->graphCount(); ++i)
        if (m_plot->graph(i)->keyAxis()->axisRect() == top)
            chartannotations::addPlottable(obstacles, m_plot->graph(i));
    if (m_note->visible())
        obstacles.boxes.append(
            QRectF(m_note->topLeft->pixelPosition(), m_note->bottomRight->pixelPosition())
                .normalized());
    const double inset = 6;
    const double wallY = y->coordToPixel(m_wallValue);
    const double aheadX = x->coordToPixel(m_aheadFrom);
    const QLineF wallLine(area.left(), wallY, area.right(), wallY);
    const QLineF aheadLine(aheadX, area.top(), aheadX, area.bottom());
    const QLineF currentLine(x->coordToPixel(m_markedGpus), area.top(),
                             x->coordToPixel(m_markedGpus), area.bottom());
    if (m_markedGpus > 0)
        obstacles.guides.append(currentLine);

    if (m_wallLabel->visible()) {
        // Below the dashed line, then above it; from the right end, then along the line.
        const QSizeF size = chartannotations::textBox(m_wallLabel).size();
        QVector<QRectF> candidates;
        for (double fx : {1.0, 0.0, 0.5, 0.75, 0.25}) {
            const double left =
                area.left() + inset + fx * (area.width() - 2 * inset - size.width());
            candidates.append(QRectF(QPointF(left, wallY + 3), size));
            candidates.append(QRectF(QPointF(left, wallY - 3 - size.height()), size));
        }
        chartannotations::Obstacles o = obstacles;
        if (m_aheadFrom > 0)
            o.guides.append(aheadLine);
        m_wallLabelRect = chartannotations::choose(candidates, area, o);
        m_wallLabel->position->setCoords(m_wallLabelRect.topLeft());
    }
    if (m_aheadLabel->visible()) {
        // Beside the line, right of it first; from low in the panel upwards.
        const QSizeF size = chartannotations::textBox(m_aheadLabel).size();
        QVector<QRectF> candidates;
        const double step = size.height() / 2;
        for (double boxTop = area.bottom() - inset - size.height(); boxTop >= area.top() + inset;
             boxTop -= step) {
            candidates.append(QRectF(QPointF(aheadX + 4, boxTop), size));
            candidates.append(QRectF(QPointF(aheadX - 4 - size.width(), boxTop), size));
        }
        chartannotations::Obstacles o = obstacles;
        if (!m_wallLabelRect.isEmpty())
            o.boxes.append(m_wallLabelRect);
        if (m_wallValue > 0)
            o.guides.append(wallLine);
        m_aheadLabelRect = chartannotations::choose(candidates, area, o);
        m_aheadLabel->position->setCoords(m_aheadLabelRect.topLeft());
    }
}

void ScalingChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColours();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void ScalingChart::applyColours()
{
    const QPalette pal = palette();
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor bg = pal.color(QPalette::Base);
    const QColor muted = theme::muted(pal);
    const QColor primary = theme::primary(pal);
    const QColor secondary = theme::secondary(pal);

    chartstyle::stylePlot(m_plot, pal, false);
    for (QCPAxisRect *r : m_rects)
        chartstyle::styleAxes(r->axes(), pal);
    m_title->setTextColor(fg);
    for (auto &panel : m_series) {
        panel[CurrentFits]->setPen(QPen(primary, 2.5, Qt::SolidLine, Qt::RoundCap));
        panel[CurrentFits]->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssDisc, primary, primary, 6));
        panel[OtherFits]->setPen(QPen(secondary, 2, Qt::DashLine, Qt::FlatCap));
        panel[OtherFits]->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssSquare, secondary, bg, 6));
        for (Series s : {CurrentOutOfMemory, OtherOutOfMemory}) {
            panel[s]->setPen(QPen(muted, 1.5));
            panel[s]->setScatterStyle(
                QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(muted, 1.5), Qt::NoBrush, 8));
        }
    }
    for (auto *m : m_marker) {
        m->setPen(QPen(fg));
        m->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(fg, 1.5), QBrush(primary), 13));
    }
    for (auto *line : m_current)
        line->setPen(QPen(theme::mix(primary, bg, 0.5), 1.5, Qt::DotLine));
    for (auto *line : m_ahead)
        line->setPen(QPen(theme::mix(fg, bg, 0.35), 1.2, Qt::DashDotLine));
    m_wall->setPen(QPen(theme::mix(fg, bg, 0.25), 1.5, Qt::DashLine));
    chartstyle::styleLabel(m_wallLabel, pal, fg);
    chartstyle::styleLabel(m_aheadLabel, pal, fg);
    chartstyle::styleLabel(m_note, pal, theme::warningText(pal));
}

} // namespace moeplan::widgets
