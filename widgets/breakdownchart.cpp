// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "breakdownchart.h"

#include "chartstyle.h"
#include "diagnosis.h"

#include "format.h"
#include "messages.h"
#include "plannerdocument.h"
#include "theme.h"

#include <QEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace moeplan::widgets {

namespace {

static_assert(BreakdownChart::kComponents == kComponentCount);

/// One hue per component, the same in light and dark themes (a little lighter on dark).
QColor componentColour(int i, const QPalette &pal)
{
    static const QColor colours[BreakdownChart::kComponents] = {
        QColor(0x4e, 0x79, 0xa7), // attention
        QColor(0x59, 0xa1, 0x4f), // dense & shared weights
        QColor(0xf2, 0x8e, 0x2b), // routed experts
        QColor(0xb0, 0x7a, 0xa1), // prefill chunks
        QColor(0xe1, 0x57, 0x59), // TP collectives
        QColor(0x76, 0xb7, 0xb2), // EP dispatch/combine
        QColor(0xed, 0xc9, 0x48), // drafter
        QColor(0x9d, 0x9d, 0x9d), // fixed overhead
    };
    const QColor c = colours[std::clamp(i, 0, BreakdownChart::kComponents - 1)];
    return theme::isDark(pal) ? c.lighter(115) : c;
}

double finiteOrZero(double v)
{
    return std::isfinite(v) ? v : 0.0;
}

QString percentText(double v, const QLocale &locale)
{
    return locale.toString(v, 'f', v < 10 ? 1 : 0) + QLatin1Char('%');
}

} // namespace

