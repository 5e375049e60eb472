// qcustomplot.h uses Qt's foreach, which the project policy (QT_NO_FOREACH) switches off: it is
// included first, with foreach allowed, before anything else includes <QtGlobal>.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "reportwriter.h"

#include "catalog.h"
#include "chartexport.h"
#include "format.h"
#include "messages.h"
#include "recommend.h"
#include "theme.h"

#include <QApplication>
#include <QDate>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace moeplan::widgets {

/// The translation context of the written report: ReportWriter::tr("...").
struct ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::widgets::ReportWriter)
};

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString num(double v)
{
    return format::number(v, QLocale());
}

QFont sized(double factor, bool bold = false)
{
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * factor);
    f.setBold(bold);
    return f;
}

/// Draws rows of label/value pairs from `top`; returns the y below them.
double drawSection(QPainter &p, double left, double top, double width, const QString &heading,
                   const QVector<std::pair<QString, QString>> &rows)
{
    const QPalette pal = exportPalette();
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor muted = theme::muted(pal).darker(140);
    p.setFont(sized(1.1, true));
    p.setPen(fg);
    const double headingHeight = p.fontMetrics().height();
    p.drawText(QRectF(left, top, width, headingHeight), Qt::AlignLeft | Qt::AlignVCenter, heading);
    double y = top + headingHeight + 2;
    p.setPen(QPen(theme::mix(fg, pal.color(QPalette::Base), 0.75), 1));
    p.drawLine(QPointF(left, y), QPointF(left + width, y));
    y += 4;
    p.setFont(sized(0.95));
    const double labelWidth = width * 0.42;
    for (const auto &[label, value] : rows) {
        const QRectF valueBox(left + labelWidth, y, width - labelWidth, 1000);
        const QRectF used = p.boundingRect(valueBox, Qt::AlignLeft | Qt::TextWordWrap, value);
        const QRectF labelUsed = p.boundingRect(QRectF(left, y, labelWidth - 6, 1000),
                                                Qt::AlignLeft | Qt::TextWordWrap, label);
        const double h =
            std::max({used.height(), labelUsed.height(), double(p.fontMetrics().height())});
        p.setPen(muted);
        p.drawText(QRectF(left, y, labelWidth - 6, h), Qt::AlignLeft | Qt::TextWordWrap, label);
        p.setPen(fg);
        p.drawText(QRectF(left + labelWidth, y, width - labelWidth, h),
                   Qt::AlignLeft | Qt::TextWordWrap, value);
        y += h + 3;
    }
    return y + 10;
}

