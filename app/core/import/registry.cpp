// The importer's front door: reads a file (regular files only, size-limited while reading),
// recognises its format by content, reads every record it holds, and finishes each into a
// stored run or a refusal with its reason. Formats register in jsonFormats()/textFormats().

#include "catalogloader.h"
#include "formats.h"
#include "importers.h"
#include "usercatalog.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <filesystem>
#include <system_error>

namespace moeplan::core {

namespace import {

const QVector<JsonFormat> &jsonFormats()
{
    static const QVector<JsonFormat> formats{aiperfRecordFormat(),   aiperfJsonFormat(),
                                             inferenceXFormat(),     sglangFormat(),
                                             vllmFormat(),           llmperfFormat(),
                                             genaiPerfJsonFormat(),  vllmSidecarFormat(),
                                             sglangOneBatchFormat(), vllmMultiTurnStatsFormat(),
                                             aiperfAggregateFormat()};
    return formats;
}

const QVector<TextFormat> &textFormats()
{
    static const QVector<TextFormat> formats{aicCsvFormat(),           mlperfSummaryFormat(),
                                             trtllmBenchFormat(),      profileCsvFormat(),
                                             genaiPerfAnalyzeFormat(), csvDatabaseFormat()};
    return formats;
}

namespace {

const JsonFormat *formatOf(const QJsonObject &o)
{
    const JsonFormat *best = nullptr;
    int bestScore = 0;
    for (const JsonFormat &f : jsonFormats()) {
        const int s = f.score(o);
        if (s > bestScore) {
            best = &f;
            bestScore = s;
        }
    }
    return best;
}

QString unrecognised()
{
    return Importers::tr(
        "not a recognised benchmark result (no vLLM/SGLang mean_ttft_ms or mean_tpot_ms, "
        "no AIPerf/GenAI-Perf metrics, no InferenceX tput_per_gpu, no LLMPerf results_*)");
}

/// `last` is the format of the file's previous object: lines of one file are almost always of
/// one tool, so it is asked first (and kept while it accepts the objects).
void readObject(const QJsonObject &o, const QString &where, Parsed &out, const JsonFormat *&last)
{
    Record rec;
    const JsonFormat *f = last && last->score(o) > 0 ? last : formatOf(o);
    last = f;
    if (f)
        f->read(o, rec, out);
    else
        rec.refusal = unrecognised();
    rec.where = where;
    out.add(std::move(rec));
}

/// Reads a JSON document, an array of objects or JSON lines into `out` (records to its sink).
void parseJson(const QByteArray &bytes, Parsed &out)
{
    const JsonFormat *lastFormat = nullptr;
    const QByteArray text = quoteNonFiniteLiterals(bytes);
    QJsonParseError err{};
    const QJsonDocument whole = QJsonDocument::fromJson(text, &err);
    if (err.error == QJsonParseError::NoError) {
        if (whole.isObject()) {
            readObject(whole.object(), QString(), out, lastFormat);
            return;
        }
        const QJsonArray a = whole.array();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString where = Importers::tr("element %1").arg(i + 1);
            if (!a.at(i).isObject()) {
                Record rec;
                rec.where = where;
                rec.refusal = Importers::tr("not a JSON object");
                out.add(std::move(rec));
                continue;
            }
            readObject(a.at(i).toObject(), where, out, lastFormat);
        }
        if (out.count == 0)
            out.error = Importers::tr("an empty JSON array: holds no benchmark result");
        return;
    }
    // JSON lines (--append-result, SGLang --output-file): one object per line.
    int lineNo = 0;
    qsizetype pos = 0, first = 0, last = text.size();
    while (first < last && std::isspace(static_cast<unsigned char>(text.at(first))))
        ++first;
    while (last > first && std::isspace(static_cast<unsigned char>(text.at(last - 1))))
        --last;
    if (QByteArrayView(text).sliced(first, last - first).indexOf('\n') < 0) {
        out.error = Importers::tr("not valid JSON (truncated?) at offset %1: %2")
                        .arg(err.offset)
                        .arg(err.errorString());
        return;
    }
    while (pos < text.size()) {
        qsizetype end = text.indexOf('\n', pos);
        if (end < 0)
            end = text.size();
        ++lineNo;
        const QByteArray line =
            QByteArray::fromRawData(text.constData() + pos, end - pos).trimmed();
        pos = end + 1;
        if (line.isEmpty())
            continue;
        const QString where = Importers::tr("line %1").arg(lineNo);
        QJsonParseError lineErr{};
        const QJsonDocument d = QJsonDocument::fromJson(line, &lineErr);
        if (lineErr.error != QJsonParseError::NoError || !d.isObject()) {
            Record rec;
            rec.where = where;
            rec.refusal =
                lineErr.error != QJsonParseError::NoError
                    ? Importers::tr("not valid JSON (truncated?): %1").arg(lineErr.errorString())
                    : Importers::tr("not a JSON object");
            out.add(std::move(rec));
            continue;
        }
        readObject(d.object(), where, out, lastFormat);
    }
    if (out.count == 0)
        out.error = Importers::tr("holds no benchmark result");
}

} // namespace
} // namespace import

