// Profiles and validation reports to and from the history store's rows.

#include "calibration.h"

#include "calibration/internal.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace moeplan::core {

using namespace calib;

StoredProfile toStored(const Profile &p)
{
    StoredProfile s;
    s.name = p.name();
    s.gpu = p.gpu;
    s.engine = p.engine;
    s.fittedAt = p.fittedAt;
    s.provenance = QString::fromUtf8(provenanceName(p.provenance).data());
    s.transferredFrom = p.transferredFrom;
    QJsonObject params;
    for (int j = 0; j < kFitParamCount; ++j) {
        const ParamEstimate &e = p.estimates[std::size_t(j)];
        params.insert(QLatin1String(kParams[j].key),
                      QJsonObject{{QStringLiteral("value"), e.value},
                                  {QStringLiteral("std_error"), e.stdError},
                                  {QStringLiteral("fitted"), e.status == ParamStatus::Fitted},
                                  {QStringLiteral("note"), e.note}});
    }
    QJsonArray notes;
    for (const QString &n : p.notes)
        notes.append(n);
    QJsonObject interval{{QStringLiteral("tpot_log_lo"), p.tpotLogLo},
                         {QStringLiteral("tpot_log_hi"), p.tpotLogHi},
                         {QStringLiteral("ttft_log_lo"), p.ttftLogLo},
                         {QStringLiteral("ttft_log_hi"), p.ttftLogHi}};
    if (p.disaggTtftLog)
        interval.insert(QStringLiteral("disagg_ttft_log"),
                        QJsonArray{p.disaggTtftLog->first, p.disaggTtftLog->second});
    if (p.disaggTpotLog)
        interval.insert(QStringLiteral("disagg_tpot_log"),
                        QJsonArray{p.disaggTpotLog->first, p.disaggTpotLog->second});
    if (p.disaggTpotRuns > 0)
        interval.insert(QStringLiteral("disagg_tpot_runs"), p.disaggTpotRuns);
    if (p.disaggTtftRuns > 0)
        interval.insert(QStringLiteral("disagg_ttft_runs"), p.disaggTtftRuns);
    if (!p.disaggTpotFrom.isEmpty())
        interval.insert(QStringLiteral("disagg_tpot_from"), p.disaggTpotFrom);
    if (!p.disaggTtftFrom.isEmpty())
        interval.insert(QStringLiteral("disagg_ttft_from"), p.disaggTtftFrom);
    QJsonArray flags;
    for (const RunFlag &f : p.flags)
        flags.append(QJsonObject{{QStringLiteral("run_id"), f.runId},
                                 {QStringLiteral("id"), f.id},
                                 {QStringLiteral("reason"), f.reason}});
    const QJsonObject doc{{QStringLiteral("parameters"), params},
                          {QStringLiteral("interval_80"), interval},
                          {QStringLiteral("flagged_runs"), int(p.flags.size())},
                          {QStringLiteral("flags"), flags},
                          {QStringLiteral("notes"), notes}};
    s.paramsJson = QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact));
    s.runCount = p.runCount;
    s.tpotMedianApe = p.tpotMedianApe;
    s.ttftMedianApe = p.ttftMedianApe;
    s.notes = p.notes.join(QStringLiteral("; "));
    s.runIds = p.runIds;
    return s;
}

