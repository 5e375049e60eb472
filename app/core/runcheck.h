#pragma once
// A stored run set beside the model (the History page's Model tab): what the calibrated model
// predicts for it, what the same deployment's other measured loads imply for it (the model moved
// by its error on them, as `predict` does for a load the history did not measure), and in words
// whether the run agrees with them: a load far outside its deployment's others is worth checking
// before it is calibrated on (docs/user-guide.md, "Checking a run against the model").

#include "calibration.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>
#include <vector>

namespace moeplan::core {

/// How one measured metric stands against what it is checked against.
enum class CheckVerdict
{
    Unchecked,       ///< not measured, or no prediction to set it beside
    Agrees,          ///< inside the 80% band of its deployment's other loads
    OutsideBand,     ///< outside that band, within farOutsideBand (one load in five is)
    Disagrees,       ///< beyond farOutsideBand: worth checking before it is calibrated on
    InsideModelBand, ///< no other load measured: inside the model's own 80% band
    OffModel,        ///< no other load measured: outside the model's band (run or model off)
    Underdetermined, ///< the run leaves its deployment underdetermined: the model's span only
};

/// "agrees", "outside-band", "disagrees", ...: the verdict's stable name for files and scripts.
QString checkVerdictKey(CheckVerdict v);

struct RunCheck
{
    LoadCheck check;
    std::optional<double> measuredTpotMs, measuredTtftMs; ///< as the calibration reads them
    /// The run's TPOT (TTFT) is outside the 80% band of its deployment's other loads by more
    /// than twice that band's width on that side (farOutsideBand): it disagrees with them.
    bool tpotDisagrees = false, ttftDisagrees = false;
    CheckVerdict tpotVerdict = CheckVerdict::Unchecked, ttftVerdict = CheckVerdict::Unchecked;
    QStringList findings; ///< sentences, translated
};

/// `run` checked against `profiles` and against `sameKind`, the history's runs of its model,
/// GPU kind and engine (the run may be among them). nullopt and `error` set (why, for the pane
/// that shows the run) when the run cannot be placed or predicted.
std::optional<RunCheck> checkRun(const Catalog &catalog, const ProfileSet &profiles,
                                 const RunRecord &run, const QVector<RunRecord> &sameKind,
                                 QString *error);
/// The same for a run already placed, beside `sameKind` placed (checking many runs places each
/// once).
std::optional<RunCheck> checkRun(const Catalog &catalog, const ProfileSet &profiles,
                                 const Observation &run, const std::vector<Observation> &sameKind,
                                 QString *error);
/// The same beside a LoadChecker of `sameKind` (checking many runs of one kind).
std::optional<RunCheck> checkRun(const LoadChecker &checker, const Observation &run,
                                 QString *error);

/// One run of a history checked by checkRuns().
struct HistoryRunCheck
{
    qint64 runId = 0;              ///< the run's id (checkNewRuns: the stored copy's, or 0)
    std::optional<RunCheck> check; ///< nullopt when it cannot be placed or predicted
    QString error;                 ///< why, then
    bool disagrees() const { return check && (check->tpotDisagrees || check->ttftDisagrees); }
};

/// Checks the runs of `runs` (a whole history) that `select` accepts (all when it is empty),
/// in their order, each beside the runs of its model, GPU kind and engine; every run is placed
/// once (`moeplan-cli check`, the History page's "Disagreeing only" filter).
std::vector<HistoryRunCheck> checkRuns(const Catalog &catalog, const ProfileSet &profiles,
                                       const QVector<RunRecord> &runs,
                                       const std::function<bool(const RunRecord &)> &select = {});

/// Runs not read from the history (a result file's, before it is imported), each checked
/// beside the history's runs of its model, GPU kind and engine and the other new runs of them,
/// in their order. `storedIds[i]` is the id of the history's run with the run_key of `runs[i]`
/// (HistoryStore::runIdsOfKeys; 0 when none): such a run (its file was imported) gets that id
/// as `runId` and is not counted twice; a run the history does not hold gets 0 and is one of
/// the other loads of the new runs beside it (once, however often the inputs repeat it). A load the
/// history measured at the same batch is never one of a run's other loads (checkLoad), so a file
/// run is not checked against its own stored copy.
std::vector<HistoryRunCheck> checkNewRuns(const Catalog &catalog, const ProfileSet &profiles,
                                          const QVector<RunRecord> &history,
                                          const QVector<RunRecord> &runs,
                                          const QVector<qint64> &storedIds);

} // namespace moeplan::core
