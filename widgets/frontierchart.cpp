// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "frontierchart.h"

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

/// Log-scale ticks at 1-2-5 (or 1-3, or decades) steps as the range widens, with minor ticks at
/// the remaining integer mantissas, labelled with SI suffixes: 500, 1k, 20k, 1.5M.
class SiLogTicker final : public QCPAxisTickerLog
{
public:
    void generate(const QCPRange &range, const QLocale &locale, QChar, int, QVector<double> &ticks,
                  QVector<double> *subTicks, QVector<QString> *tickLabels) override
    {
        ticks.clear();
        if (subTicks)
            subTicks->clear();
        if (tickLabels)
            tickLabels->clear();
        if (!(range.lower > 0) || !(range.upper > range.lower) || !std::isfinite(range.upper))
            return;

        static const QVector<double> decadesOnly{1};
        static const QVector<double> oneThree{1, 3};
        static const QVector<double> oneTwoFive{1, 2, 5};
        static const QVector<double> fine{1, 1.5, 2, 3, 5, 7};
        const double decades = std::log10(range.upper / range.lower);
        const QVector<double> &majors = decades > 5     ? decadesOnly
                                        : decades > 2.5 ? oneThree
                                        : decades > 1.2 ? oneTwoFive
                                                        : fine;
        const int first = int(std::floor(std::log10(range.lower)));
        const int last = int(std::ceil(std::log10(range.upper)));
        for (int e = first; e <= last; ++e) {
            const double p = std::pow(10.0, e);
            for (int k = 1; k <= 9; ++k) {
                const double v = k * p;
                if (v < range.lower || v > range.upper)
                    continue;
                if (!majors.contains(double(k)) && subTicks)
                    subTicks->append(v);
            }
            for (double m : majors) {
                const double v = m * p;
                if (v >= range.lower && v <= range.upper)
                    ticks.append(v);
            }
        }
        if (tickLabels) {
            for (double t : ticks)
                tickLabels->append(siLabel(t, locale));
        }
    }

private:
    static QString siLabel(double v, const QLocale &locale)
    {
        if (v >= 1e6)
            return locale.toString(v / 1e6, 'g', 3) + QLatin1Char('M');
        if (v >= 1e3)
            return locale.toString(v / 1e3, 'g', 3) + QLatin1Char('k');
        return locale.toString(v, 'g', 3);
    }
};

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
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_title(nullptr)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setAutoAddPlottableToLegend(false);
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
    x->setTicker(QSharedPointer<SiLogTicker>::create());
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

    m_note = new QCPItemText(m_plot);
    m_note->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_note->position->setCoords(0.015, 0.975);
    m_note->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_note->setTextAlignment(Qt::AlignLeft);
    m_note->setPadding(QMargins(6, 3, 6, 3));
    QFont noteFont = font();
    noteFont.setItalic(true);
    m_note->setFont(noteFont);
    m_note->setVisible(false);

    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    m_plot->legend->setIconSize(32, 12);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_plot->axisRect()->insetLayout()->setMargins(QMargins(12, 12, 12, 12));

    connect(m_plot, &QCustomPlot::afterLayout, this, &FrontierChart::placeOperatingLabel);
    applyColours();
    rescale();
}

FrontierChart::~FrontierChart() = default;

