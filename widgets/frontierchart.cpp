// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "frontierchart.h"

#include "chartannotations.h"
#include "chartstyle.h"
#include "format.h"
#include "plannerdocument.h"
#include "theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace moeplan::widgets {

namespace {

bool plottable(double x, double y)
{
    return std::isfinite(x) && std::isfinite(y) && x > 0 && y > 0;
}

void setCurve(QCPCurve *curve, const QVector<QPointF> &points)
{
    QVector<double> t, x, y;
    t.reserve(points.size());
    x.reserve(points.size());
    y.reserve(points.size());
    for (const QPointF &p : points) {
        t.append(double(t.size()));
        x.append(p.x());
        y.append(p.y());
    }
    curve->setData(t, x, y, true);
}

} // namespace

FrontierChart::FrontierChart(QWidget *parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_title(nullptr),
      m_xAxisChoice(new QComboBox), m_msButton(new QCheckBox), m_controls(new QWidget)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *controls = new QHBoxLayout(m_controls);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addStretch(1);
    m_xAxisChoice->setObjectName(QStringLiteral("xAxisChoice"));
    m_xAxisChoice->addItem(tr("Tokens/s, total"), int(XAxis::Total));
    m_xAxisChoice->addItem(tr("Tokens/s per GPU"), int(XAxis::PerGpu));
    m_xAxisChoice->addItem(tr("$ per million tokens"), int(XAxis::UsdPerMtok));
    m_xAxisChoice->addItem(tr("Tokens/s per MW"), int(XAxis::TokensPerMW));
    m_xAxisChoice->setToolTip(tr("What the x axis shows: throughput of the whole deployment or "
                                 "per GPU, cost per million output tokens (price from the Size "
                                 "It page) or tokens/s per MW of facility power"));
    auto *xLabel = new QLabel(tr("&X axis:"));
    xLabel->setBuddy(m_xAxisChoice);
    controls->addWidget(xLabel);
    controls->addWidget(m_xAxisChoice);
    m_msButton->setText(tr("ms per &token"));
    m_msButton->setObjectName(QStringLiteral("msPerTokenToggle"));
    m_msButton->setToolTip(tr("Show per-user latency (ms per output token) instead of speed"));
    // Check boxes: they read as switches (a box with its state), not as captions.
    controls->setSpacing(16);
    controls->addWidget(m_msButton);
    connect(m_xAxisChoice, &QComboBox::activated, this,
            [this] { setXAxis(XAxis(m_xAxisChoice->currentData().toInt())); });
    connect(m_msButton, &QCheckBox::toggled, this, &FrontierChart::setMsPerToken);
    m_controls->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    layout->addWidget(m_controls);
    layout->addWidget(m_plot, 1);
    m_plot->installEventFilter(this);
    m_plot->setMouseTracking(true);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    m_plot->setMinimumSize(320, 240);

    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    titleFont.setBold(true);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString(), titleFont);
    m_title->setMargins(QMargins(0, 8, 0, 4));
    m_plot->plotLayout()->addElement(0, 0, m_title);

    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    x->setScaleType(QCPAxis::stLogarithmic);
    x->setTicker(chartstyle::siLogTicker());
    x->setLabel(tr("Aggregate throughput (tokens/s)"));
    y->setLabel(tr("Per-user speed (tokens/s/user)"));
    x->grid()->setSubGridVisible(true);
    for (QCPAxis *a : {x, y}) {
        a->setLabelFont(font());
        a->setTickLabelFont(font());
        a->setPadding(6);
    }
    // Close the frame on the top and right without a second scale.
    for (QCPAxis *a : {m_plot->xAxis2, m_plot->yAxis2}) {
        a->setVisible(true);
        a->setTicks(false);
        a->setTickLabels(false);
    }

    // Created last to first so the current curve is drawn above the other one.
    for (int i = SeriesCount - 1; i >= 0; --i)
        m_series[std::size_t(i)] = new QCPCurve(x, y);

    for (int i = MeasuredCount - 1; i >= 0; --i) {
        QCPGraph *g = m_plot->addGraph(x, y);
        g->setLineStyle(QCPGraph::lsNone);
        m_measured[std::size_t(i)] = g;
    }
    m_pinnedPoint = m_plot->addGraph(x, y);
    m_pinnedPoint->setLineStyle(QCPGraph::lsNone);
    m_pinnedPoint->setName(tr("Pinned operating point"));

    m_floorLine = m_plot->addGraph(x, y);
    m_targetLine = m_plot->addGraph(x, y);
    m_cheapest = m_plot->addGraph(x, y);
    m_cheapest->setLineStyle(QCPGraph::lsNone);

    m_operating = m_plot->addGraph(x, y);
    m_operating->setLineStyle(QCPGraph::lsNone);
    m_operating->setName(tr("Current operating point"));

    m_operatingAnchor = new QCPItemTracer(m_plot);
    m_operatingAnchor->setStyle(QCPItemTracer::tsNone);
    m_operatingAnchor->position->setType(QCPItemPosition::ptPlotCoords);

    m_operatingLabel = new QCPItemText(m_plot);
    m_operatingLabel->position->setParentAnchor(m_operatingAnchor->position);
    m_operatingLabel->position->setType(QCPItemPosition::ptAbsolute);
    m_operatingLabel->setPadding(QMargins(6, 3, 6, 3));
    m_operatingLabel->setTextAlignment(Qt::AlignLeft);
    m_operatingLabel->setFont(font());

    QFont noteFont = font();
    noteFont.setItalic(true);
    m_note = chartstyle::addNote(m_plot, noteFont);

    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    m_plot->legend->setIconSize(32, 12);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_plot->axisRect()->insetLayout()->setMargins(QMargins(12, 12, 12, 12));

    connect(m_plot, &QCustomPlot::afterLayout, this, &FrontierChart::placeAnnotations);
    applyColours();
    rescale();
}