/// The top deployments for the target side by side: one column each, one row per figure.
double drawOptions(QPainter &p, double left, double top, double width,
                   const core::ReportSettings &target, const core::ReportFigures &figures,
                   const Catalog &catalog)
{
    const QPalette pal = exportPalette();
    const QColor fg = pal.color(QPalette::WindowText);
    const QColor muted = theme::muted(pal).darker(140);
    p.setFont(sized(1.1, true));
    p.setPen(fg);
    const double headingHeight = p.fontMetrics().height();
    p.drawText(QRectF(left, top, width, headingHeight), Qt::AlignLeft | Qt::AlignVCenter,
               ReportWriter::tr("Options: %1 tokens/s at ≥ %2 tokens/s per user")
                   .arg(QLocale().toString(target.targetTokS, 'f', 0),
                        QLocale().toString(target.minPerUserTokS, 'f', 0)));
    double y = top + headingHeight + 2;
    p.setPen(QPen(theme::mix(fg, pal.color(QPalette::Base), 0.75), 1));
    p.drawLine(QPointF(left, y), QPointF(left + width, y));
    y += 4;
    p.setFont(sized(0.9));
    if (figures.options.empty()) {
        const QString note = figures.optionsNote.isEmpty()
                                 ? ReportWriter::tr("No deployment meets the target.")
                                 : figures.optionsNote;
        const QRectF used =
            p.boundingRect(QRectF(left, y, width, 1000), Qt::AlignLeft | Qt::TextWordWrap, note);
        p.setPen(fg);
        p.drawText(used, Qt::AlignLeft | Qt::TextWordWrap, note);
        return used.bottom() + 10;
    }
    const QLocale loc;
    const double labelWidth = width * 0.24;
    const int n = int(figures.options.size());
    const double colWidth = (width - labelWidth) / n;
    auto cell = [&](const SizingOption &o, int row) -> QString {
        switch (row) {
        case 0:
            return core::hardwareLabel(catalog, o.gpu, o.topology);
        case 1:
            return core::optionPlanLabel(o);
        case 2:
            return QString::number(o.gpus);
        case 3:
            return o.usdPerHour > 0 ? QStringLiteral("$") + loc.toString(o.usdPerHour, 'f', 0)
                                    : ReportWriter::tr("–");
        case 4:
            return o.usdPerMillionTokens > 0
                       ? QStringLiteral("$") + loc.toString(o.usdPerMillionTokens, 'f', 3)
                       : ReportWriter::tr("–");
        case 5:
            return o.tokensPerSecondPerMW > 0 ? num(o.tokensPerSecondPerMW) : ReportWriter::tr("–");
        case 6:
            return ReportWriter::tr("%1 (%2–%3)")
                .arg(num(o.tokensPerSecondPerUser), loc.toString(o.perUserLo, 'f', 0),
                     loc.toString(o.perUserHi, 'f', 0));
        case 7:
            return core::optionSourceLabel(o);
        }
        return {};
    };
    const QStringList labels{ReportWriter::tr("Hardware"),
                             ReportWriter::tr("Plan"),
                             ReportWriter::tr("GPUs"),
                             ReportWriter::tr("$/hour"),
                             ReportWriter::tr("$/Mtok"),
                             ReportWriter::tr("Tokens/s per MW"),
                             ReportWriter::tr("Per user, 80% interval"),
                             ReportWriter::tr("Parameters")};
    for (int row = 0; row < labels.size(); ++row) {
        double h = p.fontMetrics().height();
        for (int c = 0; c < n; ++c)
            h = std::max(h, p.boundingRect(QRectF(0, 0, colWidth - 6, 1000),
                                           Qt::AlignLeft | Qt::TextWordWrap,
                                           cell(figures.options[std::size_t(c)], row))
                                .height());
        h = std::max(h, p.boundingRect(QRectF(0, 0, labelWidth - 6, 1000),
                                       Qt::AlignLeft | Qt::TextWordWrap, labels[row])
                            .height());
        p.setPen(muted);
        p.drawText(QRectF(left, y, labelWidth - 6, h), Qt::AlignLeft | Qt::TextWordWrap,
                   labels[row]);
        p.setPen(fg);
        QFont f = sized(0.9, row == 0);
        p.setFont(f);
        for (int c = 0; c < n; ++c)
            p.drawText(QRectF(left + labelWidth + c * colWidth, y, colWidth - 6, h),
                       Qt::AlignLeft | Qt::TextWordWrap,
                       cell(figures.options[std::size_t(c)], row));
        p.setFont(sized(0.9));
        y += h + 3;
    }
    return y + 10;
}

} // namespace

