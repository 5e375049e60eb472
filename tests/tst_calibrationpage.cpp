// The Calibration page: before a refit it shows the stored profiles and says where the
// validation comes from; a refit (in the background) hands the document its profiles and fills
// the parameter table, the held-out scatter and the error table; a cancelled refit and a
// history that cannot be opened change nothing, the latter named inline. Checks what is shown,
// never pixels.

#include "calibrationjob.h"
#include "calibrationpage.h"
#include "catalogloader.h"
#include "historystore.h"
#include "plannerdocument.h"
#include "predictionscatter.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cmath>

#include <algorithm>
#include <memory>

using namespace moeplan;
using namespace moeplan::core;
using moeplan::widgets::CalibrationPage;
using moeplan::widgets::PredictionScatter;

namespace {

constexpr int kTimeoutMs = 300000;

/// Names and fit times: what a refit would change.
QStringList fingerprint(const ProfileSet &set)
{
    QStringList out;
    for (const Profile &p : set.profiles)
        out << p.name() + QLatin1Char('@') + p.fittedAt;
    return out;
}

QStringList storedFingerprint(const QString &path)
{
    HistoryStore store;
    if (!store.open(path).isEmpty())
        return {QStringLiteral("(cannot open)")};
    QStringList out;
    for (const StoredProfile &s : store.profiles())
        out << s.name + QLatin1Char('@') + s.fittedAt + QLatin1Char('@') + s.paramsJson;
    return out;
}

int plottable(const QVector<HeldOutPoint> &points, bool tpot)
{
    int n = 0;
    for (const HeldOutPoint &p : points) {
        const double measured = tpot ? p.measuredTpotMs : p.measuredTtftMs;
        const double predicted = tpot ? p.tpotMs : p.ttftMs;
        n += p.ok && measured > 0 && predicted > 0;
    }
    return n;
}

CalibrationOutcome outcomeOf(const QSignalSpy &spy)
{
    return spy.isEmpty() ? CalibrationOutcome{}
                         : qvariant_cast<CalibrationOutcome>(spy.constFirst().constFirst());
}

} // namespace

class TestCalibrationPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void beforeRefitShowsStoredProfiles();
    void refitFillsThePage();
    void storedValidationShowsAtOnce();
    void cancelRightAfterStartChangesNothing();
    void unopenableHistoryIsNamedInline();
    void keyboardAndTooltips();
    void chartFollowsPaletteChanges();
    void emptyScatterIsReadableBeforeARefit();
    void notesListTheCorrectionsPerModel();
    void notesSayWhereDisaggregatedBandsComeFrom();

private:
    void makePage(const QString &historyPath);

    QTemporaryDir m_dir;
    QString m_path;
    int m_count = 0;
    std::unique_ptr<PlannerDocument> m_doc;
    std::unique_ptr<CalibrationPage> m_page;
};

void TestCalibrationPage::init()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("history-%1.sqlite").arg(++m_count));
    m_doc = std::make_unique<PlannerDocument>(bundledCatalog());
    HistoryStore store;
    QCOMPARE(store.open(m_path), QString());
    QCOMPARE(store.ensureReferenceRuns(), QString());
    const Recalibration r = recalibrate(store, m_doc->catalog());
    QCOMPARE(r.error, QString());
    QString err;
    m_doc->setProfiles(fromStoredSet(store.profiles(&err), &err));
    QCOMPARE(err, QString());
    QVERIFY(!m_doc->profiles().profiles.isEmpty());
    // A scenario the reference runs calibrate: B200 with SGLang has too few runs for a profile
    // of its own, so it uses the B200 profile pooled over engines.
    Scenario s = m_doc->scenario();
    s.gpu = "b200";
    s.engine = "sglang";
    s.calibration = "auto";
    m_doc->resetScenario(s);
}

void TestCalibrationPage::cleanup()
{
    m_page.reset();
    m_doc.reset();
}

void TestCalibrationPage::makePage(const QString &historyPath)
{
    m_page = std::make_unique<CalibrationPage>(m_doc.get(), historyPath);
    m_page->resize(1200, 800);
    m_page->show();
}

