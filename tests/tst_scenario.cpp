// Scenario files: round trip, defaults, and one clear message naming the key or file.

#include "scenarioio.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace moeplan;

class TestScenario : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip()
    {
        Scenario s;
        s.model = "deepseek-r1";
        s.gpu = "gb300";
        s.gpus = 72;
        s.topology = Topology::Nvl72;
        s.ep = 72;
        s.batch = 256;
        s.draftTokens = 3;
        s.acceptanceLength = 2.82;
        const core::ScenarioParse back = core::scenarioFromJson(core::scenarioToJson(s));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(back.scenario == s);

        s.serving = Serving::Disaggregated;
        s.prefill = {{4, 1, 1, 4}, 2, 0};
        s.decode = {{1, 16, 1, 16}, 1, 512};
        s.gpus = 2 * 4 + 16; // the pools' GPUs, as the planner keeps them
        const core::ScenarioParse disagg = core::scenarioFromJson(core::scenarioToJson(s));
        QVERIFY2(disagg.ok(), qPrintable(disagg.error));
        QVERIFY(disagg.scenario == s);
    }

    // A disaggregated deployment's GPU count is its pools': taken from them when the file
    // leaves it out, refused with both numbers when the file states another.
    void disaggregatedGpusAreThePools()
    {
        QJsonObject o{{"serving", "disagg"},
                      {"prefill", QJsonObject{{"tp", 4}, {"ep", 4}, {"workers", 2}}},
                      {"decode", QJsonObject{{"dp", 16}, {"ep", 16}, {"workers", 1}}}};
        core::ScenarioParse p = core::scenarioFromJson(o);
        QVERIFY2(p.ok(), qPrintable(p.error));
        QCOMPARE(p.scenario.gpus, 24);
        o.insert(QStringLiteral("gpus"), 24);
        QVERIFY(core::scenarioFromJson(o).ok());
        o.insert(QStringLiteral("gpus"), 72);
        p = core::scenarioFromJson(o);
        QVERIFY(!p.ok());
        QCOMPARE(p.key, QStringLiteral("gpus"));
        QVERIFY2(p.error.contains(u"72") && p.error.contains(u"24 GPUs"), qPrintable(p.error));
        // Aggregated serving keeps the count it states.
        QCOMPARE(core::scenarioFromJson(QJsonObject{{"gpus", 72}}).scenario.gpus, 72);
    }

    void defaultsForMissingKeys()
    {
        const core::ScenarioParse p = core::scenarioFromJson(QJsonObject{{"gpus", 16}});
        QVERIFY(p.ok());
        QCOMPARE(p.scenario.gpus, 16);
        QCOMPARE(p.scenario.model, Scenario{}.model);
        QCOMPARE(p.scenario.batch, Scenario{}.batch);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown key") << QByteArray(R"({"gpu_count": 8})") << "gpu_count";
        QTest::newRow("wrong type") << QByteArray(R"({"gpus": "eight"})") << "gpus";
        QTest::newRow("fraction") << QByteArray(R"({"batch": 1.5})") << "batch";
        QTest::newRow("bad topology") << QByteArray(R"({"topology": "torus"})") << "topology";
        QTest::newRow("bad plan") << QByteArray(R"({"plan": "pp"})") << "plan";
        QTest::newRow("side key") << QByteArray(R"({"serving": "disagg", "decode": {"tpp": 2}})")
                                  << "decode.tpp";
        QTest::newRow("sides need disagg") << QByteArray(R"({"decode": {"tp": 2}})") << "serving";
        QTest::newRow("negative overhead") << QByteArray(R"({"overhead_ms": -1})") << "overhead_ms";
        // Found by tests/fuzz/fuzz_scenario: a negative side batch read as "the scenario's
        // batch" (and saved without it); tp x dp over int's range was undefined behaviour.
        QTest::newRow("fuzz: negative side batch")
            << QByteArray(R"({"serving": "disagg", "decode": {"tp": 1, "dp": 16, "ep": 16,
                             "workers": 1, "batch": -512}})")
            << "decode.batch";
        QTest::newRow("fuzz: side ranks overflow")
            << QByteArray(R"({"serving": "disagg", "prefill": {"tp": 100000, "dp": 100000}})")
            << "prefill.dp";
        QTest::newRow("fuzz: side ranks overflow with ep")
            << QByteArray(R"({"serving": "disagg", "decode": {"tp": 65536, "dp": 65536,
                             "ep": 1}})")
            << "decode.dp";
        QTest::newRow("side tp below 1")
            << QByteArray(R"({"serving": "disagg", "decode": {"tp": 0}})") << "decode.tp";
    }
    void errors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const core::ScenarioParse p =
            core::scenarioFromJson(QJsonDocument::fromJson(json).object());
        QVERIFY(!p.ok());
        QVERIFY2(p.error.contains(mentions), qPrintable(p.error));
        QVERIFY2(!p.error.contains(QLatin1Char('\n')), "one line");
    }

    void fileErrorsNameTheFile()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.moeplan"));
        core::ScenarioParse p = core::readScenarioFile(missing);
        QVERIFY(!p.ok());
        QVERIFY(p.error.contains(missing));

        const QString broken = dir.filePath(QStringLiteral("broken.moeplan"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"gpus\": 8,");
        f.close();
        p = core::readScenarioFile(broken);
        QVERIFY(!p.ok());
        QVERIFY(p.error.contains(broken));
        QVERIFY(p.error.contains(QLatin1String("JSON")));
    }

    void writeIsAtomicAndReportsFailure()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.moeplan"));
        Scenario s;
        s.batch = 128;
        QCOMPARE(core::writeScenarioFile(path, s), QString());
        const core::ScenarioParse back = core::readScenarioFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.scenario.batch, 128);

        const QString bad = dir.filePath(QStringLiteral("no/such/dir/b.moeplan"));
        const QString err = core::writeScenarioFile(bad, s);
        QVERIFY(err.contains(bad));
        QVERIFY(!QFile::exists(bad));
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
