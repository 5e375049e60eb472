#pragma once
// Exporting charts: PNG (1x/2x/3x), SVG (text stays text) and PDF (vector), in slide and page
// size presets, always in the light theme, with a title and a footnote stating the assumptions.
// The chart is a fresh instance of the window's chart class given the same PlannerResult, so an
// export draws exactly what the window draws. Every write is atomic (QSaveFile): a failure
// returns one translated line naming the file and leaves no file behind.

#include "reportdata.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QVector>

#include <functional>
#include <memory>
#include <optional>

class QCustomPlot;
class QIODevice;
class QCPPainter;
class QPalette;
class QRectF;
class QWidget;

namespace moeplan::widgets {

enum class ExportFormat
{
    Png,
    Svg,
    Pdf
};

/// The format a file name asks for (.png, .svg, .pdf, case-insensitive); nullopt otherwise.
std::optional<ExportFormat> exportFormatFor(const QString &path);

/// A named export size in logical pixels (1/96 inch).
struct SizePreset
{
    QString id;    ///< "16:9", "4:3", "a4" (the CLI's --size accepts these too)
    QString label; ///< translated, for the dialog
    QSize size;
};
/// Slides 16:9 at 1920x1080, slides 4:3 at 1440x1080, A4 landscape at 1123x794 (96 dpi).
QVector<SizePreset> sizePresets();
/// "WxH" (each 200..8000) or a preset id; nullopt when it is neither.
std::optional<QSize> parseExportSize(const QString &text);

struct ChartExportOptions
{
    QSize size{1920, 1080}; ///< logical pixels; PNG pixels are size x scale
    int scale = 1;          ///< PNG only: 1, 2 or 3
    QString title;          ///< empty: core::chartTitle()
    bool footnote = true;   ///< the assumptions under the chart
};

/// The light palette exports use, whatever the window's.
QPalette exportPalette();

/// A fresh chart widget of `kind` showing `result` in the export palette (not shown on screen).
std::unique_ptr<QWidget> createChart(core::ChartKind kind, const core::PlannerResult &result);
/// The QCustomPlot of a chart made by createChart() (or of any of the three chart classes).
QCustomPlot *chartPlot(QWidget *chart);

/// Paints the chart with its title and (optionally) the footnote into `target` of `painter`
/// (logical pixels; a QCPPainter because QCustomPlot draws through one). Fonts grow with the target
/// beyond 1280 pixels wide so slides stay legible.
/// `minScale`: the smallest font and line scale; a small target below it is laid out larger
/// and drawn smaller (the report's small charts use 0.6).
void paintChart(QCPPainter &painter, const QRectF &target, core::ChartKind kind,
                const core::PlannerResult &result, const Catalog &catalog, const QString &title,
                bool footnote, double minScale = 0.8);

/// The chart as an image of size x scale pixels (for PNG and the clipboard).
QImage renderChartImage(core::ChartKind kind, const core::PlannerResult &result,
                        const Catalog &catalog, const ChartExportOptions &options);

/// Writes the chart to `path` in the format its extension names. Empty on success, else one
/// translated line naming the file and the reason; no file is left behind on failure.
QString exportChart(const QString &path, core::ChartKind kind, const core::PlannerResult &result,
                    const Catalog &catalog, const ChartExportOptions &options);

/// Writes the chart's plotted data as CSV (core::chartCsv()). Empty or the error line.
QString exportChartCsv(const QString &path, core::ChartKind kind,
                       const core::PlannerResult &result);

/// Puts the chart (PNG image at 2x, 1920x1080 logical) on the clipboard.
void copyChartToClipboard(core::ChartKind kind, const core::PlannerResult &result,
                          const Catalog &catalog, const ChartExportOptions &options);

/// Writes `bytes` produced by `write` to `path` through QSaveFile: `write` returns false (with
/// `error` set) to abandon the file. Empty on success or the error line naming the file.
QString writeFileAtomically(const QString &path,
                            const std::function<bool(QIODevice *device, QString *error)> &write);

} // namespace moeplan::widgets
