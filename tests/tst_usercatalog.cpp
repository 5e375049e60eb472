// The user catalog: models read from Hugging Face config.json files (the bundled models' own
// configs must come out at their published sizes and match the bundled entries), GPU
// datasheets, the files in the app-data folder, and the CLI verbs a user runs.

#include "calibration.h"
#include "catalogloader.h"
#include "hfconfig.h"
#include "usercatalog.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "testutil.h"

#include <cmath>

using namespace moeplan;
using namespace moeplan::core;

namespace {

const QString kShared = QStringLiteral(MOEPLAN_SHARED_DIR "/reference/model_configs");
const QString kFixtures = QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/hfconfig");

struct Row
{
    QString file;
    QString bundledId;
    QString precision;
    double publishedB = 0;
};

QVector<Row> readTsv(const QString &path, bool bundled)
{
    QVector<Row> rows;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.trimmed().isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> c = line.split('\t');
        Row r;
        r.file = QString::fromUtf8(c.value(0));
        if (bundled) {
            r.bundledId = QString::fromUtf8(c.value(1));
            r.precision = QString::fromUtf8(c.value(2));
            r.publishedB = c.value(3).toDouble();
        } else {
            r.publishedB = c.value(1).toDouble(); // "-" reads as 0: no published count
        }
        rows << r;
    }
    return rows;
}

ModelSpec derive(const QString &path, const QString &id = {})
{
    const HfConfigRead read = modelFromHfConfigFile(path, {id, {}});
    if (!read.model)
        qWarning("%s", qPrintable(read.error));
    return read.model.value_or(ModelSpec{});
}

testutil::CliRun cliIn(const QString &dataHome, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli"), args);
    testutil::CliRun r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QJsonObject json(const QByteArray &b)
{
    return QJsonDocument::fromJson(b).object();
}

QByteArray minimalConfig(const QJsonObject &extra = {})
{
    QJsonObject o{{"model_type", "llama"},       {"architectures", QJsonArray{"LlamaForCausalLM"}},
                  {"hidden_size", 1024},         {"num_hidden_layers", 4},
                  {"num_attention_heads", 8},    {"num_key_value_heads", 2},
                  {"intermediate_size", 4096},   {"vocab_size", 32000},
                  {"tie_word_embeddings", false}};
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (it.value().isNull())
            o.remove(it.key());
        else
            o.insert(it.key(), it.value());
    }
    return QJsonDocument(o).toJson();
}

} // namespace

