// AIPerf's profile_export_aiperf.csv and GenAI-Perf's profile_export_genai_perf.csv: tables
// separated by blank rows, each starting "Metric,...": per-request statistics
// (Metric,avg,min,max,p99,...), system metrics (Metric,Value), and per-GPU telemetry tables
// (Metric,GPU,...), which are skipped. Display names carry the unit: "Time To First Token (ms)".

#include "formats.h"
#include "profileexport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace moeplan::core::import {

namespace {

bool sniff(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size() && text.at(i).isSpace())
        ++i;
    const QStringView head = QStringView(text).mid(i, 9);
    return head.startsWith(QLatin1String("Metric,")) ||
           head.startsWith(QLatin1String("\"Metric\""));
}

/// "Time To First Token (ms)" -> "time_to_first_token"; GenAI-Perf's and AIPerf's display
/// names of the tags the converter reads.
QString tagOf(const QString &display)
{
    QString t = display.trimmed().toLower().simplified();
    t.replace(QLatin1Char(' '), QLatin1Char('_'));
    t.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (t == QLatin1String("inter_token_latency") || t == QLatin1String("time_per_output_token"))
        return QStringLiteral("inter_token_latency");
    if (t == QLatin1String("num_input_token") || t == QLatin1String("num_input_tokens"))
        return QStringLiteral("input_sequence_length"); // GenAI-Perf 0.0.1-0.0.3
    if (t == QLatin1String("num_output_token") || t == QLatin1String("num_output_tokens"))
        return QStringLiteral("output_sequence_length");
    return t;
}

/// The CSV exports carry no model, concurrency or date: the JSON export the same run wrote
/// beside them does. Failing that, GenAI-Perf's artifact folder is named
/// "<model with / as _>-<service kind>-<endpoint or backend>-concurrency<N>".
void takeRunFacts(const QString &path, Record &rec)
{
    const QFileInfo csv(path);
    const QDir dir = csv.absoluteDir();
    for (const QString &name : dir.entryList(
             {QStringLiteral("*genai_perf.json"), QStringLiteral("profile_export_aiperf.json")},
             QDir::Files)) {
        QFile f(dir.filePath(name));
        if (f.size() > 64 * 1024 * 1024 || !f.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(quoteNonFiniteLiterals(f.readAll())).object();
        const JsonFormat format = name.endsWith(QLatin1String("aiperf.json"))
                                      ? aiperfJsonFormat()
                                      : genaiPerfJsonFormat();
        if (format.score(o) == 0)
            continue;
        Record sibling;
        Parsed ignored;
        format.read(o, sibling, ignored);
        if (rec.stated.model.isEmpty())
            rec.stated.model = sibling.stated.model;
        if (rec.stated.engine.isEmpty())
            rec.stated.engine = sibling.stated.engine;
        if (!rec.run.concurrencyConfigured)
            rec.run.concurrencyConfigured = sibling.run.concurrencyConfigured;
        if (rec.run.measuredAt.isEmpty())
            rec.run.measuredAt = sibling.run.measuredAt;
        rec.run.notes = Importers::tr("model and concurrency from %1 beside it").arg(name);
        return;
    }
    static const QRegularExpression folder(
        QStringLiteral("^(.+)-(openai|triton|tensorrtllm_engine)-(.+)-concurrency(\\d+)$"));
    const QRegularExpressionMatch m = folder.match(dir.dirName());
    if (!m.hasMatch())
        return;
    QString model = m.captured(1);
    const int underscore = model.indexOf(QLatin1Char('_'));
    if (underscore > 0)
        model[underscore] = QLatin1Char('/'); // GenAI-Perf wrote the org's "/" as "_"
    if (rec.stated.model.isEmpty())
        rec.stated.model = model;
    if (!rec.run.concurrencyConfigured)
        rec.run.concurrencyConfigured = m.captured(4).toDouble();
    rec.run.notes =
        Importers::tr("model and concurrency from the GenAI-Perf artifact folder name %1")
            .arg(dir.dirName());
}

Parsed parse(const QString &text, const QString &path)
{
    Parsed out;
    QVector<int> lineOf;
    const QVector<QStringList> rows = parseCsv(text, lineOf);
    ProfileExport p;
    // GenAI-Perf names its units "(per sec)" and capitalises "Time To First Token".
    const bool aiperf = !text.contains(QLatin1String("(per sec)")) &&
                        !text.contains(QLatin1String("Time To First Token"));
    out.tool = aiperf ? QStringLiteral("aiperf") : QStringLiteral("genai-perf");
    static const QRegularExpression nameAndUnit(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)\\s*$"));
    QStringList columns;
    bool statTable = false;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        const QString first = row.value(0).trimmed();
        if (first.isEmpty()) {
            statTable = false; // a blank separator row ends the table
            continue;
        }
        if (first.compare(QLatin1String("Metric"), Qt::CaseInsensitive) == 0) {
            columns.clear();
            for (const QString &c : row)
                columns << c.trimmed().toLower();
            // Telemetry tables ("Metric,GPU,avg,..." or a GPU index column) are per GPU.
            statTable = columns.size() >= 2 && columns.at(1) != QLatin1String("gpu") &&
                        !columns.contains(QLatin1String("gpu_index")) &&
                        !columns.contains(QLatin1String("gpu_uuid"));
            continue;
        }
        if (!statTable)
            continue;
        QString display = first, unit;
        const QRegularExpressionMatch m = nameAndUnit.match(first);
        if (m.hasMatch()) {
            display = m.captured(1);
            unit = m.captured(2).trimmed();
        }
        const QString tag = tagOf(display);
        ProfileMetric metric;
        // Throughput units ("tokens/sec", "per sec") are not times: keep them out of msPerUnit.
        metric.unit = msPerUnit(unit) > 0 ? unit : QString();
        for (qsizetype c = 1; c < row.size() && c < columns.size(); ++c) {
            QString why;
            const auto d = numberOfText(row.at(c), &why);
            if (!why.isEmpty()) {
                out.error = Importers::tr("line %1: %2 %3: %4")
                                .arg(lineOf.at(i))
                                .arg(first, columns.at(c), why);
                return out;
            }
            if (!d)
                continue;
            const QString stat = columns.at(c);
            if (stat == QLatin1String("value"))
                metric.stats.insert(QStringLiteral("avg"), *d);
            metric.stats.insert(stat, *d);
        }
        if (!metric.stats.isEmpty() && !p.metrics.contains(tag))
            p.metrics.insert(tag, metric);
    }
    if (p.metrics.isEmpty()) {
        out.error = Importers::tr("an AIPerf/GenAI-Perf CSV without metrics");
        return out;
    }
    Record rec = recordOfProfile(p);
    if (rec.refusal.isEmpty())
        takeRunFacts(path, rec);
    out.add(std::move(rec));
    return out;
}

} // namespace

TextFormat profileCsvFormat()
{
    return {"aiperf-csv", sniff, parse};
}

} // namespace moeplan::core::import