FrontierChart::~FrontierChart() = default;

void FrontierChart::setTitle(const QString &title)
{
    m_title->setText(title);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void FrontierChart::setResult(const core::PlannerResult &result)
{
    m_result = result;
    render();
}

void FrontierChart::setPerGpu(bool perGpu)
{
    setXAxis(perGpu ? XAxis::PerGpu : XAxis::Total);
}

void FrontierChart::setXAxis(XAxis axis)
{
    if (axis == m_xAxis)
        return;
    m_xAxis = axis;
    const QSignalBlocker block(m_xAxisChoice);
    m_xAxisChoice->setCurrentIndex(m_xAxisChoice->findData(int(axis)));
    render();
    emit axesChanged();
}

void FrontierChart::setEconomics(const GpuEconomics &current, const GpuEconomics &other)
{
    m_economics[0] = current;
    m_economics[1] = other;
    if (m_xAxis == XAxis::UsdPerMtok || m_xAxis == XAxis::TokensPerMW)
        render();
}

void FrontierChart::setMsPerToken(bool msPerToken)
{
    if (msPerToken == m_msPerToken)
        return;
    m_msPerToken = msPerToken;
    const QSignalBlocker block(m_msButton);
    m_msButton->setChecked(msPerToken);
    render();
    emit axesChanged();
}

void FrontierChart::setControlsVisible(bool visible)
{
    m_controls->setVisible(visible);
}

QPointF FrontierChart::toPlot(double throughput, double throughputPerGpu, double perUser) const
{
    const GpuEconomics &econ = m_economics[m_plottingOther ? 1 : 0];
    double x = throughput;
    switch (m_xAxis) {
    case XAxis::Total:
        break;
    case XAxis::PerGpu:
        x = throughputPerGpu;
        break;
    case XAxis::UsdPerMtok: // price / (tokens per GPU-hour) x 10^6; NaN (not drawn) unpriced
        x = econ.pricePerGpuHour > 0 && throughputPerGpu > 0
                ? econ.pricePerGpuHour * 1e6 / (throughputPerGpu * 3600.0)
                : NAN;
        break;
    case XAxis::TokensPerMW: { // tokens/s per GPU over the facility power of one GPU
        const double w = deploymentPowerW(econ, 1);
        x = w > 0 ? throughputPerGpu * 1e6 / w : NAN;
        break;
    }
    }
    return QPointF(x, m_msPerToken ? (perUser > 0 ? 1e3 / perUser : 0) : perUser);
}

void FrontierChart::render()
{
    const core::PlannerResult &result = m_result;
    switch (m_xAxis) {
    case XAxis::Total:
        m_plot->xAxis->setLabel(tr("Aggregate throughput (tokens/s)"));
        break;
    case XAxis::PerGpu:
        m_plot->xAxis->setLabel(tr("Throughput per GPU (tokens/s/GPU)"));
        break;
    case XAxis::UsdPerMtok:
        m_plot->xAxis->setLabel(tr("Cost ($ per million output tokens)"));
        break;
    case XAxis::TokensPerMW:
        m_plot->xAxis->setLabel(tr("Tokens/s per MW of facility power"));
        break;
    }
    m_plot->yAxis->setLabel(m_msPerToken ? tr("Per-user latency (ms per output token)")
                                         : tr("Per-user speed (tokens/s/user)"));
    auto pointOf = [&](const core::CurvePoint &p) {
        return toPlot(p.throughput, p.throughputPerGpu, p.tokensPerSecondPerUser);
    };
    auto show = [&](const core::Curve &curve, Series fits, Series outOfMemory) {
        QVector<QPointF> in, out;
        for (const core::CurvePoint &p : curve.points) {
            const QPointF q = pointOf(p);
            if (!plottable(q.x(), q.y()))
                continue;
            (p.fits ? in : out).append(q);
        }
        setCurve(m_series[fits], in);
        if (outOfMemory != SeriesCount) {
            setCurve(m_series[outOfMemory], out);
            m_series[outOfMemory]->setName(tr("%1 (out of memory)").arg(curve.label));
        }
        m_series[fits]->setName(curve.label);
    };
    show(result.current, CurrentFits, CurrentOutOfMemory);
    m_plottingOther = true;
    show(result.other, OtherFits, OtherOutOfMemory);
    m_plottingOther = false;
    show(result.frontier, Frontier, SeriesCount);
    // The plans in brackets; where they are many or long (a disaggregated scenario's pools and
    // the aggregated plans on its GPUs), on lines of their own under the name, so the legend
    // stays narrow enough to leave the curves a corner.
    const QString plans = result.frontier.plans.join(QStringLiteral(" · "));
    constexpr qsizetype kLegendLine = 48;
    if (plans.size() <= kLegendLine) {
        m_series[Frontier]->setName(tr("Best across plans (%1)").arg(plans));
    } else {
        QStringList lines{QString()};
        for (const QString &plan : result.frontier.plans) {
            QString &line = lines.last();
            if (!line.isEmpty() && line.size() + 3 + plan.size() > kLegendLine)
                lines.append(plan);
            else
                line += (line.isEmpty() ? QString() : QStringLiteral(" · ")) + plan;
        }
        m_series[Frontier]->setName(tr("Best across plans:") + QLatin1Char('\n') +
                                    lines.join(QLatin1Char('\n')));
    }
    if (result.frontier.plans.size() <= 1)
        m_series[Frontier]->data()->clear(); // one plan: the frontier is the curve itself

    // The 80% band: the upper edge forward, the lower edge back, as one closed outline.
    {
        QVector<QPointF> band, lower;
        if (result.params.hasInterval) {
            for (const core::CurvePoint &p : result.current.points) {
                if (!p.fits)
                    continue;
                const double perGpuScale = p.throughput > 0 ? p.throughputPerGpu / p.throughput : 0;
                const QPointF hi =
                    toPlot(p.throughputHi, p.throughputHi * perGpuScale, p.perUserHi);
                const QPointF lo =
                    toPlot(p.throughputLo, p.throughputLo * perGpuScale, p.perUserLo);
                if (plottable(hi.x(), hi.y()) && plottable(lo.x(), lo.y())) {
                    band.append(hi);
                    lower.prepend(lo);
                }
            }
            if (!band.isEmpty())
                band += lower;
        }
        setCurve(m_series[Band], band);
        m_series[Band]->setName(tr("80% prediction interval"));
    }

    // The pinned scenario (compare A/B).
    if (result.pinned) {
        show(result.pinned->curve, Pinned, SeriesCount);
        QVector<QPointF> fitting;
        for (const core::CurvePoint &p : result.pinned->curve.points)
            if (p.fits && plottable(pointOf(p).x(), pointOf(p).y()))
                fitting.append(pointOf(p));
        setCurve(m_series[Pinned], fitting);
        m_series[Pinned]->setName(tr("Pinned: %1").arg(result.pinned->label));
        const Evaluation &pe = result.pinned->eval;
        const QPointF q =
            toPlot(pe.throughputTokensPerSecond, pe.throughputPerGpu, pe.tokensPerSecondPerUser);
        if (result.pinned->ok && plottable(q.x(), q.y()))
            m_pinnedPoint->setData({q.x()}, {q.y()}, true);
        else
            m_pinnedPoint->data()->clear();
    } else {
        m_series[Pinned]->data()->clear();
        m_pinnedPoint->data()->clear();
    }

    // Measured runs of this model and GPU kind.
    for (int i = 0; i < MeasuredCount; ++i) {
        m_measuredIds[i].clear();
        m_measuredLabels[i].clear();
    }
    {
        QVector<double> x[MeasuredCount], y[MeasuredCount];
        for (const core::MeasuredPoint &m : result.measured) {
            const QPointF q = toPlot(m.throughput, m.throughputPerGpu, m.tokensPerSecondPerUser);
            if (!plottable(q.x(), q.y()))
                continue;
            const int k = m.sameDeployment ? MeasuredSame : MeasuredOther;
            x[k].append(q.x());
            y[k].append(q.y());
            m_measuredIds[k].append(m.runId);
            m_measuredLabels[k].append(m.label);
        }
        for (int k = 0; k < MeasuredCount; ++k)
            m_measured[std::size_t(k)]->setData(x[k], y[k], true);
        m_measured[MeasuredSame]->setName(
            tr("Measured, this deployment (%Ln)", nullptr, int(x[MeasuredSame].size())));
        m_measured[MeasuredOther]->setName(
            tr("Measured, other deployments (%Ln)", nullptr, int(x[MeasuredOther].size())));
    }

    QStringList notes;
    if (!result.current.error.isEmpty())
        notes << tr("No curve for this scenario: %1").arg(result.current.error);
    // Both curves fail alike when the plan itself is invalid: say it once.
    if (!result.other.error.isEmpty() && result.other.error != result.current.error)
        notes << tr("Other topology not shown: %1").arg(result.other.error);

    const Evaluation &e = result.eval;
    const QPointF op =
        toPlot(e.throughputTokensPerSecond, e.throughputPerGpu, e.tokensPerSecondPerUser);
    const bool hasPoint = result.ok && plottable(op.x(), op.y());
    if (hasPoint) {
        m_operating->setData({op.x()}, {op.y()}, true);
        m_operatingAnchor->position->setCoords(op.x(), op.y());
        const QString speed =
            m_msPerToken
                ? tr("%1 ms/token").arg(format::number(e.tpotMs, locale()))
                : tr("%1 tokens/s/user").arg(format::number(e.tokensPerSecondPerUser, locale()));
        const QString rate =
            m_xAxis == XAxis::PerGpu
                ? tr("%1 tokens/s/GPU").arg(format::number(e.throughputPerGpu, locale()))
            : m_xAxis == XAxis::UsdPerMtok ? tr("$%1/Mtok").arg(QLocale().toString(op.x(), 'f', 3))
            : m_xAxis == XAxis::TokensPerMW
                ? tr("%1 tokens/s/MW").arg(format::number(op.x(), locale()))
                : tr("%1 tokens/s").arg(format::number(e.throughputTokensPerSecond, locale()));
        const Scenario &sc = result.scenario;
        const bool disagg = sc.serving == Serving::Disaggregated;
        m_operatingLabel->setText(
            (disagg ? tr("Batch %1 per decode worker%2\n%3 · %4")
                    : tr("Batch %1 per replica%2\n%3 · %4"))
                .arg(disagg && sc.decode.batch > 0 ? sc.decode.batch : sc.batch)
                .arg(e.fits ? QString() : tr(" (out of memory)"), speed, rate));
    } else {
        m_operating->data()->clear();
    }
    m_operatingLabel->setVisible(hasPoint);

    // Legend: only what is drawn, always in the same order.
    m_plot->legend->clearItems();
    for (int i :
         {CurrentFits, CurrentOutOfMemory, Band, OtherFits, OtherOutOfMemory, Frontier, Pinned}) {
        if (!m_series[std::size_t(i)]->data()->isEmpty())
            m_series[std::size_t(i)]->addToLegend();
    }
    for (QCPGraph *g : m_measured)
        if (!g->data()->isEmpty())
            g->addToLegend();
    if (hasPoint)
        m_operating->addToLegend();
    // The sizing target: its lines are drawn by rescale(), which knows the ranges.
    const bool hasTarget = m_marks.minPerUser > 0 || m_marks.targetTokS > 0;
    if (hasTarget) {
        m_floorLine->setName(tr("Target: %1 tokens/s at %2 tokens/s/user or more")
                                 .arg(format::number(m_marks.targetTokS, locale()),
                                      format::number(m_marks.minPerUser, locale())));
        m_floorLine->addToLegend();
    }
    const QPointF cheap =
        toPlot(m_marks.cheapestTokS,
               m_marks.cheapestGpus > 0 ? m_marks.cheapestTokS / m_marks.cheapestGpus : 0,
               m_marks.cheapestPerUser);
    // The star's cost and power are its own GPU kind's: drawn on the throughput axes only.
    if (m_marks.hasCheapest && (m_xAxis == XAxis::Total || m_xAxis == XAxis::PerGpu) &&
        plottable(cheap.x(), cheap.y())) {
        m_cheapest->setData({cheap.x()}, {cheap.y()}, true);
        m_cheapest->setName(
            tr("Cheapest for the target: %1, %Ln GPU(s)", nullptr, m_marks.cheapestGpus)
                .arg(m_marks.cheapestLabel));
        m_cheapest->addToLegend();
    } else {
        m_cheapest->data()->clear();
    }
    const bool nothingDrawn = m_plot->legend->itemCount() == 0;
    m_plot->legend->setVisible(!nothingDrawn);

    // Notes sit in the empty corner under the curves, or in the middle when nothing is drawn.
    chartstyle::showNote(m_note, notes, nothingDrawn,
                         m_msPerToken ? Qt::AlignTop : Qt::AlignBottom);

    rescale();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

qint64 FrontierChart::runAt(const QPoint &pos) const
{
    constexpr double kRadius = 8;
    qint64 best = 0;
    double bestDistance = kRadius * kRadius;
    for (int k = 0; k < MeasuredCount; ++k) {
        const QCPGraph *g = m_measured[std::size_t(k)];
        int i = 0;
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it, ++i) {
            const double dx = m_plot->xAxis->coordToPixel(it->key) - pos.x();
            const double dy = m_plot->yAxis->coordToPixel(it->value) - pos.y();
            const double d = dx * dx + dy * dy;
            if (d <= bestDistance) {
                bestDistance = d;
                best = m_measuredIds[k].value(i);
            }
        }
    }
    return best;
}

QVector<QPointF> FrontierChart::measuredData(int which) const
{
    QVector<QPointF> out;
    if (which < 0 || which >= MeasuredCount)
        return out;
    const auto points = m_measured[std::size_t(which)]->data();
    for (auto it = points->constBegin(); it != points->constEnd(); ++it)
        out.append(QPointF(it->key, it->value));
    return out;
}

bool FrontierChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot && event->type() == QEvent::MouseMove) {
        const auto *me = static_cast<QMouseEvent *>(event);
        const QPoint pos = me->position().toPoint();
        const qint64 id = runAt(pos);
        if (id != 0) {
            for (int k = 0; k < MeasuredCount; ++k) {
                const qsizetype i = m_measuredIds[k].indexOf(id);
                if (i >= 0) {
                    QToolTip::showText(me->globalPosition().toPoint(),
                                       m_measuredLabels[k].at(i) + tr("\nClick to open the run"),
                                       m_plot);
                    break;
                }
            }
            m_plot->setCursor(Qt::PointingHandCursor);
        } else {
            QToolTip::hideText();
            m_plot->unsetCursor();
        }
    } else if (watched == m_plot && event->type() == QEvent::MouseButtonRelease) {
        const auto *me = static_cast<QMouseEvent *>(event);
        if (me->button() == Qt::LeftButton) {
            if (const qint64 id = runAt(me->position().toPoint()))
                emit runClicked(id);
        }
    }
    return QWidget::eventFilter(watched, event);
}