class TestUserCatalog : public QObject
{
    Q_OBJECT

private slots:
    // The bundled models' own config.json files come out within 2% of the published size.
    void publishedSizes_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("publishedB");
        for (const Row &r : readTsv(kFixtures + QStringLiteral("/published-bundled.tsv"), true)) {
            if (QFileInfo::exists(kShared + QLatin1Char('/') + r.file))
                QTest::newRow(qPrintable(r.file))
                    << kShared + QLatin1Char('/') + r.file << r.publishedB;
        }
        for (const Row &r : readTsv(kFixtures + QStringLiteral("/expected.tsv"), false)) {
            if (r.publishedB > 0)
                QTest::newRow(qPrintable(r.file))
                    << kFixtures + QLatin1Char('/') + r.file << r.publishedB;
        }
    }
    void publishedSizes()
    {
        QFETCH(QString, path);
        QFETCH(double, publishedB);
        const ModelSpec m = derive(path);
        QVERIFY(!m.id.empty());
        const double total = modelFigures(m).totalParams / 1e9;
        QVERIFY2(std::abs(total / publishedB - 1) <= 0.02,
                 qPrintable(
                     QStringLiteral("%1 B derived vs %2 B published").arg(total).arg(publishedB)));
    }

    // ... and agree with the bundled entry field by field, and in bytes at its precision.
    void matchesBundled_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("bundledId");
        QTest::addColumn<QString>("precision");
        int added = 0;
        for (const Row &r : readTsv(kFixtures + QStringLiteral("/published-bundled.tsv"), true)) {
            if (QFileInfo::exists(kShared + QLatin1Char('/') + r.file)) {
                QTest::newRow(qPrintable(r.file))
                    << kShared + QLatin1Char('/') + r.file << r.bundledId << r.precision;
                ++added;
            }
        }
        if (added == 0)
            QSKIP("the reference configs are not beside the checkout");
    }
    void matchesBundled()
    {
        QFETCH(QString, path);
        QFETCH(QString, bundledId);
        QFETCH(QString, precision);
        const ModelSpec *b = bundledCatalog().model(bundledId.toStdString());
        QVERIFY(b);
        const ModelSpec m = derive(path);
        QCOMPARE(m.layers, b->layers);
        QCOMPARE(m.moeLayers, b->moeLayers);
        QCOMPARE(m.experts, b->experts);
        QCOMPARE(m.topK, b->topK);
        QCOMPARE(m.hidden, b->hidden);
        QCOMPARE(m.expertFfn, b->expertFfn);
        QCOMPARE(m.sharedExperts, b->sharedExperts);
        QCOMPARE(int(m.attention.kind), int(b->attention.kind));
        QCOMPARE(m.attention.fullLayers, b->attention.fullLayers);
        QCOMPARE(m.mtpLayers, b->mtpLayers);
        QCOMPARE(QString::fromStdString(m.defaultPrecision), precision);
        const ModelFigures mine = modelFigures(m);
        const ModelFigures theirs = modelFigures(*b, precision);
        QVERIFY2(std::abs(mine.weightBytes / theirs.weightBytes - 1) <= 0.02,
                 qPrintable(QStringLiteral("weights %1 GB vs bundled %2 GB")
                                .arg(mine.weightBytes / 1e9)
                                .arg(theirs.weightBytes / 1e9)));
        QVERIFY(std::abs(mine.kvBytesPerToken / theirs.kvBytesPerToken - 1) <= 0.02);
    }

    // Which tensors the quantisation leaves in BF16, per format.
    void quantisation_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("routed");
        QTest::addColumn<double>("otherMin");
        QTest::addColumn<double>("otherMax");
        QTest::addColumn<double>("kv");
        const QString f = kFixtures + QLatin1Char('/');
        QTest::newRow("MXFP4 experts, BF16 attention (gpt-oss-20b)")
            << f + "openai--gpt-oss-20b.json"
            << "fp4" << 0.5 << 1.99 << 2.0 << 2.0;
        QTest::newRow("GPTQ dynamic -: rules keep attention and shared expert")
            << f + "Qwen--Qwen3.5-122B-A10B-GPTQ-Int4.json"
            << "int4" << 0.5 << 1.95 << 2.0 << 2.0;
        QTest::newRow("AWQ: only the router kept")
            << f + "hugging-quants--Mixtral-8x7B-Instruct-v0.1-AWQ-INT4.json"
            << "int4" << 0.5 << 0.5 << 1.2 << 2.0;
        QTest::newRow("bitsandbytes 4-bit") << f + "slowfastai--DeepSeek-V2-Lite-bnb-4bit.json"
                                            << "int4" << 0.5 << 0.5 << 1.2 << 2.0;
        const QString s = kShared + QLatin1Char('/');
        if (QFileInfo::exists(s + "nvidia--Kimi-K2.6-NVFP4.json"))
            QTest::newRow("NVFP4 ignore globs, FP8 KV cache") << s + "nvidia--Kimi-K2.6-NVFP4.json"
                                                              << "fp4" << 0.5 << 1.99 << 2.0 << 1.0;
        if (QFileInfo::exists(s + "moonshotai--Kimi-K2.5.json"))
            QTest::newRow("compressed-tensors re: rules in text_config")
                << s + "moonshotai--Kimi-K2.5.json"
                << "int4" << 0.5 << 1.99 << 2.0 << 2.0;
        if (QFileInfo::exists(s + "Qwen--Qwen3-235B-A22B-FP8.json"))
            QTest::newRow("FP8 blocks, modules_to_not_convert")
                << s + "Qwen--Qwen3-235B-A22B-FP8.json"
                << "fp8" << 1.0 << 1.1 << 1.2 << 2.0;
    }
    void quantisation()
    {
        QFETCH(QString, path);
        QFETCH(QString, precision);
        QFETCH(double, routed);
        QFETCH(double, otherMin);
        QFETCH(double, otherMax);
        QFETCH(double, kv);
        const ModelSpec m = derive(path);
        const PrecisionSpec *p = m.precision("default");
        QVERIFY(p);
        QCOMPARE(QString::fromStdString(p->id), precision);
        QCOMPARE(p->routedBytesPerParam, routed);
        QVERIFY2(p->otherBytesPerParam >= otherMin - 1e-9 &&
                     p->otherBytesPerParam <= otherMax + 1e-9,
                 qPrintable(QString::number(p->otherBytesPerParam)));
        QCOMPARE(p->kvBytesPerElem, kv);
        // What-if precisions are offered besides the checkpoint's own.
        QVERIFY(m.precision("bf16") && m.precision("fp8") && m.precision("fp4"));
    }

    // A config it cannot read is refused naming the field, never guessed.
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing width")
            << minimalConfig({{"hidden_size", QJsonValue::Null}}) << "hidden_size is missing";
        QTest::newRow("not a number") << minimalConfig({{"num_hidden_layers", "four"}})
                                      << "num_hidden_layers is not a whole number";
        QTest::newRow("absurd size")
            << minimalConfig({{"hidden_size", 1e12}}) << "hidden_size = 1e+12 is outside";
        QTest::newRow("MoE without an expert count")
            << minimalConfig({{"model_type", "qwen3_moe"}}) << "none of num_experts";
        QTest::newRow("unknown quantisation")
            << minimalConfig({{"quantization_config", QJsonObject{{"quant_method", "exl9"}}}})
            << "quant_method \"exl9\" is not understood";
        QTest::newRow("layer_types of the wrong length")
            << minimalConfig({{"layer_types", QJsonArray{"full_attention"}}})
            << "layer_types has 1 entries for 4 layers";
        QTest::newRow("unknown attention kind")
            << minimalConfig({{"layer_types", QJsonArray{"full_attention", "mamba",
                                                         "full_attention", "full_attention"}}})
            << "layer_types[1] = \"mamba\"";
        QTest::newRow("experts without top-k")
            << minimalConfig({{"num_local_experts", 8}, {"model_type", "mixtral"}})
            << "experts_per_token is missing";
        QTest::newRow("nested field named with its prefix")
            << QJsonDocument(QJsonObject{{"model_type", "x_vl"},
                                         {"text_config", QJsonObject{{"hidden_size", 64},
                                                                     {"vocab_size", 10},
                                                                     {"num_attention_heads", 4}}}})
                   .toJson()
            << "text_config.num_hidden_layers is missing";
        QTest::newRow("dense MLP and experts in one layer (Gemma 4)")
            << minimalConfig({{"model_type", "gemma4"}, {"enable_moe_block", true}})
            << "enable_moe_block";
        QTest::newRow("not a config") << QByteArray("{\"benchmark\": 1}") << "no model_type";
        QTest::newRow("not JSON") << QByteArray("\x89PNG") << "not valid JSON";
    }
    void refusals()
    {
        QFETCH(QByteArray, config);
        QFETCH(QString, message);
        const HfConfigRead r = modelFromHfConfig(config, QStringLiteral("/tmp/x--y.json"));
        QVERIFY(!r.model);
        QVERIFY2(r.error.contains(message), qPrintable(r.error));
        QVERIFY(r.error.startsWith(QLatin1String("/tmp/x--y.json: ")));
    }

    void idFromPath()
    {
        QCOMPARE(hfNameFromPath(QStringLiteral("/m/Qwen--Qwen3-32B.json")),
                 QStringLiteral("Qwen/Qwen3-32B"));
        QCOMPARE(hfNameFromPath(QStringLiteral("/models/Llama-3.1-8B/config.json")),
                 QStringLiteral("Llama-3.1-8B"));
        QCOMPARE(hfNameFromPath(QStringLiteral(
                     "/hf/models--org--Name-7B/snapshots/0123456789abcdef0123456789abcdef01234567/"
                     "config.json")),
                 QStringLiteral("org/Name-7B"));
        // The id normalises as imported runs' names do, so their runs find the model.
        const HfConfigRead r = modelFromHfConfig(
            minimalConfig(), QStringLiteral("/x/meta-llama--Llama-3.1-405B-FP8.json"));
        QVERIFY(r.model);
        QCOMPARE(QString::fromStdString(r.model->id), QStringLiteral("llama-3.1-405b"));
        QVERIFY(std::find(r.model->aliases.begin(), r.model->aliases.end(),
                          "meta-llama/Llama-3.1-405B-FP8") != r.model->aliases.end());
        const HfConfigRead none =
            modelFromHfConfig(minimalConfig(), QStringLiteral("/config.json"));
        QVERIFY(none.error.contains(QLatin1String("--id")));
    }

    // Runs of a model the catalog lacks join calibration once the user catalog describes it.
    void runsJoinOnceDescribed()
    {
        RunRecord run;
        run.model = QStringLiteral("qwen3-next-80b-a3b");
        run.gpu = QStringLiteral("h200");
        run.engine = QStringLiteral("vllm");
        run.tp = 4;
        run.gpus = 4;
        run.concurrencyConfigured = 32;
        run.isl = 1024;
        run.osl = 1024;
        run.tpotMeanMs = 12;
        run.ttftMeanMs = 200;
        Catalog catalog = bundledCatalog();
        QVERIFY(!placeRun(catalog, run).obs);
        QTemporaryDir dir;
        ModelSpec m = derive(kFixtures + QStringLiteral("/Qwen--Qwen3-Next-80B-A3B-Instruct.json"));
        QCOMPARE(QString::fromStdString(m.id), run.model);
        QCOMPARE(saveUserModel(catalog, m, {}, dir.path()), QString());
        const Placement p = placeRun(catalog, run);
        QVERIFY2(p.obs, qPrintable(p.reason));
    }

    void userCatalogFiles()
    {
        QTemporaryDir dir;
        Catalog catalog = loadAppCatalog(dir.path()).catalog;
        ModelSpec m = derive(kFixtures + QStringLiteral("/zai-org--GLM-4.5-Air.json"));
        QCOMPARE(saveUserModel(catalog, m, {}, dir.path()), QString());
        QVERIFY(QFileInfo::exists(userModelPath(QStringLiteral("glm-4.5-air"), dir.path())));
        // A fresh start sees it, marked as the user's.
        CatalogLoad again = loadAppCatalog(dir.path());
        QVERIFY(again.problems.isEmpty());
        const ModelSpec *loaded = again.catalog.model("glm-4.5-air");
        QVERIFY(loaded);
        QCOMPARE(int(loaded->origin), int(CatalogOrigin::User));
        QCOMPARE(modelFigures(*loaded).totalParams, modelFigures(m).totalParams);
        // Saving the same id again needs --replace; a bundled id needs --override-bundled.
        QVERIFY(saveUserModel(catalog, m, {}, dir.path()).contains(QLatin1String("--replace")));
        QCOMPARE(saveUserModel(catalog, m, {true, false}, dir.path()), QString());
        ModelSpec clash = m;
        clash.id = "kimi-k2";
        QVERIFY(saveUserModel(catalog, clash, {}, dir.path())
                    .contains(QLatin1String("--override-bundled")));
        QCOMPARE(saveUserModel(catalog, clash, {false, true}, dir.path()), QString());
        QCOMPARE(int(loadAppCatalog(dir.path()).catalog.model("kimi-k2")->origin),
                 int(CatalogOrigin::User));
        // Removing the override brings the bundled entry back; bundled ones cannot be removed.
        QCOMPARE(removeUserModel(catalog, QStringLiteral("kimi-k2"), dir.path()), QString());
        QCOMPARE(int(catalog.model("kimi-k2")->origin), int(CatalogOrigin::Bundled));
        QCOMPARE(catalog.model("kimi-k2")->layers, 61);
        QVERIFY(removeUserModel(catalog, QStringLiteral("deepseek-v3"), dir.path())
                    .contains(QLatin1String("bundled")));
        QCOMPARE(removeUserModel(catalog, QStringLiteral("glm-4.5-air"), dir.path()), QString());
        QVERIFY(!catalog.model("glm-4.5-air"));
    }

    // A broken file is reported by name and skipped, never fatal; the good ones load.
    void brokenFilesSkipped()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("gpus")));
        QDir().mkpath(dir.filePath(QStringLiteral("models")));
        QJsonObject good = gpuToJson(*bundledCatalog().gpu("b300"));
        good.insert("id", "b400");
        good.remove("aliases");
        good.remove("sibling");
        QJsonObject zero = good;
        zero.insert("id", "zero");
        zero.insert("hbm_gb", 0);
        QJsonObject shadow = good;
        shadow.insert("id", "h100");
        testutil::writeFile(dir, "gpus/b400.json", QJsonDocument(good).toJson());
        testutil::writeFile(dir, "gpus/zero.json", QJsonDocument(zero).toJson());
        testutil::writeFile(dir, "gpus/h100.json", QJsonDocument(shadow).toJson());
        testutil::writeFile(dir, "models/garbage.json", "{ not json");
        const CatalogLoad load = loadAppCatalog(dir.path());
        QVERIFY(load.catalog.gpu("b400"));
        QCOMPARE(int(load.catalog.gpu("h100")->origin), int(CatalogOrigin::Bundled));
        const QString all = load.problems.join('\n');
        QCOMPARE(load.problems.size(), 3);
        QVERIFY2(all.contains("garbage.json") && all.contains("not valid JSON"), qPrintable(all));
        QVERIFY2(all.contains("zero.json") && all.contains("hbm_gb = 0 GB"), qPrintable(all));
        QVERIFY2(all.contains("h100.json") && all.contains("override_bundled"), qPrintable(all));
    }

    // The datasheet schema is the catalog's: what `gpu --json` prints, add-gpu reads back.
    void gpuSchemaRoundTrip()
    {
        for (const GpuSpec &g : bundledCatalog().gpus()) {
            GpuSpec back;
            QCOMPARE(gpuFromJson(gpuToJson(g), back), QString());
            QCOMPARE(gpuToJson(back), gpuToJson(g));
        }
        for (const ModelSpec &m : bundledCatalog().models()) {
            ModelSpec back;
            QCOMPARE(modelFromJson(modelToJson(m), back), QString());
            QCOMPARE(modelToJson(back), modelToJson(m));
        }
    }

    void gpuValidationNamesUnits_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("bandwidth")
            << "hbm_tb_s" << 500.0 << "hbm_tb_s = 500 TB/s is outside (0, 100] TB/s";
        QTest::newRow("capacity") << "hbm_gb" << -1.0 << "hbm_gb = -1 GB";
        QTest::newRow("domain") << "nvlink_domain" << 0.0 << "nvlink_domain = 0 GPUs";
        QTest::newRow("nic") << "nic_gbps" << 0.0 << "nic_gbps = 0 Gb/s";
        QTest::newRow("power") << "tdp_w" << 50000.0 << "tdp_w = 50000 W";
        QTest::newRow("price") << "price_per_gpu_hour" << 5000.0 << "USD/GPU-hour";
    }
    void gpuValidationNamesUnits()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, message);
        QJsonObject o = gpuToJson(*bundledCatalog().gpu("b300"));
        o.insert("id", "b400");
        o.insert(key, value);
        const GpuRead r = gpuFromDatasheet(QJsonDocument(o).toJson(), QStringLiteral("sheet.json"));
        QVERIFY(!r.gpu);
        QVERIFY2(r.error.startsWith("sheet.json: ") && r.error.contains(message),
                 qPrintable(r.error));
    }

    // The CLI: add a bundled model's own config under another id; eval agrees within 2%.
    void cliAddedCopyEvaluatesLikeBundled_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("bundledId");
        QTest::addColumn<QStringList>("deployment");
        const QStringList nvl72{"--gpu",      "gb300", "--gpus",  "72",
                                "--topology", "nvl72", "--batch", "64"};
        const QStringList hgx{"--gpu",      "h200",   "--gpus",  "8",
                              "--topology", "hgx-ib", "--batch", "32"};
        QTest::newRow("deepseek-v3") << "deepseek-ai--DeepSeek-V3.json"
                                     << "deepseek-v3" << nvl72;
        QTest::newRow("kimi-k2.6") << "nvidia--Kimi-K2.6-NVFP4.json"
                                   << "kimi-k2.6" << nvl72;
        QTest::newRow("qwen3.5") << "Qwen--Qwen3.5-397B-A17B.json"
                                 << "qwen3.5-397b-a17b" << nvl72;
        QTest::newRow("gpt-oss-120b") << "openai--gpt-oss-120b.json"
                                      << "gpt-oss-120b" << hgx;
        QTest::newRow("llama4-maverick") << "meta-llama--Llama-4-Maverick-17B-128E-Instruct.json"
                                         << "llama4-maverick" << nvl72;
        QTest::newRow("llama3.1-70b") << "meta-llama--Meta-Llama-3.1-70B.json"
                                      << "llama3.1-70b" << hgx;
    }
    void cliAddedCopyEvaluatesLikeBundled()
    {
        QFETCH(QString, file);
        QFETCH(QString, bundledId);
        QFETCH(QStringList, deployment);
        const QString config = kShared + QLatin1Char('/') + file;
        if (!QFileInfo::exists(config))
            QSKIP("the reference configs are not beside the checkout");
        QTemporaryDir home;
        const QString id = QStringLiteral("my-") + bundledId;
        const auto added =
            cliIn(home.path(), {"catalog", "add-model", config, "--id", id, "--json"});
        QVERIFY2(added.code == 0, added.err.constData());
        QCOMPARE(json(added.out).value("id").toString(), id);
        const auto shown = cliIn(home.path(), {"catalog", "model", id, "--json"});
        QCOMPARE(shown.code, 0);
        const QJsonObject derived = json(shown.out).value("derived").toObject();
        for (const char *key : {"total_params", "active_params_per_token", "weight_bytes",
                                "kv_bytes_per_token", "layers", "experts", "experts_per_token"})
            QVERIFY2(derived.contains(QLatin1String(key)), key);
        QCOMPARE(json(shown.out).value("origin").toString(), QStringLiteral("user"));

        const auto mine =
            cliIn(home.path(), QStringList{"eval", "--model", id, "--json"} + deployment);
        const auto theirs =
            cliIn(home.path(), QStringList{"eval", "--model", bundledId, "--json"} + deployment);
        QVERIFY2(mine.code == 0, mine.err.constData());
        QCOMPARE(theirs.code, 0);
        for (const char *key :
             {"step_ms", "throughput_tokens_per_s", "ttft_ms", "memory_per_gpu_gb"}) {
            const double a = json(mine.out).value(QLatin1String(key)).toDouble();
            const double b = json(theirs.out).value(QLatin1String(key)).toDouble();
            QVERIFY2(b > 0 && std::abs(a / b - 1) <= 0.02,
                     qPrintable(QStringLiteral("%1: %2 vs bundled %3").arg(key).arg(a).arg(b)));
        }
        QVERIFY(
            json(mine.out).value("calibration").toString().contains(QLatin1String("user catalog")));

        QCOMPARE(cliIn(home.path(), {"catalog", "remove-model", id}).code, 0);
        const auto gone = cliIn(home.path(), QStringList{"eval", "--model", id} + deployment);
        QCOMPARE(gone.code, 2);
        QVERIFY(gone.err.contains("unknown model"));
    }

    // Copy a kind, edit a few values, add it: the next generation part a planner asks about.
    void cliGpuCopyEditAdd()
    {
        QTemporaryDir home;
        const auto b300 = cliIn(home.path(), {"catalog", "gpu", "b300", "--json"});
        QCOMPARE(b300.code, 0);
        QJsonObject sheet = json(b300.out);
        sheet.insert("id", "b400");
        sheet.insert("name", "Next-generation B400 (what-if)");
        sheet.insert("hbm_tb_s", 12.0);
        sheet.insert("price_per_gpu_hour", 9.5);
        sheet.insert("aliases", QJsonArray());
        sheet.remove("sibling");
        const QString path = testutil::writeFile(home, "b400.json", QJsonDocument(sheet).toJson());
        const auto added = cliIn(home.path(), {"catalog", "add-gpu", path});
        QVERIFY2(added.code == 0, added.err.constData());
        const auto shown = cliIn(home.path(), {"catalog", "gpu", "b400", "--json"});
        QCOMPARE(shown.code, 0);
        QCOMPARE(json(shown.out).value("hbm_tb_s").toDouble(), 12.0);
        QCOMPARE(json(shown.out).value("price_per_gpu_hour").toDouble(), 9.5);
        // Same keys as the bundled kind's datasheet.
        QCOMPARE(json(shown.out).keys(), sheet.keys());

        const QStringList deployment{"--model", "deepseek-v3", "--gpus", "8",     "--topology",
                                     "hgx-ib",  "--batch",     "64",     "--json"};
        const auto faster = cliIn(home.path(), QStringList{"eval", "--gpu", "b400"} + deployment);
        const auto base = cliIn(home.path(), QStringList{"eval", "--gpu", "b300"} + deployment);
        QVERIFY2(faster.code == 0, faster.err.constData());
        QVERIFY(json(faster.out).value("step_ms").toDouble() <
                json(base.out).value("step_ms").toDouble());
        QVERIFY(json(faster.out)
                    .value("calibration")
                    .toString()
                    .contains(QLatin1String("user's datasheet")));

        sheet.insert("id", "b500");
        sheet.insert("hbm_tb_s", 0);
        const QString bad = testutil::writeFile(home, "b500.json", QJsonDocument(sheet).toJson());
        const auto refused = cliIn(home.path(), {"catalog", "add-gpu", bad});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("hbm_tb_s = 0 TB/s"), refused.err.constData());
        QCOMPARE(cliIn(home.path(), {"catalog", "remove-gpu", "b400"}).code, 0);
        QCOMPARE(cliIn(home.path(), {"catalog", "remove-gpu", "b300"}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestUserCatalog)
#include "tst_usercatalog.moc"
