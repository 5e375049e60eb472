// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "predictionscatter.h"

#include "chartstyle.h"

#include "calibration.h"
#include "format.h"
#include "theme.h"

#include <QEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace moeplan::widgets {

namespace {

/// One colour per GPU kind: the theme's two chart colours first, then hues that read on both
/// a light and a dark background.
QColor kindColour(const QPalette &pal, int index)
{
    if (index == 0)
        return theme::primary(pal);
    if (index == 1)
        return theme::secondary(pal);
    static const QColor light[] = {QColor(0x2e, 0x8b, 0x57), QColor(0x8e, 0x44, 0xad),
                                   QColor(0xc0, 0x39, 0x2b), QColor(0x16, 0x7f, 0x8c),
                                   QColor(0x7f, 0x8c, 0x0d), QColor(0xa0, 0x52, 0x2d)};
    static const QColor dark[] = {QColor(0x6f, 0xd0, 0x8c), QColor(0xc3, 0x9b, 0xe8),
                                  QColor(0xff, 0x8a, 0x80), QColor(0x6c, 0xd4, 0xe0),
                                  QColor(0xd4, 0xe1, 0x57), QColor(0xe0, 0xa0, 0x70)};
    const auto i = std::size_t(index - 2) % std::size(light);
    return theme::isDark(pal) ? dark[i] : light[i];
}

const QCPScatterStyle::ScatterShape kShapes[] = {QCPScatterStyle::ssDisc,
                                                 QCPScatterStyle::ssSquare,
                                                 QCPScatterStyle::ssTriangle,
                                                 QCPScatterStyle::ssDiamond,
                                                 QCPScatterStyle::ssCross,
                                                 QCPScatterStyle::ssPlus,
                                                 QCPScatterStyle::ssTriangleInverted,
                                                 QCPScatterStyle::ssStar};

double measuredOf(const core::HeldOutPoint &p, PredictionScatter::Metric m)
{
    return m == PredictionScatter::Metric::Tpot ? p.measuredTpotMs : p.measuredTtftMs;
}

double predictedOf(const core::HeldOutPoint &p, PredictionScatter::Metric m)
{
    return m == PredictionScatter::Metric::Tpot ? p.tpotMs : p.ttftMs;
}

bool plottable(const core::HeldOutPoint &p, PredictionScatter::Metric m)
{
    const double x = measuredOf(p, m);
    const double y = predictedOf(p, m);
    return p.ok && std::isfinite(x) && std::isfinite(y) && x > 0 && y > 0;
}

} // namespace

PredictionScatter::PredictionScatter(QWidget *parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_identity(nullptr), m_above(nullptr),
      m_below(nullptr), m_note(nullptr)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(280, 240);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->setMouseTracking(true);

    for (QCPAxis *a : {m_plot->xAxis, m_plot->yAxis}) {
        a->setScaleType(QCPAxis::stLogarithmic);
        a->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        a->setNumberFormat(QStringLiteral("g"));
        a->setNumberPrecision(6);
        a->grid()->setSubGridVisible(true);
        a->setLabelFont(font());
        a->setTickLabelFont(font());
        a->setPadding(6);
    }
    for (QCPAxis *a : {m_plot->xAxis2, m_plot->yAxis2}) {
        a->setVisible(true);
        a->setTicks(false);
        a->setTickLabels(false);
    }

    m_identity = m_plot->addGraph();
    m_identity->setName(tr("Predicted = measured"));
    m_above = m_plot->addGraph();
    m_above->setName(tr("±20%"));
    m_below = m_plot->addGraph();
    for (QCPGraph *g : {m_identity, m_above, m_below})
        g->setSelectable(QCP::stNone);

    QFont noteFont = font();
    noteFont.setItalic(true);
    m_note = chartstyle::addNote(m_plot, noteFont);
    m_note->setPadding(QMargins(10, 6, 10, 6));
    m_note->setTextAlignment(Qt::AlignCenter);

    // The legend sits below the axes, in rows: inside them it covered points (off-diagonal
    // runs lie in every corner of a predicted-vs-measured plot).
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->axisRect()->insetLayout()->simplify();
    // Spacers either side centre the legend and keep the row from capping the axes' width:
    // an empty legend (before a refit) is a few pixels wide, and without them the axis rect
    // above it shrank to that column's width.
    auto *legendRow = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(6, 0, 6, 4));
    legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
    legendRow->addElement(0, 1, m_plot->legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
    legendRow->setColumnStretchFactors({0.001, 1, 0.001});
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);

    connect(m_plot, &QCustomPlot::mouseMove, this, &PredictionScatter::showPointToolTip);
    setToolTip(tr("Each point is a measured run predicted by profiles fitted without its fold "
                  "(cross-validated). Hover a point for the run."));
    rebuild();
    applyColours();
}

