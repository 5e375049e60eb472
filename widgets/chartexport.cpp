// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "chartexport.h"

#include "breakdownchart.h"
#include "frontierchart.h"
#include "scalingchart.h"
#include "theme.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace moeplan::widgets {

/// The translation context of the chart export: ChartExport::tr("...").
struct ChartExport
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::widgets::ChartExport)
};

namespace {

/// Layout width at which fonts are drawn at their nominal size; wider targets scale up.
constexpr double kNominalWidth = 1280;

QFont footnoteFont()
{
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    return f;
}

} // namespace

std::optional<ExportFormat> exportFormatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ExportFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ExportFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ExportFormat::Pdf;
    return std::nullopt;
}

QVector<SizePreset> sizePresets()
{
    return {
        {QStringLiteral("16:9"), ChartExport::tr("Slides 16:9 (1920 × 1080)"), QSize(1920, 1080)},
        {QStringLiteral("4:3"), ChartExport::tr("Slides 4:3 (1440 × 1080)"), QSize(1440, 1080)},
        {QStringLiteral("a4"), ChartExport::tr("A4 landscape (297 × 210 mm)"), QSize(1123, 794)},
    };
}

std::optional<QSize> parseExportSize(const QString &text)
{
    for (const SizePreset &p : sizePresets()) {
        if (text.compare(p.id, Qt::CaseInsensitive) == 0)
            return p.size;
    }
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return std::nullopt;
    bool okW = false, okH = false;
    const int w = parts.at(0).trimmed().toInt(&okW);
    const int h = parts.at(1).trimmed().toInt(&okH);
    if (!okW || !okH || w < 200 || h < 200 || w > 8000 || h > 8000)
        return std::nullopt;
    return QSize(w, h);
}

QPalette exportPalette()
{
    const QColor text(0x1b, 0x1b, 0x1b);
    const QColor paper(Qt::white);
    QPalette p(QColor(0xef, 0xef, 0xef), paper);
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        p.setColor(g, QPalette::Window, paper);
        p.setColor(g, QPalette::Base, paper);
        p.setColor(g, QPalette::WindowText, text);
        p.setColor(g, QPalette::Text, text);
        p.setColor(g, QPalette::Highlight, QColor(0x2a, 0x7a, 0xd8));
        p.setColor(g, QPalette::HighlightedText, paper);
    }
    return p;
}

std::unique_ptr<QWidget> createChart(core::ChartKind kind, const core::PlannerResult &result)
{
    std::unique_ptr<QWidget> chart;
    switch (kind) {
    case core::ChartKind::Frontier: {
        auto c = std::make_unique<FrontierChart>();
        c->setPalette(exportPalette());
        c->setResult(result);
        chart = std::move(c);
        break;
    }
    case core::ChartKind::Breakdown: {
        auto c = std::make_unique<BreakdownChart>();
        c->setPalette(exportPalette());
        c->setResult(result);
        chart = std::move(c);
        break;
    }
    case core::ChartKind::Scaling: {
        auto c = std::make_unique<ScalingChart>();
        c->setPalette(exportPalette());
        c->setResult(result);
        chart = std::move(c);
        break;
    }
    }
    chart->setAttribute(Qt::WA_DontShowOnScreen);
    return chart;
}

QCustomPlot *chartPlot(QWidget *chart)
{
    if (auto *c = qobject_cast<FrontierChart *>(chart))
        return c->plot();
    if (auto *c = qobject_cast<BreakdownChart *>(chart))
        return c->plot();
    if (auto *c = qobject_cast<ScalingChart *>(chart))
        return c->plot();
    return nullptr;
}

namespace {

void setChartTitle(QWidget *chart, const QString &title)
{
    if (auto *frontier = qobject_cast<FrontierChart *>(chart))
        frontier->setTitle(title);
    else if (auto *breakdown = qobject_cast<BreakdownChart *>(chart))
        breakdown->setTitle(title);
    else if (auto *scaling = qobject_cast<ScalingChart *>(chart))
        scaling->setTitle(title);
}

} // namespace

