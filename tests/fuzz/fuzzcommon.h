#pragma once
// Shared by the libFuzzer targets of tests/fuzz/ (scripts/fuzz.sh builds and runs them; see
// docs/reliability.md, "Fuzzing"). Each target reads one input from memory and never touches the
// disk or the network for it: the catalog is the bundled one (Qt resources, loaded once), and
// the file name handed to readers that look beside the file is a Qt resource path that does not
// exist, so their folder lookups stay in memory.
//
// Besides crashes, leaks and sanitizer reports, the targets abort on broken invariants: a
// stored run with a non-finite or negative value, a scenario or catalog entry that does not
// read back what it wrote.

#include "catalogloader.h"
#include "import/formats.h"
#include "import/importcommon.h"
#include "importers.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHashSeed>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <optional>

namespace moeplan::fuzz {

/// A file name no reader can open: readers that look for sibling files (AIPerf/GenAI-Perf CSV
/// exports, MLPerf submissions) search a Qt resource folder that does not exist, in memory.
inline QString inputName()
{
    return QStringLiteral(":/moeplan-fuzz/input");
}

/// Once per process, from LLVMFuzzerInitialize: a core application (translate(), resources) and
/// a fixed hash seed so a crash reproduces.
inline void initialise()
{
    QHashSeed::setDeterministicGlobalSeed();
    static int argc = 1;
    static char name[] = "moeplan-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    (void)core::bundledCatalog();
}

[[noreturn]] inline void broken(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "fuzz invariant broken: %s %s\n", what, qPrintable(detail));
    std::abort();
}

inline QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// What any stored run must satisfy, whatever the file said.
inline void checkRun(const core::RunRecord &r)
{
    for (const std::optional<double> &v :
         {r.concurrencyConfigured, r.concurrencyAchieved, r.batchPerRank, r.acceptanceLength,
          r.tpotMeanMs, r.tpotMedianMs, r.tpotP99Ms, r.itlMeanMs, r.ttftMeanMs, r.ttftMedianMs,
          r.ttftP99Ms, r.e2eMeanMs, r.outputTokS, r.totalTokS, r.requestsPerS, r.gpuUtil,
          r.hbmBwUtil, r.powerW}) {
        if (v && (!std::isfinite(*v) || *v < 0))
            broken("run value not finite or negative", QString::number(*v));
    }
    for (int n : {r.isl, r.osl, r.draftTokens, r.nodes, r.prefillWorkers, r.prefillTp, r.prefillEp,
                  r.prefillDp, r.decodeWorkers, r.decodeTp, r.decodeEp, r.decodeDp}) {
        if (n < 0)
            broken("run count negative", QString::number(n));
    }
    for (int n : {r.gpus, r.tp, r.ep, r.attnDp, r.pp}) {
        if (n < 1)
            broken("run parallelism below 1", QString::number(n));
    }
}

/// The two deployments every record is finished with: none (files that state everything), and
/// the one the import tests give (files that leave the GPU kind and plan out).
inline const core::import::Deployment &noFlags()
{
    static const core::import::Deployment d;
    return d;
}
inline const core::import::Deployment &testFlags()
{
    static const core::import::Deployment d = [] {
        QString error;
        core::import::Deployment out = core::import::deploymentFromJson(
            QJsonObject{{"gpu", "h200"}, {"plan", "tp"}, {"tp", 8}, {"model", "deepseek-r1"}},
            &error);
        if (!error.isEmpty())
            broken("test deployment", error);
        return out;
    }();
    return d;
}

/// The bundled catalog's name resolver, fresh for each input: a copy of one built once (its
/// tables are shared, its name caches start empty), so an input neither sees the names of the
/// inputs before it nor grows a cache over a long run.
inline core::import::NameResolver names()
{
    static const core::import::NameResolver pristine(core::bundledCatalog());
    return pristine;
}

/// Finishes one record as the registry does, with both deployments.
inline void finishRecord(const core::import::Record &rec, const core::import::NameResolver &names)
{
    for (const core::import::Deployment *flags : {&noFlags(), &testFlags()}) {
        const core::import::Finished f = core::import::finish(rec, *flags, names);
        if (f.run)
            checkRun(*f.run);
        else if (f.refusal.isEmpty())
            broken("record neither a run nor refused");
    }
}

/// Feeds every JSON object of the input (a document, an array's elements or JSON lines, as the
/// registry splits a file) to the given formats: each format whose score accepts the object
/// reads it, and the record is finished.
inline void fuzzJsonFormats(const QByteArray &bytes,
                            std::initializer_list<core::import::JsonFormat> formats)
{
    const core::import::NameResolver resolver = names();
    const auto readObject = [&](const QJsonObject &o) {
        for (const core::import::JsonFormat &f : formats) {
            if (f.score(o) <= 0)
                continue;
            core::import::Record rec;
            core::import::Parsed file;
            f.read(o, rec, file);
            finishRecord(rec, resolver);
        }
    };
    const QByteArray text = core::import::quoteNonFiniteLiterals(bytes);
    QJsonParseError err{};
    const QJsonDocument whole = QJsonDocument::fromJson(text, &err);
    if (err.error == QJsonParseError::NoError) {
        if (whole.isObject()) {
            readObject(whole.object());
        } else {
            for (const QJsonValue &v : whole.array()) {
                if (v.isObject())
                    readObject(v.toObject());
            }
        }
        return;
    }
    for (const QByteArray &line : text.split('\n')) {
        const QJsonDocument d = QJsonDocument::fromJson(line.trimmed(), &err);
        if (err.error == QJsonParseError::NoError && d.isObject())
            readObject(d.object());
    }
}

/// A text format on the input, as the registry calls it: parsed only when its sniffer accepts
/// the text; every record finished.
inline void fuzzTextFormat(const QByteArray &bytes, const core::import::TextFormat &format)
{
    const QString text = core::import::decodeText(bytes);
    if (!format.sniff(text))
        return;
    const core::import::Parsed parsed = format.parse(text, inputName());
    if (!parsed.error.isEmpty())
        return;
    const core::import::NameResolver resolver = names();
    for (const core::import::Record &rec : parsed.records)
        finishRecord(rec, resolver);
}

/// A family of JSON and text formats: JSON-looking input goes to the JSON readers, the rest to
/// the text readers (the registry's split on the first non-blank character).
inline void fuzzFamily(const uint8_t *data, size_t size,
                       std::initializer_list<core::import::JsonFormat> json,
                       std::initializer_list<core::import::TextFormat> text)
{
    const QByteArray bytes = bytesOf(data, size);
    const QByteArray trimmed = bytes.trimmed();
    const bool looksJson =
        trimmed.startsWith('{') || trimmed.startsWith('[') || trimmed.startsWith("\xEF\xBB\xBF");
    if (looksJson && json.size() > 0)
        fuzzJsonFormats(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes, json);
    else
        for (const core::import::TextFormat &f : text)
            fuzzTextFormat(bytes, f);
}

} // namespace moeplan::fuzz

/// The entry points every target defines; initialisation is the same for all.
#define MOEPLAN_FUZZ_INIT                                                                          \
    extern "C" int LLVMFuzzerInitialize(int *, char ***)                                           \
    {                                                                                              \
        moeplan::fuzz::initialise();                                                               \
        return 0;                                                                                  \
    }