ImportedFile importResultBytes(const QByteArray &bytes, const QString &fileName,
                               const QJsonObject &deployment, const Catalog &catalog)
{
    using namespace import;
    ImportedFile out;
    out.source.fileName = QFileInfo(fileName).fileName();
    out.source.contentSha256 =
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    if (bytes.size() > kMaxImportBytes) {
        out.failure = InputError::of(InputError::Code::Unreadable, fileName,
                                     Importers::tr("larger than 200 MB; refused"));
        return out;
    }
    if (bytes.startsWith(QByteArray("SQLite format 3\0", 16))) {
        out.failure =
            InputError::of(InputError::Code::NotAResult, fileName,
                           Importers::tr("an SQLite database; merge it as a history database"));
        return out;
    }
    // UTF-8 (with or without BOM) is read as it is; UTF-16 (with BOM) is decoded first.
    const bool utf16 = bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF");
    if (!utf16 && bytes.contains('\0')) {
        out.failure = InputError::of(InputError::Code::NotAResult, fileName,
                                     Importers::tr("a binary file, not a benchmark result"));
        return out;
    }
    const QByteArray utf8 = utf16                              ? decodeText(bytes).toUtf8()
                            : bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3)
                                                               : bytes;
    qsizetype start = 0;
    while (start < utf8.size() && std::isspace(static_cast<unsigned char>(utf8.at(start))))
        ++start;
    if (start == utf8.size()) {
        out.failure =
            InputError::of(InputError::Code::NotAResult, fileName, Importers::tr("empty file"));
        return out;
    }
    QString depError;
    const Deployment flags = deploymentFromJson(deployment, &depError);
    if (!depError.isEmpty()) {
        out.failure = InputError::of(InputError::Code::BadDeployment, fileName, depError);
        return out;
    }

    // Each record is finished as it is read.
    const NameResolver names(catalog);
    const QString unknownFormat = unrecognised();
    QVector<InputError> refusals;
    bool needs = false;
    int unrecognisedRecords = 0;
    Parsed parsed;
    parsed.sink = [&](Record &&rec) {
        unrecognisedRecords += rec.refusal == unknownFormat ? 1 : 0;
        const QString where = rec.where;
        Finished f = finish(std::move(rec), flags, names);
        for (const QString &n : f.notes) {
            if (!out.notes.contains(n))
                out.notes << n;
        }
        if (f.run) {
            out.runs << std::move(*f.run);
        } else {
            refusals << InputError::of(f.needsDeployment ? InputError::Code::NeedsDeployment
                                                         : InputError::Code::Invalid,
                                       fileName, f.refusal, where);
            needs = needs || f.needsDeployment;
            if (f.needsDeployment && !out.missing.contains(f.refusal))
                out.missing << f.refusal;
        }
    };

    const char first = utf8.at(start);
    if (first == '{' || first == '[') {
        // The project's own runs file (docs/database.md): it carries its deployments.
        if (utf8.contains("\"moeplan-history-runs\"")) {
            const QJsonObject o = QJsonDocument::fromJson(utf8).object();
            if (o.value(QStringLiteral("format")).toString() ==
                QLatin1String("moeplan-history-runs")) {
                out.source.tool = QStringLiteral("moeplan-history-runs");
                if (const QString e = HistoryStore::runsFromJson(utf8, out.runs); !e.isEmpty()) {
                    out.runs.clear();
                    out.failure = InputError::of(InputError::Code::Invalid, fileName, e);
                }
                out.records = int(out.runs.size());
                return out;
            }
        }
        out.runs.reserve(utf8.count('\n') + 1);
        parseJson(utf8, parsed);
    } else {
        const QString text = QString::fromUtf8(utf8);
        const TextFormat *format = nullptr;
        for (const TextFormat &f : textFormats()) {
            if (f.sniff(text)) {
                format = &f;
                break;
            }
        }
        if (!format) {
            out.failure = InputError::of(
                InputError::Code::Unrecognised, fileName,
                Importers::tr(
                    "not a recognised benchmark result (expected vLLM, SGLang, AIPerf, "
                    "GenAI-Perf, InferenceX or LLMPerf JSON, an AIPerf/GenAI-Perf CSV, an "
                    "MLPerf LoadGen summary, or a CSV of runs)"));
            return out;
        }
        Parsed read = format->parse(text, fileName);
        parsed.tool = read.tool.isEmpty() ? QLatin1String(format->tool) : read.tool;
        parsed.toolVersion = read.toolVersion;
        parsed.host = read.host;
        parsed.error = read.error;
        if (parsed.error.isEmpty()) {
            out.runs.reserve(read.records.size());
            for (Record &rec : read.records)
                parsed.add(std::move(rec));
        }
    }
    out.source.tool = parsed.tool.isEmpty() ? QStringLiteral("unknown") : parsed.tool;
    out.source.toolVersion = parsed.toolVersion;
    out.source.host = parsed.host;
    if (!parsed.error.isEmpty()) {
        out.runs.clear();
        out.notes.clear();
        out.failure = InputError::of(InputError::Code::Invalid, fileName, parsed.error);
        return out;
    }
    out.records = parsed.count;
    out.rejectedRows = refusals;
    if (out.runs.isEmpty()) {
        // One code for the file: not a result at all, lacking a deployment (importing it again
        // with one may succeed), or refused for what it holds.
        const InputError::Code code = unrecognisedRecords == parsed.count
                                          ? InputError::Code::Unrecognised
                                      : needs              ? InputError::Code::NeedsDeployment
                                      : refusals.isEmpty() ? InputError::Code::NoRecords
                                                           : InputError::Code::Invalid;
        if (refusals.isEmpty())
            out.failure =
                InputError::of(code, fileName, Importers::tr("holds no benchmark result"));
        else if (refusals.size() == 1)
            out.failure =
                InputError::of(code, fileName, refusals.first().reason, refusals.first().where);
        else
            out.failure = InputError::of(code, fileName,
                                         Importers::tr("no usable record (%1 refused; first: %2)")
                                             .arg(refusals.size())
                                             .arg(refusals.first().detail()));
    }
    return out;
}

