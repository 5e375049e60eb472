#pragma once
// The one-page PDF summary of a scenario (A4 landscape): the scenario and its numbers, the
// latency-vs-throughput chart with both topologies, the step-time breakdown, the scaling chart
// with the overhead wall, the options for a throughput target (the three cheapest deployments
// across GPU kinds, topologies and plans), cost per million output tokens and tokens/s per MW,
// and the assumptions footnote. The charts are the window's chart classes, drawn in the light
// export theme.

#include "reportdata.h"

#include <QRectF>
#include <QString>

class QCPPainter;

namespace moeplan::widgets {

/// Paints the report into `page` (logical pixels, 1/96 in) of `painter`.
void paintReport(QCPPainter &painter, const QRectF &page, const core::PlannerResult &result,
                 const Catalog &catalog, const core::ReportSettings &settings,
                 const core::ReportFigures &figures);

/// Writes the report as a one-page PDF through QSaveFile. Empty on success, else one translated
/// line naming the file and the reason (.pdf only; no file is left behind on failure).
/// `profiles`: the calibration the options are sized with (the planner's).
QString writeReport(const QString &path, const core::PlannerResult &result, const Catalog &catalog,
                    const core::ReportSettings &settings,
                    const core::ProfileSet *profiles = nullptr);

} // namespace moeplan::widgets