BreakdownChart::BreakdownChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->setMinimumSize(320, 240);

    // Own layout: title, binding ceiling, memory notice, step bars, legend, readings.
    QCPLegend *legend = m_plot->legend;
    m_plot->axisRect()->insetLayout()->take(legend);
    m_plot->plotLayout()->clear();
    QCPLayoutGrid *grid = m_plot->plotLayout();

    m_title = new QCPTextElement(m_plot, QString(), chartstyle::scaledFont(font(), 1.2, true));
    m_title->setMargins(QMargins(0, 8, 0, 2));
    m_binding = new QCPTextElement(m_plot, QString(), chartstyle::scaledFont(font(), 1.05, true));
    m_binding->setMargins(QMargins(0, 2, 0, 2));
    m_memory = new QCPTextElement(m_plot, QString(), chartstyle::scaledFont(font(), 1.0, true));
    m_memory->setMargins(QMargins(0, 0, 0, 0));
    m_stepRect = new QCPAxisRect(m_plot);
    m_readingRect = new QCPAxisRect(m_plot);
    grid->addElement(0, 0, m_title);
    grid->addElement(1, 0, m_binding);
    grid->addElement(2, 0, m_memory);
    grid->addElement(3, 0, m_stepRect);
    // The legend is centred between two spacers and keeps its natural size.
    auto *legendRow = new QCPLayoutGrid;
    grid->addElement(4, 0, legendRow);
    legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
    legendRow->addElement(0, 1, legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
    legendRow->setColumnStretchFactors({1, 0.001, 1});
    grid->addElement(5, 0, m_readingRect);
    // One or two bars above, four readings (or eight) below: about equal heights.
    grid->setRowStretchFactor(3, 1);
    grid->setRowStretchFactor(4, 0.001);
    grid->setRowStretchFactor(5, 1.2);
    grid->setRowSpacing(4);

    // Both rects share their left margin, so the bars start at the same x.
    auto *margins = new QCPMarginGroup(m_plot);
    for (QCPAxisRect *r : {m_stepRect, m_readingRect}) {
        r->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        for (QCPAxis *a : r->axes()) {
            a->setLabelFont(font());
            a->setTickLabelFont(font());
            a->setPadding(6);
        }
        r->axis(QCPAxis::atTop)->setVisible(true);
        r->axis(QCPAxis::atRight)->setVisible(true);
        for (QCPAxis *a : {r->axis(QCPAxis::atTop), r->axis(QCPAxis::atRight)}) {
            a->setTicks(false);
            a->setTickLabels(false);
        }
        QCPAxis *keys = r->axis(QCPAxis::atLeft);
        keys->setRangeReversed(true); // first bar on top
        keys->grid()->setVisible(false);
        keys->setSubTicks(false);
        keys->setTickLength(0, 0);
    }

    QCPAxis *stepKeys = m_stepRect->axis(QCPAxis::atLeft);
    QCPAxis *stepValues = m_stepRect->axis(QCPAxis::atBottom);
    stepValues->setLabel(tr("Decode step time (ms)"));
    for (int i = 0; i < kComponents; ++i) {
        auto *bars = new QCPBars(stepKeys, stepValues);
        bars->setName(core::componentLabel(Component(i)));
        bars->setWidth(0.6);
        if (i > 0)
            bars->moveAbove(m_components[std::size_t(i - 1)]);
        m_components[std::size_t(i)] = bars;
    }

    QCPAxis *readingKeys = m_readingRect->axis(QCPAxis::atLeft);
    QCPAxis *readingValues = m_readingRect->axis(QCPAxis::atBottom);
    // The readings' axis title: the longest form that fits the axes' width (fitAxisTitles).
    m_readingTitles = {tr("Model's expected readings, % (dashed: where the ceiling is near)"),
                       tr("Expected readings, % (dashed: ceiling near)"),
                       tr("Expected readings (%)")};
    readingValues->setLabel(m_readingTitles.constFirst());
    readingValues->setRange(0, 100);
    // Each bar says what its 100% is; the dashed mark is where the ordered procedure calls the
    // ceiling near (model/diagnosis.h), so the "Bound by" label can be read off the bars. Two
    // lines where the bars have the room, one where they do not (fitAxisTitles).
    m_readingKeyTexts[0] = {
        tr("Compute utilisation\n% of peak FLOP/s"), tr("HBM bandwidth\n% of peak bandwidth"),
        tr("Exposed communication\n% of step time"), tr("Fixed overhead\n% of step time")};
    m_readingKeyTexts[1] = {tr("Compute, % of peak"), tr("HBM, % of peak"),
                            tr("Exposed comm., % of step"), tr("Overhead, % of step")};
    auto readingTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (int r = 0; r < kReadings; ++r)
        readingTicker->addTick(r + 1, m_readingKeyTexts[0].at(r));
    readingKeys->setTicker(readingTicker);
    readingKeys->setRange(0.5, kReadings + 0.5);
    for (auto &bars : m_readings)
        bars = new QCPBars(readingKeys, readingValues);
    const DiagnosisThresholds thresholds;
    for (int r = 0; r < kReadings; ++r) {
        auto *mark = new QCPItemLine(m_plot);
        mark->setClipAxisRect(m_readingRect);
        const double at = 100.0 * thresholds.threshold(static_cast<ReadingKind>(r));
        for (QCPItemPosition *pos : {mark->start, mark->end})
            pos->setAxes(readingValues, readingKeys);
        mark->start->setCoords(at, r + 1 - 0.42);
        mark->end->setCoords(at, r + 1 + 0.42);
        mark->setPen(QPen(palette().color(QPalette::WindowText), 1.2, Qt::DashLine));
        mark->setSelectable(false);
    }
    for (int i = 0; i < 2 * kReadings; ++i) {
        auto *label = new QCPItemText(m_plot);
        label->setClipAxisRect(m_readingRect);
        label->position->setAxes(readingValues, readingKeys);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(4, 0, 4, 0));
        label->setFont(chartstyle::scaledFont(font(), 0.9));
        label->setVisible(false);
        label->setLayer(QStringLiteral("axes")); // over the bars and a measured marker
        m_readingLabels.append(label);
    }
    // Measured readings (a run opened from the History page): a diamond over the current bar
    // of each reading, its value after the bar's own, in the legend by the run's name.
    m_measured = new QCPGraph(readingKeys, readingValues);
    m_measured->setLineStyle(QCPGraph::lsNone);
    m_measured->setVisible(false);
    m_measured->removeFromLegend();
    for (auto &label : m_stepLabels) {
        label = new QCPItemText(m_plot);
        label->setClipAxisRect(m_stepRect);
        label->position->setAxes(stepValues, stepKeys);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(6, 0, 4, 0));
        label->setFont(font());
        label->setVisible(false);
    }

    m_message = new QCPItemText(m_plot);
    m_message->setClipAxisRect(m_stepRect);
    m_message->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_message->position->setAxisRect(m_stepRect);
    m_message->position->setCoords(0.5, 0.5);
    m_message->setPositionAlignment(Qt::AlignCenter);
    m_message->setPadding(QMargins(8, 6, 8, 6));
    m_message->setFont(chartstyle::scaledFont(font(), 1.05));
    m_message->setVisible(false);

    legend->setVisible(true);
    legend->setFont(font());
    legend->setIconSize(18, 12);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setWrap(3);
    legend->setColumnSpacing(16);
    legend->setRowSpacing(2);
    legend->setMargins(QMargins(6, 4, 6, 4));

    // Titles are chosen once the layout has sized the axes, before anything is drawn.
    connect(m_plot, &QCustomPlot::afterLayout, this, &BreakdownChart::fitAxisTitles);

    applyColours();
}