QVector<QPointF> FrontierChart::curveData(int index) const
{
    QVector<QPointF> out;
    if (index < 0 || index >= SeriesCount)
        return out;
    const auto points = m_series[std::size_t(index)]->data();
    out.reserve(points->size());
    for (auto it = points->constBegin(); it != points->constEnd(); ++it)
        out.append(QPointF(it->key, it->value));
    return out;
}

QString FrontierChart::curveName(int index) const
{
    if (index < 0 || index >= SeriesCount)
        return {};
    return m_series[std::size_t(index)]->name();
}

void FrontierChart::setTargetMarks(const TargetMarks &marks)
{
    m_marks = marks;
    render();
}

std::optional<QPointF> FrontierChart::cheapestPoint() const
{
    const auto points = m_cheapest->data();
    if (points->isEmpty())
        return std::nullopt;
    return QPointF(points->constBegin()->key, points->constBegin()->value);
}

QPointF FrontierChart::targetLines() const
{
    const double y =
        m_floorLine->data()->isEmpty() ? NAN : m_floorLine->data()->constBegin()->value;
    const double x =
        m_targetLine->data()->isEmpty() ? NAN : m_targetLine->data()->constBegin()->key;
    return {x, y};
}

std::optional<QPointF> FrontierChart::operatingPoint() const
{
    const auto points = m_operating->data();
    if (points->isEmpty())
        return std::nullopt;
    return QPointF(points->constBegin()->key, points->constBegin()->value);
}