PredictionScatter::~PredictionScatter() = default;

void PredictionScatter::setPoints(const QVector<core::HeldOutPoint> &points)
{
    m_points = points;
    rebuild();
}

void PredictionScatter::setMetric(Metric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    rebuild();
}

void PredictionScatter::setEmptyNote(const QString &note)
{
    m_emptyNote = note;
    rebuild();
}

int PredictionScatter::pointCount() const
{
    int n = 0;
    for (const QCPGraph *g : m_kinds)
        n += g->dataCount();
    return n;
}

QStringList PredictionScatter::seriesNames() const
{
    QStringList names;
    for (const QCPGraph *g : m_kinds)
        names << g->name();
    return names;
}

QVector<QPointF> PredictionScatter::seriesData(int index) const
{
    QVector<QPointF> out;
    if (index < 0 || index >= m_kinds.size())
        return out;
    const auto points = m_kinds.at(index)->data();
    for (auto it = points->constBegin(); it != points->constEnd(); ++it)
        out.append(QPointF(it->key, it->value));
    return out;
}

QColor PredictionScatter::seriesColor(int index) const
{
    if (index < 0 || index >= m_kinds.size())
        return {};
    return m_kinds.at(index)->scatterStyle().brush().color();
}

QColor PredictionScatter::referenceLineColor() const
{
    return m_identity->pen().color();
}

QString PredictionScatter::note() const
{
    return m_note->visible() ? m_note->text() : QString();
}

QRect PredictionScatter::noteRect() const
{
    if (!m_note->visible())
        return {};
    const QPointF tl = m_note->topLeft->pixelPosition();
    const QPointF br = m_note->bottomRight->pixelPosition();
    return QRectF(tl, br).toAlignedRect().translated(m_plot->pos());
}

QRect PredictionScatter::axesRect() const
{
    return m_plot->axisRect()->rect().translated(m_plot->pos());
}