void TestCalibrationPage::beforeRefitShowsStoredProfiles()
{
    makePage(m_path);
    QAbstractItemModelTester params(const_cast<QAbstractItemModel *>(m_page->parameterModel()));
    QAbstractItemModelTester errors(const_cast<QAbstractItemModel *>(m_page->errorModel()));
    QCOMPARE(m_page->profileCount(), int(m_doc->profiles().profiles.size()));
    const ParamsChoice choice = paramsFor(m_doc->scenario(), &m_doc->profiles(), &m_doc->catalog());
    QCOMPARE(choice.provenance, Provenance::Calibrated);
    QCOMPARE(m_page->selectedProfile(), QStringLiteral("b200/any"));
    QVERIFY(choice.label.contains(m_page->selectedProfile()));
    QCOMPARE(m_page->parameterModel()->rowCount(), kFitParamCount);
    // No validation before a refit: the page says where it comes from.
    QVERIFY(m_page->lastOutcome() == nullptr);
    QCOMPARE(m_page->errorModel()->rowCount(), 0);
    QCOMPARE(m_page->scatterPointCount(), 0);
    QVERIFY(!m_page->scatter()->note().isEmpty());
    // The runs the stored fit flagged are stored with it: listed before any refit.
    const auto stored =
        std::find_if(m_doc->profiles().profiles.cbegin(), m_doc->profiles().profiles.cend(),
                     [this](const Profile &p) { return p.name() == m_page->selectedProfile(); });
    QVERIFY(stored != m_doc->profiles().profiles.cend() && stored->flagsKnown);
    QVERIFY2(m_page->flaggedText().contains(stored->flags.isEmpty()
                                                ? QStringLiteral("No runs flagged.")
                                                : QStringLiteral("flagged, not fitted")),
             qPrintable(m_page->flaggedText()));
    for (const RunFlag &f : stored->flags)
        QVERIFY(m_page->flaggedText().contains(f.reason));
    QVERIFY(!m_page->isRefitting());

    // Another profile's parameters on selection.
    const QString other = m_doc->profiles().profiles.constLast().name();
    QVERIFY(m_page->selectProfile(other));
    QCOMPARE(m_page->selectedProfile(), other);
    QCOMPARE(m_page->parameterModel()->rowCount(), kFitParamCount);
    QVERIFY(!m_page->selectProfile(QStringLiteral("no/such")));

    // Profiles handed to the document elsewhere (the window after an import) are listed.
    ProfileSet fewer = m_doc->profiles();
    fewer.profiles.removeLast();
    m_doc->setProfiles(fewer);
    QCOMPARE(m_page->profileCount(), int(fewer.profiles.size()));
    QVERIFY(!m_page->selectProfile(other));
}

// A history refitted with cross-validation elsewhere (a CLI import or calibrate) holds the
// errors with its profiles: the page shows the table, the scatter and when they were measured at
// once, without a refit of its own; parameters carry human names and units.
void TestCalibrationPage::storedValidationShowsAtOnce()
{
    {
        HistoryStore store;
        QCOMPARE(store.open(m_path), QString());
        RecalibrationControl control;
        control.folds = 3;
        const Recalibration r = recalibrate(store, m_doc->catalog(), FitOptions{}, control);
        QCOMPARE(r.error, QString());
        QVERIFY(r.validation);
        QString err;
        const QVector<StoredProfile> stored = store.profiles(&err);
        const std::optional<StoredValidation> v = validationFromStored(stored);
        QVERIFY(v);
        QCOMPARE(v->heldOut.size(), r.heldOut.size());
        QCOMPARE(v->report.overall.tpotCount, r.validation->overall.tpotCount);
        QCOMPARE(v->report.overall.tpotMedianApe, r.validation->overall.tpotMedianApe);
        QCOMPARE(v->report.byGpu.size(), r.validation->byGpu.size());
        // The validation entry is not a profile.
        QCOMPARE(fromStoredSet(stored).profiles.size(), r.profiles.profiles.size());
    }
    makePage(m_path);
    QVERIFY(m_page->lastOutcome() != nullptr);
    QVERIFY(!m_page->lastOutcome()->validatedAt.isEmpty());
    QVERIFY(m_page->errorModel()->rowCount() > 1);
    QVERIFY(m_page->scatterPointCount() > 0);
    QVERIFY(!m_page->isRefitting());
    const QString first = m_page->parameterModel()->index(0, 0).data(Qt::DisplayRole).toString();
    QCOMPARE(first, QStringLiteral("HBM bandwidth achieved"));
    bool msUnit = false;
    for (int row = 0; row < m_page->parameterModel()->rowCount(); ++row)
        msUnit = msUnit || m_page->parameterModel()->index(row, 1).data().toString().endsWith(
                               QStringLiteral("\u00a0ms"));
    QVERIFY(msUnit);
}