QString FrontierChart::note() const
{
    return m_note->visible() ? chartstyle::noteText(m_note) : QString();
}

void FrontierChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColours();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void FrontierChart::applyColours()
{
    const QPalette pal = palette();
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor bg = pal.color(QPalette::Base);
    const QColor muted = theme::muted(pal);

    chartstyle::stylePlot(m_plot, pal, !legendBelow()); // framed over the data only
    chartstyle::styleAxes({m_plot->xAxis, m_plot->yAxis, m_plot->xAxis2, m_plot->yAxis2}, pal,
                          true);
    m_title->setTextColor(fg);

    m_series[CurrentFits]->setPen(QPen(theme::primary(pal), 2.5, Qt::SolidLine, Qt::RoundCap));
    m_series[OtherFits]->setPen(QPen(theme::secondary(pal), 2, Qt::DashLine, Qt::FlatCap));
    m_series[CurrentOutOfMemory]->setPen(QPen(muted, 2, Qt::DotLine, Qt::FlatCap));
    m_series[OtherOutOfMemory]->setPen(
        QPen(theme::mix(muted, bg, 0.35), 2, Qt::DotLine, Qt::FlatCap));

    m_series[Frontier]->setPen(QPen(theme::mix(fg, bg, 0.25), 1.5, Qt::DashDotLine));
    QColor pinned = theme::isDark(pal) ? QColor(0xc3, 0x9b, 0xf0) : QColor(0x7b, 0x3f, 0xb5);
    m_series[Pinned]->setPen(QPen(pinned, 2, Qt::SolidLine, Qt::RoundCap));
    m_pinnedPoint->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(pinned, 1.5), QBrush(bg), 11));
    QColor bandFill = theme::primary(pal);
    bandFill.setAlpha(38);
    QColor bandEdge = theme::primary(pal);
    bandEdge.setAlpha(90);
    m_series[Band]->setPen(QPen(bandEdge, 1));
    m_series[Band]->setBrush(QBrush(bandFill));
    m_series[Band]->setAntialiasedFill(false); // a large translucent polygon: its edge pen is
                                               // antialiased, the fill need not be
    const QColor measured =
        theme::isDark(pal) ? QColor(0x7f, 0xd3, 0x8c) : QColor(0x1b, 0x7a, 0x3a);
    // Measured runs can number thousands: their markers are pre-rendered pixmaps (a blit each)
    // instead of antialiased ellipses.
    auto marker = [this](const QColor &pen, const QBrush &brush, double size) {
        const qreal dpr = devicePixelRatioF();
        const int side = int(std::ceil((size + 2) * dpr));
        QPixmap pm(side, side);
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(pen, 1.2));
        p.setBrush(brush);
        const double c = double(side) / dpr / 2;
        p.drawEllipse(QPointF(c, c), size / 2, size / 2);
        return QCPScatterStyle(pm);
    };
    m_measured[MeasuredSame]->setScatterStyle(marker(measured, QBrush(measured), 7));
    m_measured[MeasuredOther]->setScatterStyle(
        marker(theme::mix(measured, bg, 0.35), Qt::NoBrush, 6));
    for (QCPGraph *g : m_measured)
        g->setPen(QPen(measured));

    const QColor target = theme::isDark(pal) ? QColor(0xf0, 0x9a, 0x5a) : QColor(0xc0, 0x50, 0x10);
    for (QCPGraph *g : {m_floorLine, m_targetLine})
        g->setPen(QPen(target, 1.5, Qt::DashLine));
    m_cheapest->setPen(QPen(target));
    m_cheapest->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssStar, QPen(target, 2), QBrush(target), 16));

    m_operating->setPen(QPen(fg));
    m_operating->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(fg, 1.5),
                                                 QBrush(theme::primary(pal)), 14));

    chartstyle::styleLabel(m_operatingLabel, pal, fg, true);
    chartstyle::styleLabel(m_note, pal, theme::warningText(pal));
}