BreakdownChart::~BreakdownChart() = default;

QString BreakdownChart::readingAxisTitle() const
{
    return m_readingRect->axis(QCPAxis::atBottom)->label();
}

int BreakdownChart::readingAxisWidth() const
{
    return m_readingRect->width();
}

int BreakdownChart::readingAxisHeight() const
{
    return m_readingRect->height();
}

QStringList BreakdownChart::readingKeyLabels() const
{
    QStringList out;
    const auto ticker =
        m_readingRect->axis(QCPAxis::atLeft)->ticker().dynamicCast<QCPAxisTickerText>();
    for (const QString &label : std::as_const(ticker->ticks()))
        out << label;
    return out;
}

void BreakdownChart::fitAxisTitles()
{
    // The readings' names in two lines where each bar's row holds two lines with half a line
    // between, else in one (a small chart, the report's): two-line names on rows one line high
    // overprint each other. They set the left margin, so the layout is run again when they
    // change; the rows' height does not depend on them, so the choice stands on the next pass.
    QCPAxis *keys = m_readingRect->axis(QCPAxis::atLeft);
    const QFontMetrics keyFont(keys->tickLabelFont());
    const bool twoLines = m_readingRect->height() >= kReadings * 2.5 * keyFont.lineSpacing();
    const QStringList &names = m_readingKeyTexts[twoLines ? 0 : 1];
    if (readingKeyLabels() != names) {
        auto ticker = keys->ticker().dynamicCast<QCPAxisTickerText>();
        ticker->clear();
        for (int r = 0; r < kReadings; ++r)
            ticker->addTick(r + 1, names.at(r));
        QCPLayoutGrid *layout = m_plot->plotLayout();
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                           QCPLayoutElement::upLayout})
            layout->update(phase);
    }

    // The widest title that fits under the axes with a character's room either side; the
    // shortest when none does. A title's width changes no margin, so the layout stands.
    QCPAxis *axis = m_readingRect->axis(QCPAxis::atBottom);
    const QFontMetrics fm(axis->labelFont());
    const int room = m_readingRect->width() - 2 * fm.averageCharWidth();
    QString title = m_readingTitles.constLast();
    for (const QString &t : std::as_const(m_readingTitles)) {
        if (fm.horizontalAdvance(t) <= room) {
            title = t;
            break;
        }
    }
    if (axis->label() != title)
        axis->setLabel(title);
}