void TestCalibrationPage::refitFillsThePage()
{
    makePage(m_path);
    QAbstractItemModelTester params(const_cast<QAbstractItemModel *>(m_page->parameterModel()));
    QAbstractItemModelTester errors(const_cast<QAbstractItemModel *>(m_page->errorModel()));
    QSignalSpy finished(m_page->job(), &CalibrationJob::finished);
    QSignalSpy changed(m_page.get(), &CalibrationPage::profilesChanged);
    QSignalSpy docChanged(m_doc.get(), &PlannerDocument::resultChanged);

    // Evidence that the window's thread keeps running (printed, not asserted).
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start(20);
    QElapsedTimer clock;
    clock.start();
    m_page->refit();
    QVERIFY(m_page->isRefitting());
    QVERIFY(!m_page->refitAction()->isEnabled());
    QVERIFY(finished.wait(kTimeoutMs));
    qInfo("refit of %d reference runs: %lld ms; a 20 ms timer ticked %d times meanwhile",
          outcomeOf(finished).placed, clock.elapsed(), ticks);
    QVERIFY(!m_page->isRefitting());
    QVERIFY(m_page->refitAction()->isEnabled());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(changed.count(), 1);
    QVERIFY(docChanged.count() >= 1);

    const CalibrationOutcome out = outcomeOf(finished);
    QVERIFY2(out.ok(), qPrintable(out.error));
    QVERIFY(m_page->errorText().isEmpty());
    QVERIFY(m_page->lastOutcome() != nullptr);
    QVERIFY(!m_doc->profiles().profiles.isEmpty());
    QCOMPARE(fingerprint(m_doc->profiles()), fingerprint(out.profiles));
    QCOMPARE(m_page->profileCount(), int(out.profiles.profiles.size()));
    QVERIFY(m_page->statusText().contains(m_path));

    // The parameters of the profile in use, with standard errors where fitted.
    QCOMPARE(m_page->selectedProfile(), QStringLiteral("b200/any"));
    const QAbstractItemModel *pm = m_page->parameterModel();
    QCOMPARE(pm->rowCount(), kFitParamCount);
    int fitted = 0;
    for (int r = 0; r < pm->rowCount(); ++r) {
        const QString se = pm->index(r, 2).data().toString();
        if (se.startsWith(QStringLiteral("±"))) {
            ++fitted;
            QCOMPARE(pm->index(r, 3).data().toString(), QStringLiteral("fitted"));
        } else {
            // A prior in a word, and why in the tooltip ("kept prior: 2 run(s) exercise it").
            QCOMPARE(pm->index(r, 3).data().toString(), QStringLiteral("prior"));
            QVERIFY(pm->index(r, 3)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("datasheet prior")));
        }
    }
    QVERIFY(fitted > 0);
    QVERIFY(!m_page->flaggedText().contains(QStringLiteral("after a refit")));

    // The scatter: one point per held-out prediction of the metric; TTFT on the toggle.
    QCOMPARE(out.heldOut.size(), out.placed);
    QVERIFY(plottable(out.heldOut, true) > 0);
    QCOMPARE(m_page->scatterPointCount(), plottable(out.heldOut, true));
    QVERIFY(m_page->scatter()->seriesNames().size() >= 2); // coloured by GPU kind
    QVERIFY(m_page->scatter()->note().isEmpty());
    m_page->scatter()->setMetric(PredictionScatter::Metric::Ttft);
    QCOMPARE(m_page->scatterPointCount(), plottable(out.heldOut, false));

    // The error table: the chosen grouping's rows and the overall row.
    const struct
    {
        CalibrationPage::Grouping grouping;
        const QVector<ErrorRow> &rows;
    } groupings[] = {{CalibrationPage::Grouping::GpuKind, out.validation.byGpu},
                     {CalibrationPage::Grouping::Engine, out.validation.byEngine},
                     {CalibrationPage::Grouping::Model, out.validation.byModel},
                     {CalibrationPage::Grouping::ServingMode, out.validation.byMode}};
    for (const auto &g : groupings) {
        m_page->setGrouping(g.grouping);
        QCOMPARE(m_page->grouping(), g.grouping);
        const QAbstractItemModel *em = m_page->errorModel();
        QCOMPARE(em->rowCount(), int(g.rows.size()) + 1);
        QCOMPARE(em->index(0, 0).data().toString(), g.rows.constFirst().group);
        QCOMPARE(em->index(0, 1).data().toString(),
                 QLocale().toString(g.rows.constFirst().tpotCount));
        QCOMPARE(em->index(em->rowCount() - 1, 1).data().toString(),
                 QLocale().toString(out.validation.overall.tpotCount));
        // A group without runs of a metric shows a dash for its errors, not 0 %.
        for (int r = 0; r < g.rows.size(); ++r) {
            QCOMPARE(em->index(r, 6).data().toString() == QStringLiteral("–"),
                     g.rows.at(r).ttftCount == 0);
            QCOMPARE(em->index(r, 2).data().toString() == QStringLiteral("–"),
                     g.rows.at(r).tpotCount == 0);
        }
    }
}