void FrontierChart::setTitle(const QString &title)
{
    m_title->setText(title);
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void FrontierChart::setResult(const core::PlannerResult &result)
{
    auto show = [&](const core::Curve &curve, Series fits, Series outOfMemory) {
        QVector<QPointF> in, out;
        for (const core::CurvePoint &p : curve.points) {
            if (!plottable(p.throughput, p.tokensPerSecondPerUser))
                continue;
            (p.fits ? in : out).append(QPointF(p.throughput, p.tokensPerSecondPerUser));
        }
        setCurve(m_series[fits], in);
        setCurve(m_series[outOfMemory], out);
        m_series[fits]->setName(curve.label);
        m_series[outOfMemory]->setName(tr("%1 (out of memory)").arg(curve.label));
    };
    show(result.current, CurrentFits, CurrentOutOfMemory);
    show(result.other, OtherFits, OtherOutOfMemory);

    QStringList notes;
    if (!result.current.error.isEmpty())
        notes << tr("No curve for this scenario: %1").arg(result.current.error);
    // Both curves fail alike when the plan itself is invalid: say it once.
    if (!result.other.error.isEmpty() && result.other.error != result.current.error)
        notes << tr("Other topology not shown: %1").arg(result.other.error);

    const Evaluation &e = result.eval;
    const bool hasPoint =
        result.ok && plottable(e.throughputTokensPerSecond, e.tokensPerSecondPerUser);
    if (hasPoint) {
        m_operating->setData({e.throughputTokensPerSecond}, {e.tokensPerSecondPerUser}, true);
        m_operatingAnchor->position->setCoords(e.throughputTokensPerSecond,
                                               e.tokensPerSecondPerUser);
        m_operatingLabel->setText(tr("Batch %1 per replica%2\n%3 tokens/s/user · %4 tokens/s")
                                      .arg(result.scenario.batch)
                                      .arg(e.fits ? QString() : tr(" (out of memory)"),
                                           format::number(e.tokensPerSecondPerUser, locale()),
                                           format::number(e.throughputTokensPerSecond, locale())));
    } else {
        m_operating->data()->clear();
    }
    m_operatingLabel->setVisible(hasPoint);

    // Legend: only what is drawn, always in the same order.
    m_plot->legend->clearItems();
    for (QCPCurve *c : m_series) {
        if (!c->data()->isEmpty())
            c->addToLegend();
    }
    if (hasPoint)
        m_operating->addToLegend();
    const bool nothingDrawn = m_plot->legend->itemCount() == 0;
    m_plot->legend->setVisible(!nothingDrawn);

    // Notes sit in the empty corner under the curves, or in the middle when nothing is drawn.
    m_note->setText(notes.join(QLatin1Char('\n')));
    m_note->setVisible(!notes.isEmpty());
    m_note->position->setCoords(nothingDrawn ? QPointF(0.5, 0.5) : QPointF(0.015, 0.975));
    m_note->setPositionAlignment(nothingDrawn ? Qt::AlignCenter
                                              : (Qt::AlignLeft | Qt::AlignBottom));

    rescale();
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
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

std::optional<QPointF> FrontierChart::operatingPoint() const
{
    const auto points = m_operating->data();
    if (points->isEmpty())
        return std::nullopt;
    return QPointF(points->constBegin()->key, points->constBegin()->value);
}

QString FrontierChart::note() const
{
    return m_note->visible() ? m_note->text() : QString();
}

void FrontierChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColours();
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
    }
}

void FrontierChart::applyColours()
{
    const QPalette pal = palette();
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor bg = pal.color(QPalette::Base);
    const QColor frame = theme::mix(fg, bg, 0.55);
    const QColor muted = theme::muted(pal);
    QColor translucent = bg;
    translucent.setAlpha(225);

    m_plot->setBackground(bg);
    for (QCPAxis *a : {m_plot->xAxis, m_plot->yAxis, m_plot->xAxis2, m_plot->yAxis2}) {
        a->setBasePen(QPen(frame, 1));
        a->setTickPen(QPen(frame, 1));
        a->setSubTickPen(QPen(frame, 1));
        a->setTickLabelColor(fg);
        a->setLabelColor(fg);
        a->grid()->setPen(QPen(theme::mix(fg, bg, 0.86), 1, Qt::SolidLine));
        a->grid()->setSubGridPen(QPen(theme::mix(fg, bg, 0.93), 1, Qt::SolidLine));
        a->grid()->setZeroLinePen(Qt::NoPen);
    }
    m_title->setTextColor(fg);

    m_series[CurrentFits]->setPen(QPen(theme::primary(pal), 2.5, Qt::SolidLine, Qt::RoundCap));
    m_series[OtherFits]->setPen(QPen(theme::secondary(pal), 2, Qt::DashLine, Qt::FlatCap));
    m_series[CurrentOutOfMemory]->setPen(QPen(muted, 2, Qt::DotLine, Qt::FlatCap));
    m_series[OtherOutOfMemory]->setPen(
        QPen(theme::mix(muted, bg, 0.35), 2, Qt::DotLine, Qt::FlatCap));

    m_operating->setPen(QPen(fg));
    m_operating->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(fg, 1.5),
                                                 QBrush(theme::primary(pal)), 14));

    m_operatingLabel->setColor(fg);
    m_operatingLabel->setBrush(QBrush(translucent));
    m_operatingLabel->setPen(QPen(theme::mix(fg, bg, 0.7)));
    m_note->setColor(theme::warningText(pal));
    m_note->setBrush(QBrush(translucent));

    m_plot->legend->setBrush(QBrush(translucent));
    m_plot->legend->setBorderPen(QPen(theme::mix(fg, bg, 0.7)));
    m_plot->legend->setTextColor(fg);
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
    if (const auto p = operatingPoint())
        include(p->x(), p->y());

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
}