std::optional<Profile> fromStored(const StoredProfile &s, QString *error)
{
    QJsonParseError perr{};
    const QJsonObject doc = QJsonDocument::fromJson(s.paramsJson.toUtf8(), &perr).object();
    if (perr.error != QJsonParseError::NoError) {
        if (error)
            *error = Calibration::tr("profile %1: parameters are not valid JSON").arg(s.name);
        return std::nullopt;
    }
    Profile p;
    p.gpu = s.gpu;
    p.engine = s.engine;
    p.fittedAt = s.fittedAt;
    p.transferredFrom = s.transferredFrom;
    p.provenance = s.provenance == QLatin1String("transferred") ? Provenance::Transferred
                                                                : Provenance::Calibrated;
    p.params = CalibrationParams::datasheet();
    const QJsonObject params = doc.value(QLatin1String("parameters")).toObject();
    // A profile stored before a term existed was fitted without it: a missing parameter takes
    // the value that leaves the term out (CalibrationParams' own defaults: MoE kernels as fast
    // as dense, no per-MoE-layer cost, the full FP8/FP4 peak, no DP-prefill stall, no budget on
    // the prompt tokens a step takes).
    const CalibrationParams without;
    for (int j = 0; j < kFitParamCount; ++j) {
        const QLatin1String key(kParams[j].key);
        if (!params.contains(key)) {
            p.params.*kParams[j].member = without.*kParams[j].member;
            p.estimates[std::size_t(j)] = {without.*kParams[j].member, 0, ParamStatus::Prior, {}};
            continue;
        }
        const QJsonObject e = params.value(key).toObject();
        const double v = e.value(QLatin1String("value")).toDouble(NAN);
        if (!std::isfinite(v) || v < kParams[j].lower || v > kParams[j].upper) {
            if (error)
                *error = Calibration::tr("profile %1: %2 out of range")
                             .arg(s.name, QLatin1String(kParams[j].key));
            return std::nullopt;
        }
        p.params.*kParams[j].member = v;
        p.estimates[std::size_t(j)] = {
            v, e.value(QLatin1String("std_error")).toDouble(),
            e.value(QLatin1String("fitted")).toBool() ? ParamStatus::Fitted : ParamStatus::Prior,
            e.value(QLatin1String("note")).toString()};
    }
    const QJsonObject iv = doc.value(QLatin1String("interval_80")).toObject();
    p.tpotLogLo = iv.value(QLatin1String("tpot_log_lo")).toDouble(p.tpotLogLo);
    p.tpotLogHi = iv.value(QLatin1String("tpot_log_hi")).toDouble(p.tpotLogHi);
    p.ttftLogLo = iv.value(QLatin1String("ttft_log_lo")).toDouble(p.ttftLogLo);
    p.ttftLogHi = iv.value(QLatin1String("ttft_log_hi")).toDouble(p.ttftLogHi);
    // The disaggregated interval: two log factors, lo <= hi, within e^±5; else none.
    auto pairOf = [&iv](const char *key) -> std::optional<std::pair<double, double>> {
        const QJsonArray a = iv.value(QLatin1String(key)).toArray();
        if (a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
            return std::nullopt;
        const double lo = a.at(0).toDouble(), hi = a.at(1).toDouble();
        if (!(lo <= hi) || lo < -5 || hi > 5)
            return std::nullopt;
        return std::pair{lo, hi};
    };
    p.disaggTtftLog = pairOf("disagg_ttft_log");
    p.disaggTpotLog = pairOf("disagg_tpot_log");
    // Counts from profiles stored before 2026-12-07 are absent (0: not known).
    const auto countOf = [&iv](const char *key) {
        return std::clamp(iv.value(QLatin1String(key)).toInt(0), 0, 1 << 30);
    };
    p.disaggTpotRuns = p.disaggTpotLog ? countOf("disagg_tpot_runs") : 0;
    p.disaggTtftRuns = p.disaggTtftLog ? countOf("disagg_ttft_runs") : 0;
    p.disaggTpotFrom = iv.value(QLatin1String("disagg_tpot_from")).toString().left(200);
    p.disaggTtftFrom = iv.value(QLatin1String("disagg_ttft_from")).toString().left(200);
    p.runCount = s.runCount;
    p.runIds = s.runIds;
    p.tpotMedianApe = s.tpotMedianApe.value_or(0);
    p.ttftMedianApe = s.ttftMedianApe.value_or(0);
    for (const QJsonValue &n : doc.value(QLatin1String("notes")).toArray())
        p.notes << n.toString();
    // The flagged runs, each with its reason (a store before 2026-12-05 kept only their count);
    // an entry without a run's name or reason is not a flag anyone can act on: dropped.
    const QJsonValue flags = doc.value(QLatin1String("flags"));
    p.flagsKnown = flags.isArray() || doc.value(QLatin1String("flagged_runs")).toInt() == 0;
    for (const QJsonValue &v : flags.toArray()) {
        const QJsonObject f = v.toObject();
        RunFlag flag{f.value(QLatin1String("run_id")).toInteger(),
                     f.value(QLatin1String("id")).toString(),
                     f.value(QLatin1String("reason")).toString()};
        if (!flag.id.isEmpty() && !flag.reason.isEmpty())
            p.flags.push_back(std::move(flag));
    }
    return p;
}

QVector<StoredProfile> toStoredSet(const ProfileSet &set)
{
    QVector<StoredProfile> out;
    for (const Profile &p : set.profiles)
        out.push_back(toStored(p));
    auto offsetsJson = [](const QMap<QString, ModelOffset> &map) {
        QJsonObject json;
        for (auto it = map.begin(); it != map.end(); ++it)
            json.insert(it.key(), QJsonObject{{QStringLiteral("tpot_log"), it->tpotLog},
                                              {QStringLiteral("ttft_log"), it->ttftLog},
                                              {QStringLiteral("runs"), it->runs}});
        return json;
    };
    StoredProfile o;
    o.name = QLatin1String(kModelOffsetsProfile);
    o.provenance = QStringLiteral("calibrated");
    o.fittedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QJsonObject budgets;
    for (auto it = set.disaggGpus.begin(); it != set.disaggGpus.end(); ++it)
        budgets.insert(it.key().isEmpty() ? QStringLiteral("*") : it.key(), it.value());
    QJsonObject widening;
    for (auto it = set.spanWidening.begin(); it != set.spanWidening.end(); ++it) {
        widening.insert(it.key().isEmpty() ? QStringLiteral("*") : it.key(),
                        QJsonObject{{QStringLiteral("tpot_below"), it->tpotBelow},
                                    {QStringLiteral("tpot_above"), it->tpotAbove},
                                    {QStringLiteral("ttft_below"), it->ttftBelow},
                                    {QStringLiteral("ttft_above"), it->ttftAbove},
                                    {QStringLiteral("runs"), it->runs}});
    }
    QJsonObject plans;
    for (auto it = set.statedPlans.begin(); it != set.statedPlans.end(); ++it)
        plans.insert(it.key(), QJsonArray::fromStringList(it.value()));
    // {"agg": {"tpot": [lo, hi], "ttft": [lo, hi]}, "disagg": ...}: log bands, where fitted.
    QJsonObject correctedBands;
    for (int mode = 0; mode < 2; ++mode) {
        QJsonObject m;
        auto put = [&m](const char *key, const std::optional<std::pair<double, double>> &b) {
            if (b)
                m.insert(QLatin1String(key), QJsonArray{b->first, b->second});
        };
        put("tpot", set.correctedTpotBand[mode]);
        put("ttft", set.correctedTtftBand[mode]);
        // "kinds": {"gb200": {"tpot": [lo, hi], ...}}: the kinds with bands of their own.
        QJsonObject kinds;
        for (int metric = 0; metric < 2; ++metric) {
            const auto &bands = set.correctedBandOnKind[metric][mode];
            for (auto it = bands.cbegin(); it != bands.cend(); ++it) {
                QJsonObject k = kinds.value(it.key()).toObject();
                k.insert(metric == 0 ? QStringLiteral("tpot") : QStringLiteral("ttft"),
                         QJsonArray{it->first, it->second});
                kinds.insert(it.key(), k);
            }
        }
        if (!kinds.isEmpty())
            m.insert(QStringLiteral("kinds"), kinds);
        if (!m.isEmpty())
            correctedBands.insert(mode == 0 ? QStringLiteral("agg") : QStringLiteral("disagg"), m);
    }
    o.paramsJson = QString::fromUtf8(
        QJsonDocument(
            QJsonObject{
                {QStringLiteral("model_offsets"), offsetsJson(set.modelOffsets)},
                {QStringLiteral("version_offsets"), offsetsJson(set.versionOffsets)},
                {QStringLiteral("engine_model_offsets"), offsetsJson(set.engineModelOffsets)},
                {QStringLiteral("kind_model_offsets"), offsetsJson(set.kindModelOffsets)},
                {QStringLiteral("disagg_gpus"), budgets},
                {QStringLiteral("span_widening"), widening},
                {QStringLiteral("stated_plans"), plans},
                {QStringLiteral("corrected_bands"), correctedBands}})
            .toJson(QJsonDocument::Compact));
    o.notes = Calibration::tr(
        "per model and precision, per engine build, per model, precision and engine, and per "
        "model, precision, engine and GPU kind: log factors on predicted TPOT and TTFT");
    out.push_back(o);
    return out;
}

ProfileSet fromStoredSet(const QVector<StoredProfile> &stored, QString *error)
{
    ProfileSet set;
    for (const StoredProfile &s : stored) {
        if (s.name == QLatin1String(kModelOffsetsProfile)) {
            const QJsonObject doc = QJsonDocument::fromJson(s.paramsJson.toUtf8()).object();
            const QJsonObject offsets = doc.value(QLatin1String("model_offsets")).toObject();
            const QJsonObject budgets = doc.value(QLatin1String("disagg_gpus")).toObject();
            for (auto it = budgets.begin(); it != budgets.end(); ++it) {
                const int g = it.value().toInt();
                if (g >= 1 && g <= kMaxGpus)
                    set.disaggGpus.insert(it.key() == QLatin1String("*") ? QString() : it.key(), g);
            }
            // Plans a stored file names are parsed where they are used; unreadable ones are
            // skipped there.
            const QJsonObject plans = doc.value(QLatin1String("stated_plans")).toObject();
            for (auto it = plans.begin(); it != plans.end(); ++it) {
                QStringList codes;
                for (const QJsonValue &v : it.value().toArray())
                    if (parseDeploymentCode(v.toString()))
                        codes << v.toString();
                if (!codes.isEmpty())
                    set.statedPlans.insert(it.key(), codes);
            }
            // Log bands within e^±5 around 0 (lo <= 0 <= hi): a stored file cannot make a
            // corrected prediction's interval infinite, inverted or exclude its own point.
            const QJsonObject bands = doc.value(QLatin1String("corrected_bands")).toObject();
            for (int mode = 0; mode < 2; ++mode) {
                const QJsonObject m =
                    bands.value(mode == 0 ? QLatin1String("agg") : QLatin1String("disagg"))
                        .toObject();
                auto get = [](const QJsonObject &o,
                              const char *key) -> std::optional<std::pair<double, double>> {
                    const QJsonArray a = o.value(QLatin1String(key)).toArray();
                    if (a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
                        return std::nullopt;
                    return std::pair{std::clamp(a.at(0).toDouble(), -5.0, 0.0),
                                     std::clamp(a.at(1).toDouble(), 0.0, 5.0)};
                };
                set.correctedTpotBand[mode] = get(m, "tpot");
                set.correctedTtftBand[mode] = get(m, "ttft");
                const QJsonObject kinds = m.value(QLatin1String("kinds")).toObject();
                for (auto it = kinds.begin(); it != kinds.end(); ++it) {
                    for (int metric = 0; metric < 2; ++metric) {
                        if (const auto b =
                                get(it.value().toObject(), metric == 0 ? "tpot" : "ttft"))
                            set.correctedBandOnKind[metric][mode].insert(it.key(), *b);
                    }
                }
            }
            const QJsonObject widening = doc.value(QLatin1String("span_widening")).toObject();
            for (auto it = widening.begin(); it != widening.end(); ++it) {
                const QJsonObject o = it.value().toObject();
                // Log factors of at most e^5 each way: a stored file cannot make an interval
                // infinite or inverted.
                auto factor = [&o](const char *key) {
                    return std::clamp(o.value(QLatin1String(key)).toDouble(), 0.0, 5.0);
                };
                SpanWidening w;
                w.tpotBelow = factor("tpot_below");
                w.tpotAbove = factor("tpot_above");
                w.ttftBelow = factor("ttft_below");
                w.ttftAbove = factor("ttft_above");
                w.runs = std::max(0, o.value(QLatin1String("runs")).toInt());
                set.spanWidening.insert(it.key() == QLatin1String("*") ? QString() : it.key(), w);
            }
            // Log factors within e^±3: a stored file cannot move a prediction further.
            auto offsetsFrom = [](const QJsonObject &json) {
                QMap<QString, ModelOffset> out;
                for (auto it = json.begin(); it != json.end(); ++it) {
                    const QJsonObject o = it.value().toObject();
                    ModelOffset off;
                    off.tpotLog =
                        std::clamp(o.value(QLatin1String("tpot_log")).toDouble(), -3.0, 3.0);
                    off.ttftLog =
                        std::clamp(o.value(QLatin1String("ttft_log")).toDouble(), -3.0, 3.0);
                    off.runs = std::max(0, o.value(QLatin1String("runs")).toInt());
                    out.insert(it.key(), off);
                }
                return out;
            };
            set.modelOffsets = offsetsFrom(offsets);
            set.versionOffsets =
                offsetsFrom(doc.value(QLatin1String("version_offsets")).toObject());
            // Both absent from sets stored before 2026-12-06: no such offsets.
            set.engineModelOffsets =
                offsetsFrom(doc.value(QLatin1String("engine_model_offsets")).toObject());
            set.kindModelOffsets =
                offsetsFrom(doc.value(QLatin1String("kind_model_offsets")).toObject());
            continue;
        }
        if (s.name == QLatin1String(kValidationProfile))
            continue;
        QString err;
        if (auto p = fromStored(s, &err))
            set.profiles.push_back(std::move(*p));
        else if (error && error->isEmpty())
            *error = err;
    }
    return set;
}

namespace {

QJsonObject rowJson(const ErrorRow &r)
{
    return {{QStringLiteral("group"), r.group},
            {QStringLiteral("tpot"), QJsonArray{r.tpotCount, r.tpotMedianApe, r.tpotP90Ape,
                                                r.tpotCoverage, r.tpotMedianWidth}},
            {QStringLiteral("ttft"), QJsonArray{r.ttftCount, r.ttftMedianApe, r.ttftP90Ape,
                                                r.ttftCoverage, r.ttftMedianWidth}}};
}

ErrorRow rowFromJson(const QJsonObject &o)
{
    ErrorRow r;
    r.group = o.value(QLatin1String("group")).toString();
    const QJsonArray t = o.value(QLatin1String("tpot")).toArray();
    const QJsonArray f = o.value(QLatin1String("ttft")).toArray();
    auto at = [](const QJsonArray &a, int i) {
        const double v = a.at(i).toDouble();
        return std::isfinite(v) ? std::max(0.0, v) : 0.0;
    };
    r.tpotCount = t.at(0).toInt();
    r.tpotMedianApe = at(t, 1);
    r.tpotP90Ape = at(t, 2);
    r.tpotCoverage = at(t, 3);
    r.tpotMedianWidth = at(t, 4);
    r.ttftCount = f.at(0).toInt();
    r.ttftMedianApe = at(f, 1);
    r.ttftP90Ape = at(f, 2);
    r.ttftCoverage = at(f, 3);
    r.ttftMedianWidth = at(f, 4);
    return r;
}

QJsonArray rowsJson(const QVector<ErrorRow> &rows)
{
    QJsonArray a;
    for (const ErrorRow &r : rows)
        a.append(rowJson(r));
    return a;
}

QVector<ErrorRow> rowsFromJson(const QJsonValue &v)
{
    QVector<ErrorRow> out;
    for (const QJsonValue &r : v.toArray())
        out.push_back(rowFromJson(r.toObject()));
    return out;
}

} // namespace

StoredProfile toStoredValidation(const ValidationReport &report,
                                 const QVector<HeldOutPoint> &heldOut)
{
    // Points as arrays (a history of thousands of runs stays a few hundred kB).
    QJsonArray points;
    for (const HeldOutPoint &p : heldOut) {
        points.append(QJsonArray{double(p.runId), p.id, p.gpu, p.engine, p.model, p.serving,
                                 p.measuredTpotMs, p.measuredTtftMs, p.ok, p.tpotMs, p.tpotLoMs,
                                 p.tpotHiMs, p.ttftMs, p.ttftLoMs, p.ttftHiMs, p.provenance});
    }
    const QJsonObject doc{{QStringLiteral("method"), report.method},
                          {QStringLiteral("predicted"), report.predicted},
                          {QStringLiteral("unplaced"), report.unplaced},
                          {QStringLiteral("overall"), rowJson(report.overall)},
                          {QStringLiteral("underdetermined"), rowJson(report.underdetermined)},
                          {QStringLiteral("by_gpu"), rowsJson(report.byGpu)},
                          {QStringLiteral("by_engine"), rowsJson(report.byEngine)},
                          {QStringLiteral("by_model"), rowsJson(report.byModel)},
                          {QStringLiteral("by_mode"), rowsJson(report.byMode)},
                          {QStringLiteral("points"), points}};
    StoredProfile s;
    s.name = QLatin1String(kValidationProfile);
    s.provenance = QStringLiteral("calibrated");
    s.fittedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    s.paramsJson = QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact));
    s.runCount = int(heldOut.size());
    s.notes = Calibration::tr("cross-validated errors of the profiles stored with it");
    return s;
}