void TestCalibrationPage::cancelRightAfterStartChangesNothing()
{
    // Stored profiles dated 2000: a refit that stored anything would replace them.
    {
        ProfileSet old = m_doc->profiles();
        for (Profile &p : old.profiles)
            p.fittedAt = QStringLiteral("2000-01-01T00:00:00Z");
        HistoryStore store;
        QCOMPARE(store.open(m_path), QString());
        QCOMPARE(store.saveProfiles(toStoredSet(old), true), QString());
    }
    makePage(m_path);
    const QStringList docBefore = fingerprint(m_doc->profiles());
    const QStringList storedBefore = storedFingerprint(m_path);
    QSignalSpy finished(m_page->job(), &CalibrationJob::finished);
    QSignalSpy changed(m_page.get(), &CalibrationPage::profilesChanged);
    m_page->refit();
    m_page->cancelRefit();
    QVERIFY(finished.wait(kTimeoutMs));
    QCOMPARE(finished.count(), 1);
    QVERIFY(outcomeOf(finished).cancelled);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(fingerprint(m_doc->profiles()), docBefore);
    QCOMPARE(storedFingerprint(m_path), storedBefore);
    QVERIFY(m_page->lastOutcome() == nullptr);
    QCOMPARE(m_page->scatterPointCount(), 0);
    QVERIFY(m_page->errorText().isEmpty());
    QVERIFY(m_page->refitAction()->isEnabled());
    QVERIFY(!m_page->isRefitting());
}

void TestCalibrationPage::unopenableHistoryIsNamedInline()
{
    const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
    {
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("these are not benchmark runs\n");
    }
    makePage(text);
    const QStringList docBefore = fingerprint(m_doc->profiles());
    QSignalSpy finished(m_page->job(), &CalibrationJob::finished);
    QSignalSpy changed(m_page.get(), &CalibrationPage::profilesChanged);
    m_page->refit();
    QVERIFY(finished.wait(kTimeoutMs));
    QVERIFY2(m_page->errorText().contains(text), qPrintable(m_page->errorText()));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(fingerprint(m_doc->profiles()), docBefore);
    QVERIFY(m_page->lastOutcome() == nullptr);
    QFile f(text);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("these are not benchmark runs\n"));

    // A later successful refit clears the message.
    m_page.reset();
    makePage(m_path);
    QSignalSpy again(m_page->job(), &CalibrationJob::finished);
    m_page->refit();
    QVERIFY(again.wait(kTimeoutMs));
    QVERIFY(m_page->errorText().isEmpty());
}