void paintReport(QCPPainter &painter, const QRectF &page, const core::PlannerResult &result,
                 const Catalog &catalog, const core::ReportSettings &settings,
                 const core::ReportFigures &figures)
{
    const QPalette pal = exportPalette();
    const QColor fg = pal.color(QPalette::WindowText);
    const Scenario &s = result.scenario;
    const ModelSpec *model = catalog.model(s.model);
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    const PrecisionSpec *precision = model ? model->precision(s.precision) : nullptr;
    const QString modelName = model ? qs(model->name) : qs(s.model);
    const QString deployment = core::scenarioLabel(catalog, s);

    painter.save();
    painter.fillRect(page, pal.color(QPalette::Base));
    const double margin = 30;
    const QRectF area = page.adjusted(margin, margin, -margin, -margin);

    // Header.
    painter.setFont(sized(1.6, true));
    painter.setPen(fg);
    const double titleHeight = painter.fontMetrics().height();
    painter.drawText(QRectF(area.left(), area.top(), area.width(), titleHeight),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     ReportWriter::tr("MoE Planner summary: %1 on %2").arg(modelName, deployment));
    painter.setFont(sized(0.95));
    painter.setPen(theme::muted(pal).darker(140));
    const double subHeight = painter.fontMetrics().height();
    painter.drawText(
        QRectF(area.left(), area.top() + titleHeight, area.width(), subHeight),
        Qt::AlignLeft | Qt::AlignVCenter,
        ReportWriter::tr("Model estimates for capacity planning, not measurements · %1")
            .arg(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat)));
    const double bodyTop = area.top() + titleHeight + subHeight + 12;

    // Footnote across the page.
    painter.setFont(sized(0.8));
    const QString note = core::assumptionsFootnote(catalog, result);
    const QRectF noteUsed = painter.boundingRect(QRectF(area.left(), 0, area.width(), 1000),
                                                 Qt::AlignLeft | Qt::TextWordWrap, note);
    const double noteTop = area.bottom() - noteUsed.height();
    painter.setPen(theme::muted(pal).darker(140));
    painter.drawText(QRectF(area.left(), noteTop, area.width(), noteUsed.height()),
                     Qt::AlignLeft | Qt::TextWordWrap, note);
    painter.setPen(QPen(theme::mix(fg, pal.color(QPalette::Base), 0.75), 1));
    painter.drawLine(QPointF(area.left(), noteTop - 6), QPointF(area.right(), noteTop - 6));
    const double bodyBottom = noteTop - 14;

    // Left column: the scenario, its numbers, the target, cost and power.
    const double leftWidth = 330;
    const double left = area.left();
    // The GPUs the deployment uses and, disaggregated, each decode worker's batch.
    const bool disagg = s.serving == Serving::Disaggregated;
    const int gpus = core::deploymentGpus(result);
    QVector<std::pair<QString, QString>> scenarioRows{
        {ReportWriter::tr("Model"),
         ReportWriter::tr("%1, %2").arg(modelName,
                                        precision ? qs(precision->id).toUpper() : qs(s.precision))},
        {ReportWriter::tr("GPUs"),
         ReportWriter::tr("%1 × %2").arg(gpus).arg(gpu ? qs(gpu->name) : qs(s.gpu))},
        {ReportWriter::tr("Topology, plan"),
         deployment.section(QStringLiteral(", "), 0, 0).section(QLatin1Char(' '), 1) +
             QStringLiteral(", ") + deployment.section(QStringLiteral(", "), 1)},
        {ReportWriter::tr("Load"),
         disagg ? ReportWriter::tr("%1 sequences in flight per decode worker").arg(core::batchOf(s))
                : ReportWriter::tr("%1 sequences in flight per replica").arg(s.batch)},
        {ReportWriter::tr("Input / output"),
         ReportWriter::tr("%1 / %2 tokens").arg(s.isl).arg(s.osl)},
        {ReportWriter::tr("Drafter"), s.draftTokens > 0
                                          ? ReportWriter::tr("d = %1, acceptance length %2")
                                                .arg(s.draftTokens)
                                                .arg(s.acceptanceLength, 0, 'f', 2)
                                          : ReportWriter::tr("none")},
        {ReportWriter::tr("Calibration"), result.params.label},
    };
    double y =
        drawSection(painter, left, bodyTop, leftWidth, ReportWriter::tr("Scenario"), scenarioRows);

    QVector<std::pair<QString, QString>> resultRows;
    if (result.ok) {
        const Evaluation &e = result.eval;
        // The latencies with their 80% interval where the calibration has one ("ideal" is a
        // bound), as the operating point shows them.
        const core::ParamsChoice &pc = result.params;
        const auto range = [](double ms, double logLo, double logHi) {
            // No-break spaces and word joiners: a narrow column wraps before "80%", never
            // inside the interval.
            return ReportWriter::tr("80%\u00a0interval %1\u2060–\u2060%2\u00a0ms")
                .arg(num(ms * std::exp(logLo)), num(ms * std::exp(logHi)));
        };
        resultRows = {
            {ReportWriter::tr("Per-user speed"),
             pc.hasInterval ? ReportWriter::tr("%1 tokens/s (TPOT %2 ms, %3)")
                                  .arg(num(e.tokensPerSecondPerUser), num(e.tpotMs),
                                       range(e.tpotMs, pc.tpotLogLo, pc.tpotLogHi))
                            : ReportWriter::tr("%1 tokens/s (TPOT %2 ms)")
                                  .arg(num(e.tokensPerSecondPerUser), num(e.tpotMs))},
            {ReportWriter::tr("First token"),
             pc.hasInterval ? ReportWriter::tr("%1 ms (%2)")
                                  .arg(num(e.ttftMs), range(e.ttftMs, pc.ttftLogLo, pc.ttftLogHi))
                            : ReportWriter::tr("%1 ms").arg(num(e.ttftMs))},
            {ReportWriter::tr("Throughput"),
             ReportWriter::tr("%1 tokens/s (%2 per GPU)")
                 .arg(num(e.throughputTokensPerSecond), num(e.throughputPerGpu))},
            {ReportWriter::tr("Step"), ReportWriter::tr("%1 ms, bound by %2")
                                           .arg(num(e.stepMs), core::ceilingLabel(e.binding))},
            {ReportWriter::tr("Memory per GPU"),
             e.fits
                 ? ReportWriter::tr("%1 of %2 GB").arg(num(e.memoryPerGpuGB), num(e.hbmCapacityGB))
                 : ReportWriter::tr("OUT OF MEMORY: needs %1 of %2 GB")
                       .arg(num(e.memoryPerGpuGB), num(e.hbmCapacityGB))},
        };
    } else {
        resultRows = {{ReportWriter::tr("No evaluation"), result.error}};
    }
    y = drawSection(painter, left, y, leftWidth, ReportWriter::tr("At this load"), resultRows);

    const QString notSet =
        ReportWriter::tr("no $/GPU-hour set for %1 (set it in the report dialog or with "
                         "--usd-per-gpu-hour)")
            .arg(gpu ? qs(gpu->id) : qs(s.gpu));
    QVector<std::pair<QString, QString>> costRows{
        {ReportWriter::tr("Price"),
         figures.usdPerGpuHour
             ? (figures.priceUserSet ? ReportWriter::tr("$%1 per GPU-hour (user-set)")
                                     : ReportWriter::tr("$%1 per GPU-hour (catalog default)"))
                   .arg(*figures.usdPerGpuHour, 0, 'f', 2)
             : notSet},
    };
    if (figures.usdPerGpuHour) {
        costRows.append({ReportWriter::tr("Cost, this load"),
                         figures.costPerMTokens && std::isfinite(*figures.costPerMTokens)
                             ? ReportWriter::tr("$%1 per million output tokens")
                                   .arg(*figures.costPerMTokens, 0, 'f', 2)
                             : ReportWriter::tr("–")});
    }
    costRows.append(
        {ReportWriter::tr("Power"),
         ReportWriter::tr("%1 kW: %2 W per GPU, %3 W per %4-GPU node, facility overhead %5%")
             .arg(num(figures.powerKW), num(figures.economics.wattsPerGpu),
                  num(figures.economics.overheadWattsPerNode))
             .arg(figures.economics.gpusPerNode)
             .arg(figures.economics.facilityOverhead * 100, 0, 'f', 0)});
    costRows.append(
        {ReportWriter::tr("Tokens/s per MW"),
         std::isfinite(figures.tokensPerSecondPerMW)
             ? ReportWriter::tr("%1 at this load").arg(num(figures.tokensPerSecondPerMW))
             : ReportWriter::tr("–")});
    y = drawSection(painter, left, y, leftWidth, ReportWriter::tr("Cost and power"), costRows);

    // Right column: the options for the target across hardware and plans, the frontier with
    // both topologies, then the breakdown beside the scaling chart with its overhead wall.
    const double right = left + leftWidth + 24;
    const double optionsBottom =
        drawOptions(painter, right, bodyTop, area.right() - right, settings, figures, catalog);
    const QRectF column(right, optionsBottom, area.right() - right, bodyBottom - optionsBottom);
    const QRectF frontier(column.left(), column.top(), column.width(), column.height() * 0.52);
    const QRectF breakdown(column.left(), frontier.bottom() + 8, column.width(),
                           column.bottom() - frontier.bottom() - 8);
    // The scaling chart fills the left column below the figures.
    const QRectF scaling(left, y, leftWidth, std::max(0.0, bodyBottom - y));
    painter.restore();
    paintChart(painter, frontier, core::ChartKind::Frontier, result, catalog,
               ReportWriter::tr("Latency vs throughput, both topologies"), false);
    paintChart(painter, breakdown, core::ChartKind::Breakdown, result, catalog,
               ReportWriter::tr("Where the step time goes"), false, 0.65);
    if (scaling.height() > 160)
        paintChart(painter, scaling, core::ChartKind::Scaling, result, catalog,
                   ReportWriter::tr("Scaling with GPUs and the overhead wall"), false, 0.55);
}

QString writeReport(const QString &path, const core::PlannerResult &result, const Catalog &catalog,
                    const core::ReportSettings &settings, const core::ProfileSet *profiles)
{
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        return ReportWriter::tr("%1: the report is a PDF: end the name with .pdf").arg(path);
    const core::ReportFigures figures = core::reportFigures(catalog, result, settings, profiles);
    return writeFileAtomically(path, [&](QIODevice *device, QString *error) {
        QPdfWriter pdf(device);
        pdf.setResolution(96);
        pdf.setCreator(QStringLiteral("MoE Planner " MOEPLAN_VERSION));
        pdf.setTitle(ReportWriter::tr("MoE Planner summary: %1")
                         .arg(core::scenarioLabel(catalog, result.scenario)));
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QCPPainter painter;
        if (!painter.begin(&pdf)) {
            *error = ReportWriter::tr("PDF output could not start");
            return false;
        }
        painter.setRenderHint(QPainter::Antialiasing);
        paintReport(painter, QRectF(0, 0, pdf.width(), pdf.height()), result, catalog, settings,
                    figures);
        return painter.end();
    });
}

} // namespace moeplan::widgets