void FrontierChart::rescale()
{
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = 0;
    double yMax = 0;
    auto include = [&](double x, double y) {
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMax = std::max(yMax, y);
    };
    for (const QCPCurve *c : m_series) {
        for (auto it = c->data()->constBegin(); it != c->data()->constEnd(); ++it)
            include(it->key, it->value);
    }
    // Other deployments' runs set the range per GPU only: in total tokens/s a run on 72 GPUs
    // stretched the axis of an 8-GPU scenario to where its curves were a corner.
    for (int k = 0; k < MeasuredCount; ++k) {
        if (k == MeasuredOther && m_xAxis == XAxis::Total)
            continue;
        const QCPGraph *g = m_measured[std::size_t(k)];
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
            include(it->key, it->value);
    }
    if (const auto p = operatingPoint())
        include(p->x(), p->y());
    if (const auto p = cheapestPoint())
        include(p->x(), p->y());
    // The target's lines: the floor always (it is a per-user speed), the aggregate target on
    // the aggregate axis only (per GPU it depends on the deployment).
    const double floorY =
        m_marks.minPerUser > 0 ? (m_msPerToken ? 1e3 / m_marks.minPerUser : m_marks.minPerUser) : 0;
    const double targetX =
        m_xAxis == XAxis::Total && m_marks.targetTokS > 0 ? m_marks.targetTokS : 0;
    if (floorY > 0)
        yMax = std::max(yMax, floorY);
    if (targetX > 0 && xMax > 0) {
        xMin = std::min(xMin, targetX);
        xMax = std::max(xMax, targetX);
    }
    if (m_msPerToken) // latency grows without bound at tiny loads' mirror: cap at 4x the point
        if (const auto p = operatingPoint())
            yMax = std::min(yMax, std::max(p->y() * 4, 1.0));

    if (!(xMax > 0)) {
        m_plot->xAxis->setRange(10, 1e5);
        m_plot->yAxis->setRange(0, 100);
    } else {
        // Small margins: 6% of the (log) span each side on x, a tenth on top for y.
        const double spread = std::max(xMax / xMin, 10.0);
        const double margin = std::pow(spread, 0.06);
        m_plot->xAxis->setRange(xMin / margin, xMax * margin);
        m_plot->yAxis->setRange(0, yMax * 1.1);
    }
    const QCPRange xr = m_plot->xAxis->range(), yr = m_plot->yAxis->range();
    if (floorY > 0)
        m_floorLine->setData({xr.lower, xr.upper}, {floorY, floorY}, true);
    else
        m_floorLine->data()->clear();
    if (targetX > 0)
        m_targetLine->setData({targetX, targetX}, {yr.lower, yr.upper}, true);
    else
        m_targetLine->data()->clear();
}