void TestCalibrationPage::keyboardAndTooltips()
{
    makePage(m_path);
    QVERIFY(!m_page->refitAction()->shortcut().isEmpty());
    QVERIFY(m_page->actions().contains(m_page->refitAction()));
    for (const QAbstractButton *b : m_page->findChildren<QAbstractButton *>()) {
        if (b->isVisibleTo(m_page.get()) && b->objectName().isEmpty() && b->parent() != nullptr &&
            b->focusPolicy() != Qt::NoFocus)
            QVERIFY2(!b->toolTip().isEmpty(), qPrintable(b->text()));
    }
    for (const QComboBox *c : m_page->findChildren<QComboBox *>())
        QVERIFY(!c->toolTip().isEmpty());
    for (const QAbstractItemView *v : m_page->findChildren<QAbstractItemView *>()) {
        if (v->isVisibleTo(m_page.get()) && v->focusPolicy() != Qt::NoFocus &&
            qobject_cast<const QComboBox *>(v->parent()) == nullptr)
            QVERIFY2(!v->toolTip().isEmpty(), v->metaObject()->className());
    }

    // Labels with a mnemonic lead to their control; none takes a letter the window uses
    // (File, Edit, Help; GPUs, Topology, Acceptance length, Batch in the scenario panel).
    const QString windowLetters = QStringLiteral("FEHGTAB");
    QStringList letters;
    for (const QLabel *l : m_page->findChildren<QLabel *>()) {
        const qsizetype amp = l->text().indexOf(QLatin1Char('&'));
        if (amp < 0 || amp + 1 >= l->text().size())
            continue;
        QVERIFY2(l->buddy() != nullptr, qPrintable(l->text()));
        const QString letter = l->text().mid(amp + 1, 1).toUpper();
        QVERIFY2(!windowLetters.contains(letter), qPrintable(l->text()));
        QVERIFY2(!letters.contains(letter), qPrintable(l->text()));
        letters << letter;
    }
    QVERIFY(letters.size() >= 4);

    // The action starts a refit; Cancel stops it.
    QSignalSpy finished(m_page->job(), &CalibrationJob::finished);
    m_page->refitAction()->trigger();
    QVERIFY(m_page->isRefitting());
    m_page->refit(); // ignored while running
    m_page->cancelRefit();
    QVERIFY(finished.wait(kTimeoutMs));
    QTest::qWait(20);
    QCOMPARE(finished.count(), 1);
}

void TestCalibrationPage::chartFollowsPaletteChanges()
{
    makePage(m_path);
    QSignalSpy finished(m_page->job(), &CalibrationJob::finished);
    m_page->refit();
    QVERIFY(finished.wait(kTimeoutMs));
    PredictionScatter *chart = m_page->scatter();
    const QColor lineLight = chart->referenceLineColor();
    const QColor seriesLight = chart->seriesColor(2);
    QPalette dark = m_page->palette();
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    m_page->setPalette(dark);
    QCoreApplication::processEvents();
    QVERIFY(chart->referenceLineColor() != lineLight);
    if (chart->seriesNames().size() > 2)
        QVERIFY(chart->seriesColor(2) != seriesLight);
}