void FrontierChart::placeOperatingLabel()
{
    // Runs after each layout pass: put the label in the corner next to the marker that covers
    // the fewest drawn points, stays inside the axis rect and keeps clear of the legend.
    const auto point = operatingPoint();
    const QRectF area = m_plot->axisRect()->rect();
    if (!point || area.isEmpty())
        return;
    const QPointF at(m_plot->xAxis->coordToPixel(point->x()),
                     m_plot->yAxis->coordToPixel(point->y()));

    QVector<QPointF> drawn;
    for (const QCPCurve *c : m_series) {
        QPointF previous;
        bool first = true;
        for (auto it = c->data()->constBegin(); it != c->data()->constEnd(); ++it) {
            const QPointF px(m_plot->xAxis->coordToPixel(it->key),
                             m_plot->yAxis->coordToPixel(it->value));
            if (!first)
                drawn.append((px + previous) / 2); // segments, not just their ends
            drawn.append(px);
            previous = px;
            first = false;
        }
    }
    const QRectF legend =
        m_plot->legend->visible() ? QRectF(m_plot->legend->outerRect()) : QRectF();

    const QMargins pad = m_operatingLabel->padding();
    const QSizeF size = QSizeF(QFontMetricsF(m_operatingLabel->font())
                                   .boundingRect(QRectF(), Qt::AlignLeft, m_operatingLabel->text())
                                   .size()) +
                        QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom());

    struct Placement
    {
        Qt::Alignment alignment; ///< which corner of the label sits at the offset
        QPointF offset;          ///< pixels from the marker
    };
    constexpr double gap = 12;
    // In order of preference: off a falling curve first (above-right, below-left).
    const Placement placements[] = {
        {Qt::AlignLeft | Qt::AlignBottom, {gap, -gap}},
        {Qt::AlignRight | Qt::AlignTop, {-gap, gap}},
        {Qt::AlignLeft | Qt::AlignTop, {gap, gap}},
        {Qt::AlignRight | Qt::AlignBottom, {-gap, -gap}},
    };
    const Placement *best = &placements[0];
    int bestScore = std::numeric_limits<int>::max();
    for (const Placement &p : placements) {
        const QPointF corner = at + p.offset;
        const double left = (p.alignment & Qt::AlignLeft) ? corner.x() : corner.x() - size.width();
        const double top = (p.alignment & Qt::AlignTop) ? corner.y() : corner.y() - size.height();
        const QRectF box(QPointF(left, top), size);
        const QRectF margin = box.adjusted(-4, -4, 4, 4);
        int score = 0;
        for (const QPointF &d : drawn)
            score += margin.contains(d) ? 10 : 0;
        if (!area.contains(box))
            score += 1000;
        if (box.intersects(legend))
            score += 500;
        if (score < bestScore) {
            best = &p;
            bestScore = score;
        }
    }
    m_operatingLabel->setPositionAlignment(best->alignment);
    m_operatingLabel->position->setCoords(best->offset);
}

} // namespace moeplan::widgets