ImportedFile importResultBytes(const QByteArray &bytes, const QString &fileName,
                               const QJsonObject &deployment)
{
    return importResultBytes(bytes, fileName, deployment, appCatalog());
}

InputError readInputFile(const QString &path, QByteArray &bytes)
{
    auto refuse = [&](const QString &why) {
        return InputError::of(InputError::Code::Unreadable, path, why);
    };
    std::error_code ec;
    const std::filesystem::path p(path.toStdString());
    const auto st = std::filesystem::status(p, ec);
    if (ec || st.type() == std::filesystem::file_type::not_found)
        return refuse(Importers::tr("no such file"));
    switch (st.type()) {
    case std::filesystem::file_type::regular:
        break;
    case std::filesystem::file_type::directory:
        return refuse(Importers::tr("is a directory"));
    case std::filesystem::file_type::fifo:
        return refuse(Importers::tr("a named pipe, not a file: only regular files are read"));
    case std::filesystem::file_type::character:
    case std::filesystem::file_type::block:
        return refuse(Importers::tr("a device, not a file: only regular files are read"));
    default:
        return refuse(Importers::tr("not a regular file: only regular files are read"));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(Importers::tr("cannot read: %1").arg(file.errorString()));
    // The limit holds while reading, whatever the size the file system reported.
    bytes = file.read(kMaxImportBytes + 1);
    if (bytes.size() > kMaxImportBytes) {
        bytes.clear();
        return refuse(Importers::tr("larger than 200 MB; refused"));
    }
    if (file.error() != QFileDevice::NoError)
        return refuse(Importers::tr("cannot read: %1").arg(file.errorString()));
    return {};
}

ImportedFile importResultFile(const QString &path, const QJsonObject &deployment,
                              const Catalog &catalog)
{
    QByteArray bytes;
    if (const InputError e = readInputFile(path, bytes); !e.ok()) {
        ImportedFile out;
        out.source.fileName = QFileInfo(path).fileName();
        out.failure = e;
        return out;
    }
    return importResultBytes(bytes, path, deployment, catalog);
}

ImportedFile importResultFile(const QString &path, const QJsonObject &deployment)
{
    return importResultFile(path, deployment, appCatalog());
}

QVector<CsvRowResult> parseMeasuredRunsCsv(const QByteArray &data, const QString &fileName,
                                           bool requireMeasurements,
                                           bool assumeOneWorkerWhenUnknown, QString *fileError)
{
    if (data.size() > kMaxImportBytes) {
        if (fileError)
            *fileError = Importers::tr("%1: larger than 200 MB; refused").arg(fileName);
        return {};
    }
    const import::NameResolver names(appCatalog());
    return import::measuredRunsCsvRows(import::decodeText(data), fileName, requireMeasurements,
                                       assumeOneWorkerWhenUnknown, names, fileError);
}

QByteArray quoteNonFiniteLiterals(const QByteArray &json)
{
    return import::quoteNonFiniteLiterals(json);
}

} // namespace moeplan::core