void paintChart(QCPPainter &painter, const QRectF &target, core::ChartKind kind,
                const core::PlannerResult &result, const Catalog &catalog, const QString &title,
                bool footnote, double minScale)
{
    // The chart is laid out at the target size divided by `k` and drawn k times larger, so fonts
    // and lines grow with wide slide sizes instead of turning into specks.
    const double k = std::clamp(target.width() / kNominalWidth, std::min(minScale, 0.8), 3.0);
    painter.save();
    painter.fillRect(target, exportPalette().color(QPalette::Base));

    double footnoteHeight = 0;
    const QString note = footnote ? core::assumptionsFootnote(catalog, result) : QString();
    if (!note.isEmpty()) {
        QFont f = footnoteFont();
        f.setPointSizeF(f.pointSizeF() * k);
        painter.setFont(f);
        const double pad = 10 * k;
        const QRectF box(target.left() + pad, 0, target.width() - 2 * pad, target.height());
        const QRectF used = painter.boundingRect(box, Qt::AlignLeft | Qt::TextWordWrap, note);
        footnoteHeight = used.height() + 2 * pad;
        const QRectF where(box.left(), target.bottom() - footnoteHeight + pad, box.width(),
                           used.height());
        painter.setPen(theme::muted(exportPalette()).darker(130));
        painter.drawText(where, Qt::AlignLeft | Qt::TextWordWrap, note);
        // A hairline between chart and footnote.
        painter.setPen(QPen(theme::mix(exportPalette().color(QPalette::WindowText),
                                       exportPalette().color(QPalette::Base), 0.8),
                            std::max(1.0, k)));
        const double y = target.bottom() - footnoteHeight + pad / 2;
        painter.drawLine(QPointF(box.left(), y), QPointF(box.right(), y));
    }

    const QSizeF chartSize(target.width(), target.height() - footnoteHeight);
    const QSize layout(int(std::lround(chartSize.width() / k)),
                       int(std::lround(chartSize.height() / k)));
    std::unique_ptr<QWidget> chart = createChart(kind, result);
    setChartTitle(chart.get(), title.isEmpty() ? core::chartTitle(catalog, result, kind) : title);
    chart->resize(layout);
    QCustomPlot *plot = chartPlot(chart.get());
    plot->setGeometry(QRect(QPoint(), layout));

    painter.translate(target.topLeft());
    painter.scale(k, k);
    painter.setMode(QCPPainter::pmNonCosmetic);
    painter.setMode(QCPPainter::pmVectorized);
    plot->toPainter(&painter, layout.width(), layout.height());
    painter.restore();
}

QImage renderChartImage(core::ChartKind kind, const core::PlannerResult &result,
                        const Catalog &catalog, const ChartExportOptions &options)
{
    const int scale = std::clamp(options.scale, 1, 3);
    QImage image(options.size * scale, QImage::Format_ARGB32_Premultiplied);
    // 96 dpi, so point sizes map to the same pixels as on a standard screen.
    image.setDotsPerMeterX(3780);
    image.setDotsPerMeterY(3780);
    image.fill(Qt::white);
    QCPPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    paintChart(painter, QRectF(QPointF(), QSizeF(options.size)), kind, result, catalog,
               options.title, options.footnote);
    painter.end();
    return image;
}

QString writeFileAtomically(const QString &path,
                            const std::function<bool(QIODevice *device, QString *error)> &write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ChartExport::tr("%1: cannot write: %2").arg(path, file.errorString());
    QString error;
    if (!write(&file, &error)) {
        file.cancelWriting();
        return ChartExport::tr("%1: cannot write: %2")
            .arg(path, error.isEmpty() ? file.errorString() : error);
    }
    if (file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return ChartExport::tr("%1: cannot write: %2").arg(path, reason);
    }
    if (!file.commit())
        return ChartExport::tr("%1: cannot write: %2").arg(path, file.errorString());
    return {};
}

