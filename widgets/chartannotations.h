#pragma once
// Placing a chart's text annotations where they hide no data: candidate boxes in pixels are
// scored against what is drawn (points and line segments), other annotations and the axis rect,
// and the first free one wins. Include after <qcustomplot.h> (see the charts' sources).

#include <QLineF>
#include <QRectF>
#include <QVector>

#include <algorithm>
#include <cmath>

namespace moeplan::widgets::chartannotations {

/// Whether the segment touches the rectangle (an end inside, or it crosses an edge).
inline bool segmentHits(const QLineF &segment, const QRectF &rect)
{
    // Most segments are nowhere near: reject on their bounding box first.
    const double x1 = segment.x1(), x2 = segment.x2(), y1 = segment.y1(), y2 = segment.y2();
    if (std::max(x1, x2) < rect.left() || std::min(x1, x2) > rect.right() ||
        std::max(y1, y2) < rect.top() || std::min(y1, y2) > rect.bottom())
        return false;
    if (rect.contains(segment.p1()) || rect.contains(segment.p2()))
        return true;
    const QLineF edges[] = {{rect.topLeft(), rect.topRight()},
                            {rect.topRight(), rect.bottomRight()},
                            {rect.bottomRight(), rect.bottomLeft()},
                            {rect.bottomLeft(), rect.topLeft()}};
    for (const QLineF &edge : edges)
        if (segment.intersects(edge, nullptr) == QLineF::BoundedIntersection)
            return true;
    return false;
}

/// What an annotation must not cover, in plot pixels.
struct Obstacles
{
    QVector<QPointF> points;  ///< markers, each taken as a square of pointRadius around it
    QVector<QLineF> segments; ///< drawn lines between neighbouring points
    QVector<QRectF> boxes;    ///< other annotations, the legend
    QVector<QLineF> guides;   ///< reference lines (walls, markers): avoided, but less than data
    double pointRadius = 5;

    /// Data (points, segments) the rectangle covers.
    int dataHits(const QRectF &r) const
    {
        int n = 0;
        const QRectF grown = r.adjusted(-pointRadius, -pointRadius, pointRadius, pointRadius);
        for (const QPointF &p : points)
            n += grown.contains(p) ? 1 : 0;
        for (const QLineF &s : segments)
            n += segmentHits(s, r) ? 1 : 0;
        return n;
    }
    int otherHits(const QRectF &r) const
    {
        int n = 0;
        for (const QRectF &b : boxes)
            n += b.intersects(r) ? 1 : 0;
        for (const QLineF &g : guides)
            n += segmentHits(g, r) ? 1 : 0;
        return n;
    }
};

/// Points and segments of one plottable's data, in pixels; NaN values are gaps. Graphs without
/// a line give points only.
inline void addPlottable(Obstacles &o, QCPAbstractPlottable *plottable)
{
    if (!plottable || !plottable->visible())
        return;
    QCPAxis *keyAxis = plottable->keyAxis();
    QCPAxis *valueAxis = plottable->valueAxis();
    bool lines = true;
    QVector<QPointF> pixels;
    auto add = [&](double key, double value) {
        if (!std::isfinite(key) || !std::isfinite(value)) {
            pixels.append(QPointF(qQNaN(), qQNaN()));
            return;
        }
        pixels.append(QPointF(keyAxis->coordToPixel(key), valueAxis->coordToPixel(value)));
    };
    if (auto *graph = qobject_cast<QCPGraph *>(plottable)) {
        lines = graph->lineStyle() != QCPGraph::lsNone;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
            add(it->key, it->value);
    } else if (auto *curve = qobject_cast<QCPCurve *>(plottable)) {
        lines = curve->lineStyle() != QCPCurve::lsNone;
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
            add(it->key, it->value);
    } else {
        return;
    }
    for (qsizetype i = 0; i < pixels.size(); ++i) {
        const QPointF &p = pixels.at(i);
        if (std::isnan(p.x()))
            continue;
        o.points.append(p);
        if (lines && i > 0 && !std::isnan(pixels.at(i - 1).x()))
            o.segments.append(QLineF(pixels.at(i - 1), p));
    }
}

/// The box QCPItemText draws for its text and padding, at the origin.
inline QRectF textBox(const QCPItemText *item)
{
    const QMargins pad = item->padding();
    const QSizeF text =
        QFontMetricsF(item->font())
            .boundingRect(QRectF(), Qt::TextDontClip | item->textAlignment(), item->text())
            .size();
    return QRectF(QPointF(0, 0), text + QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom()));
}

/// The first candidate inside the area that covers no data and nothing else; else the one that
/// covers least (data counting most), moved inside the area.
inline QRectF choose(const QVector<QRectF> &candidates, const QRectF &area, const Obstacles &o)
{
    if (candidates.isEmpty())
        return {};
    const QRectF inside = area.adjusted(4, 4, -4, -4); // off the axis lines and ticks
    QRectF best = candidates.front();
    long bestScore = -1;
    for (const QRectF &c : candidates) {
        const bool in = inside.contains(c);
        // A box off the axes only matters when no box inside has been scored yet.
        if (!in && bestScore >= 0 && bestScore < 100000)
            continue;
        const long score = (in ? 0 : 100000) + 100L * o.dataHits(c) + 10L * o.otherHits(c);
        if (score == 0)
            return c;
        if (bestScore < 0 || score < bestScore) {
            best = c;
            bestScore = score;
        }
    }
    // Moved inside: a box partly off the axes would sit on the tick labels.
    QPointF shift;
    if (best.right() > inside.right())
        shift.rx() = inside.right() - best.right();
    if (best.left() + shift.x() < inside.left())
        shift.rx() = inside.left() - best.left();
    if (best.bottom() > inside.bottom())
        shift.ry() = inside.bottom() - best.bottom();
    if (best.top() + shift.y() < inside.top())
        shift.ry() = inside.top() - best.top();
    return best.translated(shift);
}

} // namespace moeplan::widgets::chartannotations
