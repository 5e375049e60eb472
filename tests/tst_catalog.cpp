// The bundled catalogs load completely; aliases that benchmark files use resolve; a malformed or
// inconsistent entry is reported by name and skipped, never a crash.

#include "catalogloader.h"
#include "costmodel.h"

#include <QFile>
#include <QTextStream>
#include <QtTest>

using namespace moeplan;

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void bundledLoadsWithoutProblems()
    {
        const core::CatalogLoad load = core::loadBundledCatalog();
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join(QLatin1Char('\n'))));
        for (const char *id : {"h100", "h200", "b200", "b300", "gb200", "gb300"})
            QVERIFY2(load.catalog.gpu(id), id);
        for (const char *id :
             {"kimi-k2.6", "kimi-k2.5", "kimi-k2", "deepseek-v3", "deepseek-r1", "qwen3-235b-a22b",
              "qwen3.5-397b-a17b", "gpt-oss-120b", "minimax-m2.5", "glm-5", "mixtral-8x22b",
              "llama4-maverick", "llama3.1-70b", "llama3.1-8b", "qwen3-32b"})
            QVERIFY2(load.catalog.model(id), id);
        for (const GpuSpec &g : load.catalog.gpus())
            QVERIFY2(!g.sources.empty(), g.id.c_str());
        for (const ModelSpec &m : load.catalog.models())
            QVERIFY2(!m.sources.empty(), m.id.c_str());
    }

    void aliases_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::newRow("hf kimi") << "moonshotai/Kimi-K2.5"
                                 << "kimi-k2.5";
        QTest::newRow("hf deepseek") << "deepseek-ai/DeepSeek-R1"
                                     << "deepseek-r1";
        QTest::newRow("nvfp4 checkpoint") << "nvidia/DeepSeek-R1-NVFP4"
                                          << "deepseek-r1";
        QTest::newRow("case") << "KIMI-K2.6"
                              << "kimi-k2.6";
        QTest::newRow("system b200") << "b200_sxm"
                                     << "b200";
        QTest::newRow("system h100") << "h100_sxm"
                                     << "h100";
        QTest::newRow("spelled") << "H100 SXM"
                                 << "h100";
    }
    void aliases()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        const Catalog &c = core::bundledCatalog();
        const std::string n = name.toStdString();
        const char *found = c.model(n) ? c.model(n)->id.c_str()
                            : c.gpu(n) ? c.gpu(n)->id.c_str()
                                       : "";
        QCOMPARE(QString::fromLatin1(found), id);
    }

    void measuredDataNamesResolve()
    {
        // Every model and system named in the measured sample resolves (read at run time only).
        const QString path = QStringLiteral(MOEPLAN_SHARED_DIR "/data/silicon_sample_train.csv");
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            QSKIP(qPrintable(QStringLiteral("%1 absent: skipped").arg(path)));
        QTextStream in(&f);
        const QStringList header = in.readLine().split(QLatin1Char(','));
        const qsizetype modelCol = header.indexOf(QStringLiteral("model_path"));
        const qsizetype systemCol = header.indexOf(QStringLiteral("system"));
        QVERIFY(modelCol >= 0 && systemCol >= 0);
        const Catalog &c = core::bundledCatalog();
        QSet<QString> unresolved;
        while (!in.atEnd()) {
            // The source column before model_path holds no commas in its deployment fields we
            // read, but it can hold "; " lists: split carefully on plain commas.
            const QStringList cols = in.readLine().split(QLatin1Char(','));
            if (cols.size() <= std::max(modelCol, systemCol))
                continue;
            if (!c.model(cols.at(modelCol).toStdString()))
                unresolved << cols.at(modelCol);
            if (!c.gpu(cols.at(systemCol).toStdString()))
                unresolved << cols.at(systemCol);
        }
        QVERIFY2(unresolved.isEmpty(), qPrintable(QStringList(unresolved.values()).join(u',')));
    }

    void kimiRoutedWeightsMatchSeed()
    {
        // Seed 000: Kimi K2.6 routed-expert weights ~507 GB at 4 bits.
        const ModelSpec *m = core::bundledCatalog().model("kimi-k2.6");
        QVERIFY(m);
        const ModelShape s = deriveShape(*m, *m->precision("fp4"));
        QVERIFY2(std::abs(s.routedBytes() / 1e9 - 507.0) < 507.0 * 0.01,
                 qPrintable(QString::number(s.routedBytes() / 1e9)));
    }

    void malformedGpuSkippedByName()
    {
        const QByteArray json = R"({"gpus": [
            {"id": "good", "flops_tflops": {"bf16": 100}, "hbm_gb": 80, "hbm_tb_s": 3,
             "nvlink_gb_s_per_dir": 450, "nvlink_domain": 8, "nic_gbps": 400,
             "sources": ["test"]},
            {"id": "typo", "flops_tflops": {"bf16": 100}, "hbm_gb": 80, "hbm_tb_s": "fast",
             "nvlink_gb_s_per_dir": 450, "nic_gbps": 400, "sources": ["test"]},
            {"id": "negative", "flops_tflops": {"bf16": 100}, "hbm_gb": 80, "hbm_tb_s": -3,
             "nvlink_gb_s_per_dir": 450, "nic_gbps": 400, "sources": ["test"]},
            {"id": "good", "flops_tflops": {"bf16": 100}, "hbm_gb": 80, "hbm_tb_s": 3,
             "nvlink_gb_s_per_dir": 450, "nic_gbps": 400, "sources": ["test"]},
            42
        ]})";
        core::CatalogLoad load;
        core::loadGpus(json, QStringLiteral("gpus-test.json"), load);
        QCOMPARE(load.catalog.gpus().size(), std::size_t(1));
        QCOMPARE(load.problems.size(), 4);
        QVERIFY(load.problems.at(0).contains(QLatin1String("\"typo\"")));
        QVERIFY(load.problems.at(0).contains(QLatin1String("hbm_tb_s")));
        QVERIFY(load.problems.at(0).contains(QLatin1String("gpus-test.json")));
        QVERIFY(load.problems.at(1).contains(QLatin1String("\"negative\"")));
        QVERIFY(load.problems.at(2).contains(QLatin1String("duplicate")));
    }

    void outOfRangeWholeNumbersRefused_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("reason");
        // Found by fuzz_catalog in CI: 2.2e42 was converted to int (undefined behaviour).
        QTest::newRow("past int") << QByteArray("2.22222e+42") << "is outside";
        QTest::newRow("far negative") << QByteArray("-1e300") << "is outside";
        QTest::newRow("just past the bound") << QByteArray("1000000001") << "is outside";
        QTest::newRow("fraction") << QByteArray("7.5") << "is not a whole number";
    }
    void outOfRangeWholeNumbersRefused()
    {
        QFETCH(QByteArray, value);
        QFETCH(QString, reason);
        const QByteArray json = R"({"gpus": [
            {"id": "odd", "flops_tflops": {"bf16": 100}, "hbm_gb": 80, "hbm_tb_s": 3,
             "nvlink_gb_s_per_dir": 450, "nvlink_domain": )" +
                                value + R"(, "nic_gbps": 400, "sources": ["test"]}]})";
        core::CatalogLoad load;
        core::loadGpus(json, QStringLiteral("gpus-test.json"), load);
        QVERIFY(load.catalog.gpus().empty());
        QCOMPARE(load.problems.size(), 1);
        QVERIFY2(load.problems.at(0).contains(QLatin1String("nvlink_domain")),
                 qPrintable(load.problems.at(0)));
        QVERIFY2(load.problems.at(0).contains(reason), qPrintable(load.problems.at(0)));
    }

    void inconsistentModelSkipped()
    {
        // Architecture fields of Llama 3.1 8B but a stated size of 70B: inconsistent.
        const QByteArray json = R"({"models": [
            {"id": "bad-size", "params_total_b": 70, "layers": 32, "moe_layers": 0,
             "hidden": 4096, "dense_ffn": 14336, "vocab": 128256,
             "attention": {"kind": "gqa", "heads": 32, "kv_heads": 8, "head_dim": 128},
             "default_precision": "bf16", "precisions": [{"id": "bf16"}], "sources": ["t"]},
            {"id": "no-attention-kind", "layers": 2, "hidden": 64, "dense_ffn": 128,
             "vocab": 100, "attention": {"heads": 2}, "default_precision": "bf16",
             "precisions": [{"id": "bf16"}], "sources": ["t"]},
            {"id": "ok", "params_total_b": 8.0, "layers": 32, "moe_layers": 0, "hidden": 4096,
             "dense_ffn": 14336, "vocab": 128256,
             "attention": {"kind": "gqa", "heads": 32, "kv_heads": 8, "head_dim": 128},
             "default_precision": "bf16", "precisions": [{"id": "bf16"}], "sources": ["t"]}
        ]})";
        core::CatalogLoad load;
        core::loadModels(json, QStringLiteral("models-test.json"), load);
        QCOMPARE(load.catalog.models().size(), std::size_t(1));
        QCOMPARE(load.catalog.models().front().id, std::string("ok"));
        QCOMPARE(load.problems.size(), 2);
        QVERIFY(load.problems.at(0).contains(QLatin1String("params_total_b")));
        QVERIFY(load.problems.at(1).contains(QLatin1String("attention.kind")));
    }

    void notJsonReported()
    {
        core::CatalogLoad load;
        core::loadModels("{\"models\": [", QStringLiteral("broken.json"), load);
        QCOMPARE(load.problems.size(), 1);
        QVERIFY(load.problems.at(0).startsWith(QLatin1String("broken.json")));
        QVERIFY(load.catalog.models().empty());
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