QString exportChart(const QString &path, core::ChartKind kind, const core::PlannerResult &result,
                    const Catalog &catalog, const ChartExportOptions &options)
{
    const std::optional<ExportFormat> format = exportFormatFor(path);
    if (!format) {
        const QString suffix = QFileInfo(path).suffix();
        return suffix.isEmpty()
                   ? ChartExport::tr("%1: no file type: end the name with .png, .svg or .pdf")
                         .arg(path)
                   : ChartExport::tr("%1: unknown file type \".%2\": use .png, .svg or .pdf")
                         .arg(path, suffix);
    }
    if (!options.size.isValid() || options.size.width() < 200 || options.size.height() < 200)
        return ChartExport::tr("%1: size %2 × %3 is too small (at least 200 × 200)")
            .arg(path)
            .arg(options.size.width())
            .arg(options.size.height());
    const QRectF target(QPointF(), QSizeF(options.size));
    switch (*format) {
    case ExportFormat::Png:
        return writeFileAtomically(path, [&](QIODevice *device, QString *error) {
            const QImage image = renderChartImage(kind, result, catalog, options);
            if (!image.save(device, "PNG")) {
                *error = ChartExport::tr("PNG encoding failed");
                return false;
            }
            return true;
        });
    case ExportFormat::Svg:
        return writeFileAtomically(path, [&](QIODevice *device, QString *) {
            QSvgGenerator svg;
            svg.setOutputDevice(device);
            svg.setSize(options.size);
            svg.setViewBox(target);
            svg.setResolution(96);
            svg.setTitle(options.title.isEmpty() ? core::chartTitle(catalog, result, kind)
                                                 : options.title);
            svg.setDescription(core::assumptionsFootnote(catalog, result));
            QCPPainter painter(&svg);
            painter.setRenderHint(QPainter::Antialiasing);
            paintChart(painter, target, kind, result, catalog, options.title, options.footnote);
            return painter.end();
        });
    case ExportFormat::Pdf:
        return writeFileAtomically(path, [&](QIODevice *device, QString *error) {
            QPdfWriter pdf(device);
            pdf.setResolution(96);
            pdf.setCreator(QStringLiteral("MoE Planner " MOEPLAN_VERSION));
            pdf.setTitle(options.title.isEmpty() ? core::chartTitle(catalog, result, kind)
                                                 : options.title);
            // Page in points (1/72 in) from the logical pixels (1/96 in); no margins.
            pdf.setPageSize(QPageSize(QSizeF(options.size) * 0.75, QPageSize::Point));
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            QCPPainter painter;
            if (!painter.begin(&pdf)) {
                *error = ChartExport::tr("PDF output could not start");
                return false;
            }
            painter.setRenderHint(QPainter::Antialiasing);
            paintChart(painter, QRectF(0, 0, pdf.width(), pdf.height()), kind, result, catalog,
                       options.title, options.footnote);
            return painter.end();
        });
    }
    return {};
}

QString exportChartCsv(const QString &path, core::ChartKind kind, const core::PlannerResult &result)
{
    return writeFileAtomically(path, [&](QIODevice *device, QString *) {
        const QByteArray bytes = core::chartCsv(result, kind).toUtf8();
        return device->write(bytes) == bytes.size();
    });
}

void copyChartToClipboard(core::ChartKind kind, const core::PlannerResult &result,
                          const Catalog &catalog, const ChartExportOptions &options)
{
    ChartExportOptions o = options;
    o.scale = std::max(o.scale, 2);
    QImage image = renderChartImage(kind, result, catalog, o);
    image.setDevicePixelRatio(o.scale);
    QApplication::clipboard()->setImage(image);
}

} // namespace moeplan::widgets