std::optional<StoredValidation> validationFromStored(const QVector<StoredProfile> &stored)
{
    for (const StoredProfile &s : stored) {
        if (s.name != QLatin1String(kValidationProfile))
            continue;
        QJsonParseError err{};
        const QJsonObject doc = QJsonDocument::fromJson(s.paramsJson.toUtf8(), &err).object();
        if (err.error != QJsonParseError::NoError || !doc.contains(QLatin1String("overall")))
            return std::nullopt;
        StoredValidation v;
        v.at = s.fittedAt;
        ValidationReport &r = v.report;
        r.method = doc.value(QLatin1String("method")).toString();
        r.predicted = doc.value(QLatin1String("predicted")).toInt();
        r.unplaced = doc.value(QLatin1String("unplaced")).toInt();
        r.overall = rowFromJson(doc.value(QLatin1String("overall")).toObject());
        r.underdetermined = rowFromJson(doc.value(QLatin1String("underdetermined")).toObject());
        r.byGpu = rowsFromJson(doc.value(QLatin1String("by_gpu")));
        r.byEngine = rowsFromJson(doc.value(QLatin1String("by_engine")));
        r.byModel = rowsFromJson(doc.value(QLatin1String("by_model")));
        r.byMode = rowsFromJson(doc.value(QLatin1String("by_mode")));
        for (const QJsonValue &pv : doc.value(QLatin1String("points")).toArray()) {
            const QJsonArray a = pv.toArray();
            if (a.size() < 16)
                continue;
            auto num = [&](int i) {
                const double d = a.at(i).toDouble();
                return std::isfinite(d) && d > 0 ? d : 0.0;
            };
            HeldOutPoint p;
            p.runId = qint64(a.at(0).toDouble());
            p.id = a.at(1).toString();
            p.gpu = a.at(2).toString();
            p.engine = a.at(3).toString();
            p.model = a.at(4).toString();
            p.serving = a.at(5).toString();
            p.measuredTpotMs = num(6);
            p.measuredTtftMs = num(7);
            p.ok = a.at(8).toBool();
            p.tpotMs = num(9);
            p.tpotLoMs = num(10);
            p.tpotHiMs = num(11);
            p.ttftMs = num(12);
            p.ttftLoMs = num(13);
            p.ttftHiMs = num(14);
            p.provenance = a.at(15).toString();
            v.heldOut.push_back(p);
        }
        return v;
    }
    return std::nullopt;
}

} // namespace moeplan::core