QVector<QRectF> FrontierChart::annotationRects() const
{
    if (!m_operatingLabel->visible() || m_operatingLabelRect.isEmpty())
        return {};
    return {m_operatingLabelRect};
}

chartannotations::Obstacles FrontierChart::drawnObstacles() const
{
    // What is drawn, in pixels (1,000 measured runs are 1,000 points).
    chartannotations::Obstacles drawn;
    drawn.pointRadius = 6;
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = m_plot->plottable(i);
        if (p != m_series[Band]) // a translucent area under the translucent boxes
            chartannotations::addPlottable(drawn, p);
    }
    return drawn;
}

void FrontierChart::placeAnnotations()
{
    // After each layout: the legend first, then the label clear of it. Where the legend moves
    // out of the axes or back, the layout runs again at once (this frame draws it) and what is
    // drawn is measured anew; the legend stays where it is on that second pass.
    chartstyle::fitNote(m_note);
    chartannotations::Obstacles drawn = drawnObstacles();
    if (placeLegend(drawn)) {
        QCPLayoutGrid *layout = m_plot->plotLayout();
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                           QCPLayoutElement::upLayout})
            layout->update(phase);
        drawn = drawnObstacles();
    }
    placeOperatingLabel(std::move(drawn));
}

void FrontierChart::moveLegendBelow(bool below)
{
    QCPLegend *legend = m_plot->legend;
    QCPLayoutInset *inset = m_plot->axisRect()->insetLayout();
    if (below == legendBelow())
        return;
    if (below) {
        // In rows under the axes, centred, as many entries per row as the width holds.
        inset->take(legend);
        inset->simplify();
        m_legendRow = new QCPLayoutGrid;
        m_plot->plotLayout()->addElement(m_plot->plotLayout()->rowCount(), 0, m_legendRow);
        m_plot->plotLayout()->setRowStretchFactor(m_plot->plotLayout()->rowCount() - 1, 0.001);
        m_legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
        m_legendRow->addElement(0, 1, legend);
        m_legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
        m_legendRow->setColumnStretchFactors({1, 0.001, 1});
        arrangeLegend(true);
    } else {
        m_legendRow->take(legend);
        m_plot->plotLayout()->remove(m_legendRow); // deletes the row and its spacers
        m_plot->plotLayout()->simplify();
        m_legendRow = nullptr;
        arrangeLegend(false);
        inset->addElement(legend, m_legendCorner);
    }
    applyColours();
}

