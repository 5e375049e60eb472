// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "chartstyle.h"

#include "theme.h"

#include <QLocale>
#include <QPalette>

#include <cmath>

namespace moeplan::widgets::chartstyle {

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
};

class SiTicker final : public QCPAxisTicker
{
protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override
    {
        return siLabel(tick, locale);
    }
};

} // namespace

QString siLabel(double v, const QLocale &locale)
{
    const double a = std::abs(v);
    if (a >= 1e6)
        return locale.toString(v / 1e6, 'g', 3) + QLatin1Char('M');
    if (a >= 1e3)
        return locale.toString(v / 1e3, 'g', 3) + QLatin1Char('k');
    return locale.toString(v, 'g', 3);
}

QSharedPointer<QCPAxisTicker> siLogTicker()
{
    return QSharedPointer<SiLogTicker>::create();
}

QSharedPointer<QCPAxisTicker> siTicker()
{
    return QSharedPointer<SiTicker>::create();
}

void styleAxes(const QList<QCPAxis *> &axes, const QPalette &pal, bool subGrid)
{
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor bg = pal.color(QPalette::Base);
    const QColor frame = theme::mix(fg, bg, 0.55);
    for (QCPAxis *a : axes) {
        a->setBasePen(QPen(frame, 1));
        a->setTickPen(QPen(frame, 1));
        a->setSubTickPen(QPen(frame, 1));
        a->setTickLabelColor(fg);
        a->setLabelColor(fg);
        a->grid()->setPen(QPen(theme::mix(fg, bg, 0.86), 1, Qt::SolidLine));
        if (subGrid)
            a->grid()->setSubGridPen(QPen(theme::mix(fg, bg, 0.93), 1, Qt::SolidLine));
        a->grid()->setZeroLinePen(Qt::NoPen);
    }
}

QColor translucentBase(const QPalette &pal)
{
    QColor c = pal.color(QPalette::Base);
    c.setAlpha(225);
    return c;
}

void stylePlot(QCustomPlot *plot, const QPalette &pal, bool framed)
{
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor bg = pal.color(QPalette::Base);
    plot->setBackground(bg);
    plot->legend->setTextColor(fg);
    if (framed) {
        plot->legend->setBrush(QBrush(translucentBase(pal)));
        plot->legend->setBorderPen(QPen(theme::mix(fg, bg, 0.7)));
    } else {
        plot->legend->setBrush(Qt::NoBrush);
        plot->legend->setBorderPen(Qt::NoPen);
    }
}

void styleLabel(QCPItemText *label, const QPalette &pal, const QColor &text, bool bordered)
{
    label->setColor(text);
    label->setBrush(QBrush(translucentBase(pal)));
    if (bordered)
        label->setPen(
            QPen(theme::mix(pal.color(QPalette::WindowText), pal.color(QPalette::Base), 0.7)));
}

QCPItemText *addNote(QCustomPlot *plot, const QFont &font, QCPAxisRect *rect)
{
    auto *note = new QCPItemText(plot);
    if (rect) {
        note->setClipAxisRect(rect);
        note->position->setAxisRect(rect);
    }
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.5);
    note->setPositionAlignment(Qt::AlignCenter);
    note->setTextAlignment(Qt::AlignLeft);
    note->setPadding(QMargins(6, 3, 6, 3));
    note->setFont(font);
    note->setVisible(false);
    return note;
}

namespace {
constexpr char kNoteLines[] = "moeplanNoteLines";
}

QString noteText(const QCPItemText *note)
{
    return note->property(kNoteLines).toStringList().join(QLatin1Char('\n'));
}

void fitNote(QCPItemText *note)
{
    const QStringList lines = note->property(kNoteLines).toStringList();
    const QCPAxisRect *rect = note->position->axisRect();
    if (lines.isEmpty() || !rect || rect->width() <= 0)
        return;
    // The note starts 1.5% in from the left edge (or is centred) and keeps its padding.
    const QMargins pad = note->padding();
    const double room = rect->width() * 0.97 - pad.left() - pad.right();
    const QFontMetricsF fm(note->font());
    QStringList wrapped;
    for (const QString &line : lines) {
        QString current;
        for (const QString &word : line.split(QLatin1Char(' '))) {
            const QString candidate = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
            if (!current.isEmpty() && fm.horizontalAdvance(candidate) > room) {
                wrapped << current;
                current = word;
            } else {
                current = candidate;
            }
        }
        wrapped << current;
    }
    const QString text = wrapped.join(QLatin1Char('\n'));
    if (note->text() != text)
        note->setText(text);
}

void showNote(QCPItemText *note, const QStringList &lines, bool nothingDrawn, Qt::Alignment corner)
{
    note->setProperty(kNoteLines, lines);
    note->setText(lines.join(QLatin1Char('\n')));
    note->setVisible(!lines.isEmpty());
    const bool bottom = corner.testFlag(Qt::AlignBottom);
    note->position->setCoords(nothingDrawn ? QPointF(0.5, 0.5)
                                           : QPointF(0.015, bottom ? 0.975 : 0.025));
    note->setPositionAlignment(nothingDrawn
                                   ? Qt::AlignCenter
                                   : (Qt::AlignLeft | (bottom ? Qt::AlignBottom : Qt::AlignTop)));
}

QFont scaledFont(QFont f, double factor, bool bold)
{
    f.setPointSizeF(f.pointSizeF() * factor);
    f.setBold(bold);
    return f;
}

} // namespace moeplan::widgets::chartstyle
