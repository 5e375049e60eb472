#pragma once
// What every chart of the app shares: SI-labelled axis tickers, the axis and grid colours of the
// palette, scaled fonts. qcustomplot.h stays out of headers: callers include it in their .cpp.

#include <QFont>
#include <QList>
#include <QSharedPointer>
#include <QString>
#include <QStringList>

class QCPAxis;
class QCPAxisTicker;
class QCPAxisRect;
class QCPItemText;
class QCPLegend;
class QCustomPlot;
class QColor;
class QLocale;
class QPalette;

namespace moeplan::widgets::chartstyle {

/// 1.5M, 20k, 500: three significant digits with an SI suffix.
QString siLabel(double value, const QLocale &locale);

/// Log-scale ticks at 1-2-5 (or 1-3, or decades) steps as the range widens, with minor ticks at
/// the remaining integer mantissas, labelled with siLabel().
QSharedPointer<QCPAxisTicker> siLogTicker();
/// Linear ticks labelled with siLabel().
QSharedPointer<QCPAxisTicker> siTicker();

/// Axis lines, ticks, labels and grid in the palette's colours (Base behind, WindowText in
/// front); `subGrid` also colours the minor grid.
void styleAxes(const QList<QCPAxis *> &axes, const QPalette &palette, bool subGrid = false);

/// The chart background (Base) with the alpha every label box, note and framed legend uses: the
/// curves show faintly through.
QColor translucentBase(const QPalette &palette);

/// The plot's background and legend in the palette's colours; `framed` gives the legend a
/// translucent box with a border (legends over the data), else none (legends in their own row).
void stylePlot(QCustomPlot *plot, const QPalette &palette, bool framed);

/// A text label in `text` on a translucent box (`bordered` adds a faint border).
void styleLabel(QCPItemText *label, const QPalette &palette, const QColor &text,
                bool bordered = false);

/// The chart's note: text positioned by ratio of `rect` (the plot's main axis rect when null),
/// left-aligned lines, padded, hidden until showNote().
QCPItemText *addNote(QCustomPlot *plot, const QFont &font, QCPAxisRect *rect = nullptr);

/// Shows `lines` in the note (hides it when empty): in the middle of the axes when nothing is
/// drawn, else at the corner given (Qt::AlignBottom or Qt::AlignTop, at the left).
void showNote(QCPItemText *note, const QStringList &lines, bool nothingDrawn,
              Qt::Alignment corner = Qt::AlignBottom);

/// The note's lines as showNote() was given them, before fitNote() wrapped them.
QString noteText(const QCPItemText *note);

/// Wraps the note's lines at spaces to fit its axis rect's width (call after each layout): a
/// long line ran past the right edge of the axes and was cut off there.
void fitNote(QCPItemText *note);

/// `font` scaled by `factor`, optionally bold.
QFont scaledFont(QFont font, double factor, bool bold = false);

} // namespace moeplan::widgets::chartstyle