QTEST_MAIN(TestCalibrationPage)
void TestCalibrationPage::emptyScatterIsReadableBeforeARefit()
{
    // Before a refit the scatter has no point: its axes keep their share of the page (they
    // shrank to a sliver once) and the note stands whole inside them, at the page's sizes in
    // a 1400x900 and a 1280x800 window.
    makePage(m_path);
    QCOMPARE(m_page->scatterPointCount(), 0);
    PredictionScatter *scatter = m_page->scatter();
    QVERIFY2(scatter->note().contains(QStringLiteral("Refit")), qPrintable(scatter->note()));
    for (const QSize size : {QSize(1370, 800), QSize(1250, 700)}) {
        m_page->resize(size);
        QCoreApplication::processEvents(); // the plot lays itself out on its resize
        QCoreApplication::processEvents();
        const QRect axes = scatter->axesRect();
        const QRect note = scatter->noteRect();
        QVERIFY2(axes.width() > scatter->width() * 3 / 5 && axes.height() > 150,
                 qPrintable(QStringLiteral("axes %1x%2 in a %3x%4 scatter")
                                .arg(axes.width())
                                .arg(axes.height())
                                .arg(scatter->width())
                                .arg(scatter->height())));
        QVERIFY(!note.isEmpty());
        QVERIFY2(axes.contains(note),
                 qPrintable(QStringLiteral("note %1,%2 %3x%4 outside the axes %5,%6 %7x%8")
                                .arg(note.x())
                                .arg(note.y())
                                .arg(note.width())
                                .arg(note.height())
                                .arg(axes.x())
                                .arg(axes.y())
                                .arg(axes.width())
                                .arg(axes.height())));
    }
}

void TestCalibrationPage::notesListTheCorrectionsPerModel()
{
    // The stored fit on the reference runs has too few runs per kind for offsets: none listed.
    makePage(m_path);
    QVERIFY(m_doc->profiles().modelOffsets.isEmpty());
    QVERIFY(!m_page->flaggedText().contains(QStringLiteral("Corrections per model")));
    // With an architecture's offset, the selected profile (B200 pooled over engines) lists it.
    ProfileSet withOffset = m_doc->profiles();
    ModelOffset offset;
    offset.tpotLog = std::log(1.25);
    offset.ttftLog = std::log(0.8);
    offset.runs = 30;
    withOffset.modelOffsets.insert(QStringLiteral("deepseek-r1|fp8"), offset);
    m_doc->setProfiles(withOffset);
    makePage(m_path);
    QCOMPARE(m_page->selectedProfile(), QStringLiteral("b200/any"));
    const QString text = m_page->flaggedText();
    QVERIFY2(text.contains(QStringLiteral("Corrections per model on this profile")) &&
                 text.contains(QStringLiteral("  deepseek-r1 fp8: TPOT ×%1, TTFT ×%2")
                                   .arg(m_page->locale().toString(1.25, 'f', 2),
                                        m_page->locale().toString(0.8, 'f', 2))),
             qPrintable(text));
}

void TestCalibrationPage::notesSayWhereDisaggregatedBandsComeFrom()
{
    // A band of its own says how many held-out runs set it; a borrowed one names its profile
    // (the page had called both "their own held-out errors").
    makePage(m_path);
    ProfileSet set = m_doc->profiles();
    const auto selected =
        std::find_if(set.profiles.begin(), set.profiles.end(),
                     [this](const Profile &p) { return p.name() == m_page->selectedProfile(); });
    QVERIFY(selected != set.profiles.end());
    selected->disaggTpotLog = std::pair{-0.2, 0.3};
    selected->disaggTtftLog = std::pair{-0.7, 1.1};
    selected->disaggTpotRuns = 12;
    selected->disaggTtftRuns = 11;
    m_doc->setProfiles(set);
    makePage(m_path);
    const QLocale loc = m_page->locale();
    QString text = m_page->flaggedText();
    QVERIFY2(text.contains(QStringLiteral("Disaggregated runs: TTFT ×%1 to ×%2 (from their own "
                                          "11 held-out run(s))")
                               .arg(loc.toString(std::exp(-0.7), 'f', 2),
                                    loc.toString(std::exp(1.1), 'f', 2))),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("(from their own 12 held-out run(s))")), qPrintable(text));
    selected->disaggTtftFrom = QStringLiteral("b200+h200/trtllm"); // its TPOT band is its own
    m_doc->setProfiles(set);
    makePage(m_path);
    text = m_page->flaggedText();
    QVERIFY2(text.contains(
                 QLatin1String("(from b200+h200/trtllm's 11 held-out run(s): too few of its own)")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("(from their own 12 held-out run(s))")), qPrintable(text));
}

#include "tst_calibrationpage.moc"
