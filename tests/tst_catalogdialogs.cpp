// The user catalog in the window: the add-model dialog shows what a config.json derives to and
// saves it; the New GPU Kind dialog starts from a known kind; the model and GPU lists follow at
// once; a scenario naming entries this machine lacks opens as an untitled copy.

#include "catalogdialogs.h"
#include "catalogloader.h"
#include "mainwindow.h"
#include "plannerdocument.h"
#include "scenarioio.h"
#include "usercatalog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace moeplan;

namespace {

const QString kFixtures = QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/hfconfig");

/// Saves a rendering for a person to look at when MOEPLAN_SHOT_DIR is set.
void shot(QWidget &w, const char *name)
{
    const QString dir = qEnvironmentVariable("MOEPLAN_SHOT_DIR");
    if (dir.isEmpty())
        return;
    w.show();
    QCoreApplication::processEvents();
    w.grab().save(dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".png"));
}

QString labelsText(const QWidget &w)
{
    QStringList out;
    for (const QLabel *l : w.findChildren<QLabel *>())
        out << l->text();
    return out.join('\n');
}

} // namespace

class TestCatalogDialogs : public QObject
{
    Q_OBJECT

private slots:
    void addModelShowsFiguresAndSaves()
    {
        QTemporaryDir dir;
        Catalog catalog = core::bundledCatalog();
        widgets::AddModelDialog dialog(catalog, kFixtures + "/zai-org--GLM-4.5-Air.json",
                                       dir.path());
        shot(dialog, "add-model");
        const QString text = labelsText(dialog);
        QVERIFY2(text.contains("106.85 B total"), qPrintable(text));
        QVERIFY(text.contains("128 routed, 8 per token"));
        QCOMPARE(dialog.findChild<QLineEdit *>()->text(), QStringLiteral("glm-4.5-air"));
        auto *save = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
        QVERIFY(save->isEnabled());
        save->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(catalog.model("glm-4.5-air"));
        QVERIFY(QFileInfo::exists(core::userModelPath("glm-4.5-air", dir.path())));
    }

    void addModelRefusalIsShown()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("broken.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model_type": "qwen3_moe", "hidden_size": 64, "num_hidden_layers": 2,
                    "num_attention_heads": 4, "vocab_size": 100})");
        f.close();
        Catalog catalog = core::bundledCatalog();
        widgets::AddModelDialog dialog(catalog, f.fileName(), dir.path());
        shot(dialog, "add-model-refused");
        QVERIFY2(dialog.errorText().contains("none of num_experts"),
                 qPrintable(dialog.errorText()));
        QVERIFY(
            !dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->isEnabled());
    }

    void newGpuKindFromExisting()
    {
        QTemporaryDir dir;
        Catalog catalog = core::bundledCatalog();
        widgets::GpuKindDialog dialog(catalog, "b300", dir.path());
        shot(dialog, "new-gpu");
        QCOMPARE(dialog.spec().bf16Tflops, catalog.gpu("b300")->bf16Tflops);
        dialog.idEdit()->setText("b400");
        dialog.hbmBandwidthEdit()->setValue(0);
        dialog.accept();
        QVERIFY2(dialog.errorText().contains("hbm_tb_s = 0 TB/s"), qPrintable(dialog.errorText()));
        QVERIFY(!catalog.gpu("b400"));
        dialog.hbmBandwidthEdit()->setValue(12);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(catalog.gpu("b400")->hbmTBps, 12.0);
        QCOMPARE(int(catalog.gpu("b400")->origin), int(CatalogOrigin::User));
    }

    // The lists follow the catalog at once, and the new model is planned with (one undo step).
    void listsFollowTheCatalog()
    {
        QTemporaryDir dir;
        Catalog catalog = core::bundledCatalog();
        core::PlannerDocument doc(catalog);
        widgets::MainWindow window(&doc);
        window.setEditableCatalog(&catalog, dir.path());
        auto *combo = window.findChild<QComboBox *>();
        QVERIFY(combo);
        ModelSpec m = *core::modelFromHfConfigFile(kFixtures + "/openai--gpt-oss-20b.json").model;
        QCOMPARE(core::saveUserModel(catalog, m, {}, dir.path()), QString());
        doc.notifyCatalogChanged();
        doc.setModel("gpt-oss-20b");
        QCOMPARE(QString::fromStdString(doc.scenario().model), QStringLiteral("gpt-oss-20b"));
        QVERIFY(combo->findData("gpt-oss-20b") >= 0);
        QVERIFY(doc.result().ok);
        doc.undoStack()->undo();
        QCOMPARE(QString::fromStdString(doc.scenario().model), QStringLiteral("kimi-k2.6"));
    }

    // A scenario from another machine names a user model this one lacks: it still opens.
    void scenarioWithMissingUserModel()
    {
        QTemporaryDir dir;
        Scenario s;
        s.model = "my-private-moe";
        s.gpu = "b400";
        const QString path = dir.filePath("other.moeplan");
        QCOMPARE(core::writeScenarioFile(path, s), QString());
        core::PlannerDocument doc(core::bundledCatalog());
        QString fallback;
        QCOMPARE(doc.openFile(path, &fallback), QString());
        QVERIFY2(fallback.contains("my-private-moe") && fallback.contains("b400") &&
                     fallback.contains("untitled copy"),
                 qPrintable(fallback));
        QCOMPARE(QString::fromStdString(doc.scenario().model), QStringLiteral("kimi-k2.6"));
        QVERIFY(doc.filePath().isEmpty()); // saving cannot overwrite the original
        // Without a place for the fallback message, it is an error and nothing changes.
        core::PlannerDocument strict(core::bundledCatalog());
        QVERIFY(strict.openFile(path).contains("my-private-moe"));
    }
};

QTEST_MAIN(TestCatalogDialogs)
#include "tst_catalogdialogs.moc"
