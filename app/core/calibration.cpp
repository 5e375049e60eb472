// Recalibration: the history's runs placed, fitted and validated, the profiles stored as one set.

#include "calibration.h"

#include "calibration/internal.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QtConcurrent/QtConcurrentMap>

#include <Eigen/Dense>
#include <unsupported/Eigen/LevenbergMarquardt>

#include <algorithm>
#include <climits>
#include <cmath>
#include <numeric>
#include <random>
#include <set>

namespace moeplan::core {

using namespace calib;

namespace calib {

bool cancelled(const std::atomic_bool *c)
{
    return c && c->load();
}

} // namespace calib

Recalibration recalibrate(HistoryStore &store, const Catalog &catalog, const FitOptions &options,
                          const RecalibrationControl &control)
{
    // Percent of the whole per stage: reading is quick; with cross-validation, its k fits of
    // ~(k-1)/k of the runs each outweigh the fit on all of them.
    const bool validate = control.folds >= 2;
    const int fitShare = validate ? 100 / (control.folds + 1) : 95;
    auto report = [&](RecalibrationStage stage, int percent) {
        if (control.progress)
            control.progress(stage, std::clamp(percent, 0, 100));
    };
    auto stopped = [&](Recalibration &out) {
        out.cancelled = cancelled(control.cancel);
        return out.cancelled;
    };

    Recalibration out;
    report(RecalibrationStage::ReadingRuns, 0);
    QString err;
    // Read before the runs: runs that change after it leave the profiles stale (next refit).
    const qint64 generation = store.runsGeneration(&err);
    const QVector<RunRecord> runs = err.isEmpty() ? store.runs({}, &err) : QVector<RunRecord>();
    if (!err.isEmpty()) {
        out.error = err;
        return out;
    }
    std::vector<Observation> obs;
    for (Placement &p : placeRuns(catalog, runs)) {
        if (p.obs)
            obs.push_back(std::move(*p.obs));
        else
            ++out.unplaced;
    }
    out.runs = int(obs.size());
    if (obs.empty() || stopped(out))
        return out;

    report(RecalibrationStage::Fitting, 1);
    CalibrationProgress fitProgress;
    if (control.progress) {
        fitProgress = [&](int done, int total) {
            report(RecalibrationStage::Fitting, 1 + (fitShare - 1) * done / std::max(1, total));
        };
    }
    ProfileSet set = fitProfiles(obs, options, control.cancel, fitProgress);
    if (stopped(out))
        return out;
    // The bands of predictions corrected by a deployment's other loads, over the whole history.
    set.addDeploymentCorrections(catalog, obs);

    if (validate) {
        report(RecalibrationStage::CrossValidating, fitShare);
        CalibrationProgress cvProgress;
        if (control.progress) {
            cvProgress = [&](int done, int total) {
                report(RecalibrationStage::CrossValidating,
                       fitShare + (99 - fitShare) * done / std::max(1, total));
            };
        }
        ValidationReport cv =
            crossValidate(catalog, obs, control.folds, options, control.cancel, cvProgress);
        if (stopped(out))
            return out;
        out.heldOut = flattenHeldOut(cv.heldOut);
        cv.heldOut.clear();
        out.validation = std::move(cv);
    }

    report(RecalibrationStage::Saving, 99);
    QVector<StoredProfile> toSave = toStoredSet(set);
    if (out.validation)
        toSave.push_back(toStoredValidation(*out.validation, out.heldOut));
    out.error = store.saveProfiles(toSave, /*replaceAll*/ true, generation);
    if (out.error.isEmpty()) {
        for (const Profile &p : set.profiles)
            out.fitted << p.name();
        out.profiles = std::move(set);
        report(RecalibrationStage::Saving, 100);
    }
    return out;
}

} // namespace moeplan::core