void BreakdownChart::setTitle(const QString &title)
{
    m_title->setText(title);
    m_title->setMargins(title.isEmpty() ? QMargins() : QMargins(0, 8, 0, 2));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BreakdownChart::setResult(const core::PlannerResult &result)
{
    struct Shown
    {
        QString label;
        const Evaluation *eval;
    };
    QVector<Shown> shown;
    if (result.ok) {
        shown.append({tr("This scenario"), &result.eval});
        if (result.pinned && result.pinned->ok) {
            QString label = result.pinned->label;
            if (label.size() > 32)
                label = label.left(31) + QChar(0x2026);
            shown.append({tr("Pinned\n%1").arg(label), &result.pinned->eval});
        }
    }
    m_barCount = int(shown.size());
    m_barLabels.clear();

    auto stepTicker = QSharedPointer<QCPAxisTickerText>::create();
    double maxStep = 0;
    for (int i = 0; i < kComponents; ++i)
        m_components[std::size_t(i)]->data()->clear();
    for (int b = 0; b < m_barCount; ++b) {
        const Evaluation &e = *shown.at(b).eval;
        double total = 0;
        for (int i = 0; i < kComponents; ++i) {
            const double ms = finiteOrZero(e.breakdownMs[std::size_t(i)]);
            m_components[std::size_t(i)]->addData(b + 1, ms);
            total += ms;
        }
        maxStep = std::max(maxStep, total);
        stepTicker->addTick(b + 1, shown.at(b).label);
        m_stepLabels[std::size_t(b)]->position->setCoords(total, b + 1);
        m_stepLabels[std::size_t(b)]->setText(tr("%1 ms").arg(format::number(total, locale())));
        m_barLabels.append(shown.at(b).label);
    }
    m_stepRect->axis(QCPAxis::atLeft)->setTicker(stepTicker);
    m_stepRect->axis(QCPAxis::atLeft)->setRange(0.4, std::max(1, m_barCount) + 0.6);
    for (int b = 0; b < 2; ++b)
        m_stepLabels[std::size_t(b)]->setVisible(b < m_barCount);
    // Room on the right for the totals.
    m_stepRect->axis(QCPAxis::atBottom)->setRange(0, maxStep > 0 ? maxStep * 1.25 : 10);

    // Legend: the components with time in a drawn bar, in breakdown order.
    m_plot->legend->clearItems();
    for (QCPBars *bars : m_components) {
        bool any = false;
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            any = any || it->value > 0;
        if (any)
            bars->addToLegend();
    }
    m_plot->legend->setVisible(m_plot->legend->itemCount() > 0);

    // Readings, in %: side by side when a pinned bar is drawn.
    const double width = m_barCount > 1 ? 0.36 : 0.6;
    for (int b = 0; b < 2; ++b) {
        QCPBars *bars = m_readings[std::size_t(b)];
        bars->data()->clear();
        bars->setWidth(width);
        bars->setName(b < m_barCount ? m_barLabels.at(b) : QString());
        for (int r = 0; r < kReadings; ++r) {
            QCPItemText *label = m_readingLabels.at(b * kReadings + r);
            label->setVisible(false);
            if (b >= m_barCount)
                continue;
            const Evaluation &e = *shown.at(b).eval;
            const double fractions[kReadings] = {e.computeUtilization, e.hbmUtilization,
                                                 e.exposedCommShare, e.overheadShare};
            const double pct = std::clamp(finiteOrZero(fractions[r]) * 100.0, 0.0, 100.0);
            const double key = r + 1 + (m_barCount > 1 ? (b == 0 ? -0.19 : 0.19) : 0.0);
            bars->addData(key, pct);
            label->position->setCoords(pct, key);
            label->setText(m_barCount > 1 ? tr("%1 (%2)").arg(percentText(pct, locale()),
                                                              b == 0 ? tr("this") : tr("pinned"))
                                          : percentText(pct, locale()));
            if (b == 0)
                m_currentReadingText[std::size_t(r)] = label->text();
            label->setVisible(true);
        }
    }

    placeMeasured();

    // The binding ceiling, the memory notice, or why there is nothing to draw.
    if (result.ok) {
        const Evaluation &e = result.eval;
        m_binding->setText(
            tr("Bound by: %1 · step %2 ms")
                .arg(core::ceilingLabel(e.binding), format::number(e.stepMs, locale())));
        if (e.fits) {
            m_memory->setText(QString());
        } else {
            m_memory->setText(tr("Out of memory: needs %1 GB per GPU, has %2 GB (%3 GB short)")
                                  .arg(format::number(e.memoryPerGpuGB, locale()),
                                       format::number(e.hbmCapacityGB, locale()),
                                       format::number(e.shortfallGB, locale())));
        }
        m_message->setVisible(false);
        m_message->setText(QString());
    } else {
        m_binding->setText(QString());
        m_memory->setText(QString());
        m_message->setText(result.error.isEmpty() ? tr("No evaluation for this scenario")
                                                  : result.error);
        m_message->setVisible(true);
    }
    m_binding->setMargins(m_binding->text().isEmpty() ? QMargins() : QMargins(0, 2, 0, 2));
    m_memory->setMargins(m_memory->text().isEmpty() ? QMargins() : QMargins(0, 0, 0, 4));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BreakdownChart::setMeasured(const std::array<std::optional<double>, kReadings> &percent,
                                 const QString &name)
{
    m_measuredPercent = percent;
    m_measured->setName(name);
    placeMeasured();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BreakdownChart::clearMeasured()
{
    if (!m_measured->visible())
        return;
    m_measuredPercent = {};
    placeMeasured();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BreakdownChart::placeMeasured()
{
    m_measured->data()->clear();
    bool any = false;
    for (int r = 0; r < kReadings && m_barCount > 0; ++r) {
        QCPItemText *label = m_readingLabels.at(r); // the current bar's
        const std::optional<double> v = m_measuredPercent[std::size_t(r)];
        label->setText(v ? tr("%1 · measured %2")
                               .arg(m_currentReadingText[std::size_t(r)], percentText(*v, locale()))
                         : m_currentReadingText[std::size_t(r)]);
        if (!v)
            continue;
        m_measured->addData(r + 1 + (m_barCount > 1 ? -0.19 : 0.0), *v);
        any = true;
    }
    m_measured->setVisible(any);
    if (any)
        m_measured->addToLegend();
    else
        m_measured->removeFromLegend();
    m_plot->legend->setVisible(m_plot->legend->itemCount() > 0);
}

QVector<double> BreakdownChart::measuredReadings() const
{
    QVector<double> out;
    if (!m_measured->visible())
        return out;
    for (const std::optional<double> &v : m_measuredPercent)
        out.append(v ? *v : std::numeric_limits<double>::quiet_NaN());
    return out;
}

QStringList BreakdownChart::barLabels() const
{
    return m_barLabels;
}

QVector<double> BreakdownChart::componentValues(int bar) const
{
    QVector<double> out;
    if (bar < 0 || bar >= m_barCount)
        return out;
    for (const QCPBars *bars : m_components) {
        const auto it = bars->data()->findBegin(bar + 1, false);
        out.append(it != bars->data()->constEnd() && it->key == bar + 1 ? it->value : 0.0);
    }
    return out;
}

QStringList BreakdownChart::legendNames() const
{
    QStringList out;
    for (int i = 0; i < m_plot->legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(m_plot->legend->item(i)))
            out.append(item->plottable()->name());
    }
    return out;
}

QVector<double> BreakdownChart::readings(int bar) const
{
    QVector<double> out;
    if (bar < 0 || bar >= m_barCount)
        return out;
    const auto points = m_readings[std::size_t(bar)]->data();
    for (auto it = points->constBegin(); it != points->constEnd(); ++it)
        out.append(it->value);
    return out;
}

QString BreakdownChart::bindingText() const
{
    return m_binding->text();
}

QString BreakdownChart::memoryText() const
{
    return m_memory->text();
}

QString BreakdownChart::message() const
{
    return m_message->visible() ? m_message->text() : QString();
}

void BreakdownChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColours();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void BreakdownChart::applyColours()
{
    const QPalette pal = palette();
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor bg = pal.color(QPalette::Base);

    chartstyle::stylePlot(m_plot, pal, false);
    for (QCPAxisRect *r : {m_stepRect, m_readingRect})
        chartstyle::styleAxes(r->axes(), pal);
    m_title->setTextColor(fg);
    m_binding->setTextColor(fg);
    m_memory->setTextColor(theme::errorText(pal));

    for (int i = 0; i < kComponents; ++i) {
        const QColor c = componentColour(i, pal);
        m_components[std::size_t(i)]->setBrush(c);
        m_components[std::size_t(i)]->setPen(QPen(bg, 1));
    }
    m_readings[0]->setBrush(theme::primary(pal));
    m_readings[0]->setPen(Qt::NoPen);
    m_readings[1]->setBrush(theme::mix(theme::primary(pal), bg, 0.55));
    m_readings[1]->setPen(QPen(theme::primary(pal), 1));
    for (QCPItemText *label : std::as_const(m_readingLabels)) {
        label->setColor(fg);
        label->setBrush(chartstyle::translucentBase(pal));
    }
    for (QCPItemText *label : m_stepLabels)
        label->setColor(fg);
    const QColor measured = theme::secondary(pal);
    m_measured->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(fg, 1.2), QBrush(measured), 11));
    m_measured->setPen(QPen(measured));

    chartstyle::styleLabel(m_message, pal, theme::errorText(pal), true);
}

} // namespace moeplan::widgets
