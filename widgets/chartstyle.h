#pragma once
// What every chart of the app shares: SI-labelled axis tickers, the axis and grid colours of the
// palette, scaled fonts. qcustomplot.h stays out of headers: callers include it in their .cpp.

#include <QFont>
#include <QList>
#include <QSharedPointer>
#include <QString>

class QCPAxis;
class QCPAxisTicker;
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

/// `font` scaled by `factor`, optionally bold.
QFont scaledFont(QFont font, double factor, bool bold = false);

} // namespace moeplan::widgets::chartstyle