void FrontierChart::arrangeLegend(bool inRows)
{
    QCPLegend *legend = m_plot->legend;
    if (!inRows) { // one column
        legend->setWrap(0);
        legend->setFillOrder(QCPLegend::foRowsFirst, true);
        return;
    }
    // As many entries per row (up to four) as the chart's width holds.
    const QMargins outer = m_plot->plotLayout()->margins();
    const int room = m_plot->viewport().width() - outer.left() - outer.right();
    for (int wrap = 4; wrap >= 1; --wrap) {
        legend->setWrap(wrap);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
        if (legend->minimumOuterSizeHint().width() <= room)
            break;
    }
}

bool FrontierChart::placeLegend(const chartannotations::Obstacles &drawn)
{
    // The legend goes to the corner of the axes where it covers no data: top right while that
    // is free (a falling frontier leaves it empty most often), else another free corner. It
    // moves only for a corner that hides less than the one it is in, so a drag does not make
    // it jump between corners that hide as little. Where every corner would hide points or
    // lines (a disaggregated scenario's long legend over measured runs), it goes in rows under
    // the axes, and comes back once a corner is free.
    QCPLegend *legend = m_plot->legend;
    QCPLayoutInset *inset = m_plot->axisRect()->insetLayout();
    const QRectF area = m_plot->axisRect()->rect();
    if (!legend->visible() && legendBelow()) { // (a hidden legend's row would keep its room)
        moveLegendBelow(false);
        return true;
    }
    if (!legend->visible() || area.isEmpty())
        return false;
    const QRectF note = m_note->visible() ? QRectF(m_note->topLeft->pixelPosition(),
                                                   m_note->bottomRight->pixelPosition())
                                                .normalized()
                                          : QRectF();
    const QMargins margins = inset->margins();
    const QRectF inner = area.marginsRemoved(QMarginsF(margins));
    // Its size in one column, inside the axes.
    QSizeF size = legend->outerRect().size();
    if (legendBelow()) {
        double w = 0, h = 0;
        int n = 0;
        for (int i = 0; i < legend->itemCount(); ++i) {
            if (const QCPAbstractLegendItem *item = legend->item(i)) {
                const QSize s = item->minimumOuterSizeHint();
                w = std::max(w, double(s.width()));
                h += s.height();
                ++n;
            }
        }
        const QMargins m = legend->margins();
        size = QSizeF(w + m.left() + m.right(),
                      h + std::max(0, n - 1) * legend->rowSpacing() + m.top() + m.bottom());
    }
    const auto rectAt = [&](Qt::Alignment corner) {
        const double x = corner & Qt::AlignLeft ? inner.left() : inner.right() - size.width();
        const double y = corner & Qt::AlignTop ? inner.top() : inner.bottom() - size.height();
        return QRectF(QPointF(x, y), size);
    };
    const auto cost = [&](Qt::Alignment corner) {
        const QRectF r = rectAt(corner);
        return 1000 * drawn.dataHits(r) + (note.intersects(r) ? 1 : 0);
    };
    Qt::Alignment best = m_legendCorner;
    int bestCost = cost(best);
    for (Qt::Alignment corner :
         {Qt::AlignTop | Qt::AlignRight, Qt::AlignTop | Qt::AlignLeft,
          Qt::AlignBottom | Qt::AlignLeft, Qt::AlignBottom | Qt::AlignRight}) {
        const int c = cost(corner);
        if (c < bestCost) {
            best = corner;
            bestCost = c;
        }
    }
    // Back to top right whenever it is as free as the corner chosen.
    if (cost(Qt::AlignTop | Qt::AlignRight) <= bestCost)
        best = Qt::AlignTop | Qt::AlignRight;
    // Under the axes only where they keep 60% of their height: in the report's small chart the
    // rows took two thirds of it, and a legend over some data is the lesser harm there.
    int rowsHeight = legend->outerRect().height();
    if (!legendBelow() && bestCost >= 1000) { // (arranging it costs a little on every drag)
        arrangeLegend(true);
        rowsHeight = legend->minimumOuterSizeHint().height();
        arrangeLegend(false);
    }
    const double fullHeight =
        area.height() + (legendBelow() ? rowsHeight + m_plot->plotLayout()->rowSpacing() : 0);
    const bool roomy =
        fullHeight - rowsHeight - m_plot->plotLayout()->rowSpacing() >= 0.6 * fullHeight;
    const bool below = bestCost >= 1000 && roomy;
    if (below != legendBelow()) {
        if (!below)
            m_legendCorner = best;
        moveLegendBelow(below);
        return true;
    }
    if (below) { // new entries, or a new width: as many per row as now fit
        const int wrap = legend->wrap();
        arrangeLegend(true);
        return legend->wrap() != wrap;
    }
    if (best == inset->insetAlignment(0))
        return false;
    m_legendCorner = best;
    inset->setInsetAlignment(0, best);
    inset->update(QCPLayoutElement::upLayout);
    return false;
}