void PredictionScatter::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColours();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void PredictionScatter::rebuild()
{
    for (QCPGraph *g : std::as_const(m_kinds))
        m_plot->removeGraph(g);
    m_kinds.clear();
    m_kindPoints.clear();

    // One series per GPU kind, in name order; each series' points sorted by measured value, as
    // QCPGraph keeps them, so a data index maps back to its run.
    QMap<QString, QVector<int>> byKind;
    for (int i = 0; i < m_points.size(); ++i) {
        if (plottable(m_points.at(i), m_metric))
            byKind[m_points.at(i).gpu].append(i);
    }
    for (auto it = byKind.begin(); it != byKind.end(); ++it) {
        QVector<int> idx = it.value();
        std::stable_sort(idx.begin(), idx.end(), [this](int a, int b) {
            return measuredOf(m_points.at(a), m_metric) < measuredOf(m_points.at(b), m_metric);
        });
        QVector<double> x, y;
        for (int i : idx) {
            x.append(measuredOf(m_points.at(i), m_metric));
            y.append(predictedOf(m_points.at(i), m_metric));
        }
        QCPGraph *g = m_plot->addGraph();
        g->setName(it.key());
        g->setLineStyle(QCPGraph::lsNone);
        g->setData(x, y, true);
        m_kinds.append(g);
        m_kindPoints.append(idx);
    }

    const bool tpot = m_metric == Metric::Tpot;
    m_plot->xAxis->setLabel(tpot ? tr("Measured TPOT (ms)") : tr("Measured TTFT (ms)"));
    m_plot->yAxis->setLabel(tpot ? tr("Predicted TPOT (ms, held out)")
                                 : tr("Predicted TTFT (ms, held out)"));

    m_plot->legend->clearItems();
    for (QCPGraph *g : std::as_const(m_kinds))
        g->addToLegend();
    if (!m_kinds.isEmpty()) {
        m_identity->addToLegend();
        m_above->addToLegend();
    }
    m_plot->legend->setVisible(!m_kinds.isEmpty());
    // Empty (before a refit, or no run of this metric): the note alone on empty axes, in a
    // box; the reference lines, with no point to compare, only cross it out.
    const bool empty = m_kinds.isEmpty();
    for (QCPGraph *g : {m_identity, m_above, m_below})
        g->setVisible(!empty);
    m_note->setText(m_emptyNote);
    m_note->setVisible(empty && !m_emptyNote.isEmpty());

    applyColours();
    rescale();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PredictionScatter::applyColours()
{
    const QPalette pal = palette();
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor bg = pal.color(QPalette::Base);

    chartstyle::stylePlot(m_plot, pal, true);
    chartstyle::styleAxes({m_plot->xAxis, m_plot->yAxis, m_plot->xAxis2, m_plot->yAxis2}, pal,
                          true);
    const QColor line = theme::mix(fg, bg, 0.25);
    m_identity->setPen(QPen(line, 1.5, Qt::SolidLine));
    m_above->setPen(QPen(theme::muted(pal), 1, Qt::DashLine));
    m_below->setPen(m_above->pen());

    for (int i = 0; i < m_kinds.size(); ++i) {
        const QColor c = kindColour(pal, i);
        QColor fill = c;
        fill.setAlpha(170);
        m_kinds[i]->setPen(QPen(c));
        m_kinds[i]->setScatterStyle(QCPScatterStyle(kShapes[std::size_t(i) % std::size(kShapes)],
                                                    QPen(c, 1.2), QBrush(fill), 7));
    }

    chartstyle::styleLabel(m_note, pal, theme::muted(pal), true);
}

void PredictionScatter::rescale()
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = 0;
    for (const QCPGraph *g : std::as_const(m_kinds)) {
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
            lo = std::min({lo, it->key, it->value});
            hi = std::max({hi, it->key, it->value});
        }
    }
    if (!(hi > 0)) {
        lo = 1;
        hi = 1000;
    }
    // The same range on both axes, so y = x is the diagonal; a little room around the points.
    const double margin = std::pow(std::max(hi / lo, 10.0), 0.05);
    lo /= margin;
    hi *= margin;
    m_plot->xAxis->setRange(lo, hi);
    m_plot->yAxis->setRange(lo, hi);
    m_identity->setData({lo, hi}, {lo, hi}, true);
    m_above->setData({lo, hi}, {1.2 * lo, 1.2 * hi}, true);
    m_below->setData({lo, hi}, {0.8 * lo, 0.8 * hi}, true);
}

void PredictionScatter::showPointToolTip(QMouseEvent *event)
{
    const QPointF at = event->position();
    double best = 8.0 * 8.0; // pixels, squared
    int bestIndex = -1;
    for (int s = 0; s < m_kinds.size(); ++s) {
        const auto points = m_kinds.at(s)->data();
        int k = 0;
        for (auto it = points->constBegin(); it != points->constEnd(); ++it, ++k) {
            const double dx = m_plot->xAxis->coordToPixel(it->key) - at.x();
            const double dy = m_plot->yAxis->coordToPixel(it->value) - at.y();
            if (dx * dx + dy * dy < best) {
                best = dx * dx + dy * dy;
                bestIndex = m_kindPoints.at(s).value(k, -1);
            }
        }
    }
    if (bestIndex < 0) {
        QToolTip::hideText();
        return;
    }
    const core::HeldOutPoint &p = m_points.at(bestIndex);
    const bool tpot = m_metric == Metric::Tpot;
    const QLocale loc = locale();
    QToolTip::showText(
        event->globalPosition().toPoint(),
        tr("Run %1: %2 on %3, %4, %5\nmeasured %6 ms, predicted %7 ms (80%: %8–%9 ms)\n%10")
            .arg(p.id, p.model, p.gpu, p.engine, p.serving,
                 format::number(measuredOf(p, m_metric), loc),
                 format::number(predictedOf(p, m_metric), loc),
                 format::number(tpot ? p.tpotLoMs : p.ttftLoMs, loc),
                 format::number(tpot ? p.tpotHiMs : p.ttftHiMs, loc))
            .arg(p.provenance),
        m_plot);
}

} // namespace moeplan::widgets