void FrontierChart::placeOperatingLabel(chartannotations::Obstacles obstacles)
{
    // Runs after each layout pass: put the label next to the marker where it covers no drawn
    // point or line, stays inside the axis rect (off the axes and their ticks) and keeps clear
    // of the legend and the note.
    m_operatingLabelRect = {};
    const auto point = operatingPoint();
    const QRectF area = m_plot->axisRect()->rect();
    if (!point || area.isEmpty() || !m_operatingLabel->visible())
        return;
    const QPointF at(m_plot->xAxis->coordToPixel(point->x()),
                     m_plot->yAxis->coordToPixel(point->y()));

    if (m_plot->legend->visible())
        obstacles.boxes.append(QRectF(m_plot->legend->outerRect()));
    if (m_note->visible())
        obstacles.boxes.append(
            QRectF(m_note->topLeft->pixelPosition(), m_note->bottomRight->pixelPosition())
                .normalized());

    const QSizeF size = chartannotations::textBox(m_operatingLabel).size();
    // In order of preference: off a falling curve first (above-right, below-left), near the
    // marker, then farther away.
    QVector<QRectF> candidates;
    for (double gap : {12.0, 28.0, 56.0, 96.0}) {
        const QPointF corners[] = {
            {at.x() + gap, at.y() - gap - size.height()},                // above right
            {at.x() - gap - size.width(), at.y() + gap},                 // below left
            {at.x() + gap, at.y() + gap},                                // below right
            {at.x() - gap - size.width(), at.y() - gap - size.height()}, // above left
            {at.x() + gap, at.y() - size.height() / 2},                  // right
            {at.x() - gap - size.width(), at.y() - size.height() / 2},   // left
            {at.x() - size.width() / 2, at.y() - gap - size.height()},   // above
        };
        for (const QPointF &c : corners)
            candidates.append(QRectF(c, size));
    }
    // Last, anywhere in the axes, nearest the marker first (the curves may fill its
    // surroundings at the ends of the sweep).
    QVector<QRectF> anywhere;
    for (double top = area.top() + 6; top + size.height() < area.bottom() - 6;
         top += size.height() / 2)
        for (double left = area.left() + 6; left + size.width() < area.right() - 6;
             left += size.width() / 4)
            anywhere.append(QRectF(QPointF(left, top), size));
    std::stable_sort(anywhere.begin(), anywhere.end(), [at](const QRectF &a, const QRectF &b) {
        return QLineF(a.center(), at).length() < QLineF(b.center(), at).length();
    });
    candidates += anywhere;
    m_operatingLabelRect = chartannotations::choose(candidates, area, obstacles);
    m_operatingLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_operatingLabel->position->setCoords(m_operatingLabelRect.topLeft() - at);
}

} // namespace moeplan::widgets
