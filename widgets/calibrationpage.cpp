#include "calibrationpage.h"

#include "calibrationjob.h"
#include "messagebanner.h"
#include "plannerdocument.h"
#include "planning.h"
#include "predictionscatter.h"
#include "teamhistory.h"
#include "theme.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRadioButton>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace moeplan::widgets {

namespace {

constexpr int kFolds = 5;
constexpr int kNameRole = Qt::UserRole;

enum ParamColumn
{
    ParamName,
    ParamValue,
    ParamError,
    ParamStatus,
    ParamColumns
};

enum ErrorColumn
{
    ErrGroup,
    ErrTpotCount,
    ErrTpotMedian,
    ErrTpotP90,
    ErrTpotCoverage,
    ErrTtftCount,
    ErrTtftMedian,
    ErrTtftP90,
    ErrTtftCoverage,
    ErrColumns
};

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString percentText(double fraction, const QLocale &locale)
{
    return locale.toString(100.0 * fraction, 'f', 1) + QLatin1Char('%');
}

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QLabel *buddyLabel(const QString &text, QWidget *buddy)
{
    auto *label = new QLabel(text);
    label->setBuddy(buddy);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

bool sameFittedValues(const CalibrationParams &a, const CalibrationParams &b)
{
    for (int j = 0; j < core::kFitParamCount; ++j) {
        const auto member = core::fitParamInfo(core::FitParam(j)).member;
        if (a.*member != b.*member)
            return false;
    }
    return true;
}

} // namespace

CalibrationPage::CalibrationPage(core::PlannerDocument *doc, const QString &historyPath,
                                 QWidget *parent)
    : QWidget(parent), m_doc(doc), m_historyPath(historyPath),
      m_job(new core::CalibrationJob(this)),
      m_refitAction(new QAction(tr("&Refit Calibration"), this)),
      m_cancelAction(new QAction(tr("Cancel Refit"), this)), m_banner(new MessageBanner),
      m_refitButton(new QToolButton), m_cancelButton(new QToolButton), m_progress(new QProgressBar),
      m_stage(new QLabel), m_status(new QLabel), m_inUse(new QLabel), m_profiles(new QTreeWidget),
      m_params(new QTableWidget), m_flagged(new QPlainTextEdit),
      m_tpot(new QRadioButton(tr("TPOT"))), m_ttft(new QRadioButton(tr("TTFT"))),
      m_scatter(new PredictionScatter), m_grouping(new QComboBox), m_errors(new QTableWidget),
      m_errorsNote(new QLabel)
{
    setObjectName(QStringLiteral("calibrationPage"));
    QWidget *left = buildProfilesSide();
    QWidget *right = buildValidationSide();
    auto *split = new QSplitter(Qt::Horizontal);
    // Wide enough for the parameter table's value, error and unit columns.
    left->setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    split->addWidget(left);
    split->addWidget(right);
    // Even halves: the profile and parameter tables show every column at 1400 px, and the
    // error table's two-line headers fit the other half.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({1000, 1000});
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(buildRefitBar());
    layout->addWidget(split, 1);

    // Until a refit in this session there are stored profiles but no validation: the page says
    // so rather than validating (and writing the database) on its own.
    const QString before = tr("The cross-validated errors and the predicted-vs-measured plot "
                              "appear after a refit (%1).")
                               .arg(refitKeys().constFirst().toString(QKeySequence::NativeText));
    m_errorsNote->setText(before);
    m_scatter->setEmptyNote(tr("No cross-validated predictions yet.\nRefit (%1) to plot each run's "
                               "held-out\nprediction against its measurement.")
                                .arg(refitKeys().constFirst().toString(QKeySequence::NativeText)));

    connect(m_profiles, &QTreeWidget::currentItemChanged, this, &CalibrationPage::fillParameters);
    connect(m_job, &core::CalibrationJob::progress, this, &CalibrationPage::onProgress);
    connect(m_job, &core::CalibrationJob::finished, this, &CalibrationPage::onFinished);
    // The scenario can change the profile in use; the window can hand the document other
    // profiles (e.g. stored by an import).
    connect(m_doc, &core::PlannerDocument::resultChanged, this, [this] {
        if (shownProfiles() != m_shown)
            fillProfiles();
        else
            markProfileInUse();
    });

    setRunning(false);
    showHistory();
}

void CalibrationPage::setHistoryPath(const QString &path)
{
    m_historyPath = path;
    m_outcome.reset();
    m_scatter->setPoints({});
    showHistory();
}

void CalibrationPage::showHistory()
{
    // A server's history by its URL, a file by its name.
    const QString name =
        core::isServerUrl(m_historyPath) ? m_historyPath : QFileInfo(m_historyPath).fileName();
    const QList<QKeySequence> keys = refitKeys();
    m_refitAction->setToolTip(
        tr("Refit the calibration profiles on every run of %1, cross-validate them (%2 folds "
           "grouped by deployment) and store them (%3)")
            .arg(name)
            .arg(kFolds)
            .arg(keys.constFirst().toString(QKeySequence::NativeText)));
    m_refitAction->setStatusTip(m_refitAction->toolTip());
    m_profiles->setToolTip(tr("Calibration profiles stored in %1; the one the current scenario "
                              "uses is bold. Select one to see its parameters.")
                               .arg(name));
    m_status->setText(tr("Profiles stored in %1.").arg(m_historyPath));
    // What the last cross-validated fit stored with these profiles (a CLI import or calibrate,
    // an earlier refit): shown at once.
    if (std::optional<core::CalibrationOutcome> stored =
            core::CalibrationJob::storedOutcome(m_historyPath)) {
        m_outcome = std::make_unique<core::CalibrationOutcome>(std::move(*stored));
        m_scatter->setPoints(m_outcome->heldOut);
        m_scatter->setEmptyNote(
            tr("No run has both a prediction\nand a measurement of this metric."));
    }
    fillProfiles();
    fillErrors();
}

QList<QKeySequence> CalibrationPage::refitKeys()
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Refresh);
    if (keys.isEmpty())
        keys << QKeySequence(Qt::Key_F5);
    return keys;
}

QHBoxLayout *CalibrationPage::buildRefitBar()
{
    // Actions: Refit (also for the window's menu) and Cancel (Esc while a refit runs).
    const QList<QKeySequence> keys = refitKeys();
    m_refitAction->setShortcuts(keys);
    m_refitAction->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    connect(m_refitAction, &QAction::triggered, this, &CalibrationPage::refit);
    addAction(m_refitAction);

    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_cancelAction->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
    m_cancelAction->setToolTip(tr("Stop the refit: nothing is stored and nothing changes (Esc)"));
    connect(m_cancelAction, &QAction::triggered, this, &CalibrationPage::cancelRefit);
    addAction(m_cancelAction);

    m_refitButton->setDefaultAction(m_refitAction);
    m_refitButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_cancelButton->setDefaultAction(m_cancelAction);
    m_cancelButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_progress->setRange(0, 100);
    m_progress->setToolTip(tr("Progress of the refit; the window stays usable meanwhile"));
    m_progress->setMaximumWidth(fontMetrics().averageCharWidth() * 30);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_refitButton);
    bar->addWidget(m_cancelButton);
    bar->addWidget(m_progress);
    bar->addWidget(m_stage);
    bar->addWidget(m_status, 1);

    return bar;
}

QWidget *CalibrationPage::buildProfilesSide()
{
    // Left: profiles, the selected profile's parameters, its flagged runs and notes.
    m_inUse->setWordWrap(true);
    m_inUse->setToolTip(tr("The calibration the current scenario uses (its \"calibration\" "
                           "setting, GPU kind and engine)"));
    m_profiles->setColumnCount(5);
    m_profiles->setHeaderLabels(
        {tr("Profile"), tr("Provenance"), tr("Runs"), tr("Fitted"), tr("TPOT error")});
    m_profiles->headerItem()->setToolTip(4, tr("In-sample median absolute TPOT error"));
    m_profiles->setRootIsDecorated(false);
    m_profiles->setUniformRowHeights(true);
    m_profiles->setAllColumnsShowFocus(true);
    m_profiles->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_params->setColumnCount(ParamColumns);
    m_params->setHorizontalHeaderLabels({tr("Parameter"), tr("Value"), tr("± SE"), tr("Status")});
    m_params->horizontalHeaderItem(ParamError)->setToolTip(tr("Standard error of a fitted value"));
    m_params->horizontalHeaderItem(ParamValue)
        ->setToolTip(tr("Fitted or prior value, with its unit; a fraction is of the datasheet peak "
                        "or a share"));
    m_params->verticalHeader()->setVisible(false);
    m_params->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_params->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6); // compact
    m_params->horizontalHeader()->setStretchLastSection(true);
    m_params->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_params->setWordWrap(false);
    m_params->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_params->setToolTip(tr("Parameters of the selected profile: fitted with their standard "
                            "errors, or kept at the datasheet prior with the reason"));

    m_flagged->setReadOnly(true);
    m_flagged->setToolTip(tr("Runs the fit left out (and why), the profile's notes and its 80% "
                             "prediction interval"));
    m_flagged->setMaximumHeight(fontMetrics().lineSpacing() * 8);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_inUse);
    leftLayout->addWidget(buddyLabel(tr("&Profiles"), m_profiles));
    leftLayout->addWidget(m_profiles, 2);
    leftLayout->addWidget(buddyLabel(tr("Para&meters"), m_params));
    leftLayout->addWidget(m_params, 3);
    leftLayout->addWidget(buddyLabel(tr("F&lagged runs and notes"), m_flagged));
    leftLayout->addWidget(m_flagged, 1);

    return left;
}

QWidget *CalibrationPage::buildValidationSide()
{
    // Right: held-out predictions against measurements, and the error table.
    m_tpot->setChecked(true);
    m_tpot->setToolTip(tr("Plot time per output token"));
    m_ttft->setToolTip(tr("Plot time to first token"));
    auto *metricRow = new QHBoxLayout;
    // Mnemonics here avoid the window's (File, Edit, Help, GPUs, Topology, Acceptance, Batch);
    // the arrow keys move between the two metrics.
    metricRow->addWidget(
        buddyLabel(tr("Predicted vs measured, cross-validated; metri&c:"), m_tpot));
    metricRow->addWidget(m_tpot);
    metricRow->addWidget(m_ttft);
    metricRow->addStretch(1);
    connect(m_tpot, &QRadioButton::toggled, this, [this](bool tpot) {
        m_scatter->setMetric(tpot ? PredictionScatter::Metric::Tpot
                                  : PredictionScatter::Metric::Ttft);
    });

    m_grouping->addItem(tr("GPU kind"), int(Grouping::GpuKind));
    m_grouping->addItem(tr("Engine"), int(Grouping::Engine));
    m_grouping->addItem(tr("Model"), int(Grouping::Model));
    m_grouping->addItem(tr("Serving mode"), int(Grouping::ServingMode));
    m_grouping->setToolTip(tr("How the cross-validated errors are grouped"));
    connect(m_grouping, &QComboBox::currentIndexChanged, this, &CalibrationPage::fillErrors);
    auto *groupRow = new QHBoxLayout;
    groupRow->addWidget(buddyLabel(tr("Cross-validated error&s by group:"), m_grouping));
    groupRow->addWidget(m_grouping);
    groupRow->addStretch(1);

    m_errors->setColumnCount(ErrColumns);
    // Two-line headers keep the nine columns inside the page at 1400 px.
    m_errors->setHorizontalHeaderLabels({tr("Group"), tr("TPOT\nn"), tr("TPOT\nmedian"),
                                         tr("TPOT\nP90"), tr("TPOT\nin 80%"), tr("TTFT\nn"),
                                         tr("TTFT\nmedian"), tr("TTFT\nP90"), tr("TTFT\nin 80%")});
    m_errors->verticalHeader()->setVisible(false);
    m_errors->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_errors->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_errors->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_errors->setWordWrap(false);
    m_errors->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_errors->setToolTip(tr("Absolute percentage errors of held-out predictions (median and "
                            "90th percentile) and the share of runs inside the predicted 80% "
                            "interval, for TPOT and TTFT"));
    m_errorsNote->setWordWrap(true);

    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(metricRow);
    rightLayout->addWidget(m_scatter, 3);
    rightLayout->addLayout(groupRow);
    rightLayout->addWidget(m_errorsNote);
    rightLayout->addWidget(m_errors, 2);

    return right;
}

CalibrationPage::~CalibrationPage() = default;

bool CalibrationPage::isRefitting() const
{
    return m_job->isRunning();
}

void CalibrationPage::setGrouping(Grouping grouping)
{
    m_grouping->setCurrentIndex(m_grouping->findData(int(grouping)));
}

CalibrationPage::Grouping CalibrationPage::grouping() const
{
    return Grouping(m_grouping->currentData().toInt());
}

int CalibrationPage::profileCount() const
{
    return m_profiles->topLevelItemCount();
}

QString CalibrationPage::selectedProfile() const
{
    const QTreeWidgetItem *item = m_profiles->currentItem();
    return item ? item->data(0, kNameRole).toString() : QString();
}

bool CalibrationPage::selectProfile(const QString &name)
{
    for (int i = 0; i < m_profiles->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_profiles->topLevelItem(i);
        if (item->data(0, kNameRole).toString() == name) {
            m_profiles->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

const QAbstractItemModel *CalibrationPage::parameterModel() const
{
    return m_params->model();
}

const QAbstractItemModel *CalibrationPage::errorModel() const
{
    return m_errors->model();
}

int CalibrationPage::scatterPointCount() const
{
    return m_scatter->pointCount();
}

QString CalibrationPage::errorText() const
{
    return m_banner->isVisibleTo(this) ? m_banner->text() : QString();
}

QString CalibrationPage::statusText() const
{
    return m_status->text();
}

QString CalibrationPage::flaggedText() const
{
    return m_flagged->toPlainText();
}

void CalibrationPage::refit()
{
    if (m_job->isRunning())
        return;
    m_banner->showMessage({});
    if (!m_job->start(m_historyPath, m_doc->catalog(), kFolds))
        return;
    m_progress->setValue(0);
    m_stage->setText(tr("Starting"));
    m_status->setText(tr("Refitting on the runs of %1…").arg(m_historyPath));
    setRunning(true);
}

void CalibrationPage::cancelRefit()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    m_cancelAction->setEnabled(false);
    m_stage->setText(tr("Cancelling…"));
}

void CalibrationPage::onProgress(int percent, const QString &stage)
{
    m_progress->setValue(percent);
    m_stage->setText(stage);
}

void CalibrationPage::onFinished(const core::CalibrationOutcome &outcome)
{
    setRunning(false);
    if (outcome.cancelled) {
        m_status->setText(tr("Refit cancelled: the stored profiles are unchanged."));
        return;
    }
    if (!outcome.error.isEmpty()) {
        m_banner->showMessage(tr("Refit failed: %1").arg(outcome.error));
        m_status->setText(tr("Profiles unchanged."));
        return;
    }
    m_outcome = std::make_unique<core::CalibrationOutcome>(outcome);
    const QLocale loc = locale();
    m_status->setText(tr("Refitted %Ln profile(s) on %1 runs (%2 not placed in the model) in "
                         "%3 s; stored in %4.",
                         nullptr, int(outcome.profiles.profiles.size()))
                          .arg(loc.toString(outcome.placed), loc.toString(outcome.unplaced),
                               loc.toString(double(outcome.elapsedMs) / 1000.0, 'f', 1),
                               outcome.historyPath));
    m_scatter->setPoints(outcome.heldOut);
    m_scatter->setEmptyNote(tr("No run has both a prediction\nand a measurement of this metric."));
    m_doc->setProfiles(outcome.profiles);
    fillProfiles(); // also when names and fit times are unchanged: the flagged runs are new
    fillErrors();
    emit profilesChanged();
}

void CalibrationPage::setRunning(bool running)
{
    m_refitAction->setEnabled(!running);
    m_cancelAction->setEnabled(running);
    m_cancelButton->setVisible(running);
    m_progress->setVisible(running);
    m_stage->setVisible(running);
}

QStringList CalibrationPage::shownProfiles() const
{
    QStringList out;
    for (const core::Profile &p : m_doc->profiles().profiles)
        out << p.name() + QLatin1Char('@') + p.fittedAt;
    return out;
}

void CalibrationPage::fillProfiles()
{
    m_shown = shownProfiles();
    const QString keep = selectedProfile();
    const QLocale loc = locale();
    const QSignalBlocker block(m_profiles);
    m_profiles->clear();
    for (const core::Profile &p : m_doc->profiles().profiles) {
        auto *item = new QTreeWidgetItem(m_profiles);
        item->setData(0, kNameRole, p.name());
        // Pooled profiles are named by every kind they pool ("b200+gb200+h100/sglang"): shown
        // as the engine over its kinds, the full name in the tooltip.
        const bool pooled = p.gpu.contains(QLatin1Char('+'));
        item->setText(
            0, pooled ? tr("%1 kinds/%2").arg(p.gpu.count(QLatin1Char('+')) + 1).arg(p.engine)
                      : p.name());
        item->setText(
            1, pooled || p.transferredFrom.isEmpty() || p.transferredFrom == p.name()
                   ? qs(provenanceName(p.provenance))
                   : tr("%1 from %2").arg(qs(provenanceName(p.provenance)), p.transferredFrom));
        item->setText(2, loc.toString(p.runCount));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(3, p.fittedAt.left(10));
        item->setToolTip(3, p.fittedAt);
        item->setText(4, percentText(p.tpotMedianApe, loc));
        item->setTextAlignment(4, Qt::AlignRight | Qt::AlignVCenter);
        if (p.provenance == Provenance::Transferred)
            item->setToolTip(0, tr("%1: pooled over GPU kinds, what a kind without runs of its "
                                   "own is predicted with")
                                    .arg(p.name()));
    }
    const QString inUse = profileInUse();
    if (!selectProfile(keep) && !selectProfile(inUse) && m_profiles->topLevelItemCount() > 0)
        m_profiles->setCurrentItem(m_profiles->topLevelItem(0));
    markProfileInUse();
    fillParameters();
}

QString CalibrationPage::profileInUse() const
{
    const core::ParamsChoice choice =
        core::paramsFor(m_doc->scenario(), &m_doc->profiles(), &m_doc->catalog());
    if (choice.provenance != Provenance::Calibrated && choice.provenance != Provenance::Transferred)
        return {};
    // paramsFor copies the chosen profile's parameters; its label names it.
    QString found;
    for (const core::Profile &p : m_doc->profiles().profiles) {
        if (!sameFittedValues(p.params, choice.params))
            continue;
        if (choice.label.contains(p.name()))
            return p.name();
        if (found.isEmpty())
            found = p.name();
    }
    return found;
}

void CalibrationPage::markProfileInUse()
{
    const QString inUse = profileInUse();
    for (int i = 0; i < m_profiles->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_profiles->topLevelItem(i);
        QFont f = m_profiles->font();
        f.setBold(item->data(0, kNameRole).toString() == inUse);
        for (int c = 0; c < m_profiles->columnCount(); ++c)
            item->setFont(c, f);
    }
    const core::ParamsChoice choice =
        core::paramsFor(m_doc->scenario(), &m_doc->profiles(), &m_doc->catalog());
    m_inUse->setText(tr("Current scenario: %1").arg(choice.label));
}

void CalibrationPage::fillParameters()
{
    const QString name = selectedProfile();
    const core::Profile *profile = nullptr;
    for (const core::Profile &p : m_doc->profiles().profiles) {
        if (p.name() == name)
            profile = &p;
    }
    m_params->clearContents();
    m_params->setRowCount(profile ? core::kFitParamCount : 0);
    if (!profile) {
        m_flagged->setPlainText(m_doc->profiles().profiles.isEmpty()
                                    ? tr("No calibration profiles yet: refit to fit them on the "
                                         "runs of %1.")
                                          .arg(m_historyPath)
                                    : QString());
        return;
    }
    const QLocale loc = locale();
    const QColor muted = theme::muted(palette());
    for (int j = 0; j < core::kFitParamCount; ++j) {
        const core::FitParamInfo &info = core::fitParamInfo(core::FitParam(j));
        const core::ParamEstimate &e = profile->estimates[std::size_t(j)];
        const bool fitted = e.status == core::ParamStatus::Fitted;
        // Dimensionless parameters are fractions of a peak or shares; "us" reads as µs.
        const QString unit = *info.unit == '\0'                 ? tr("fraction")
                             : QLatin1String(info.unit) == "us" ? QStringLiteral("µs")
                                                                : QLatin1String(info.unit);
        const QString unitSuffix =
            *info.unit == '\0' ? QString() : QStringLiteral("\u00a0") + unit; // no break
        QTableWidgetItem *items[ParamColumns] = {
            cell(QCoreApplication::translate("FitParam", info.label)),
            cell(loc.toString(e.value, 'g', 4) + unitSuffix, true),
            cell(fitted ? QStringLiteral("± ") + loc.toString(e.stdError, 'g', 2)
                        : QStringLiteral("–"),
                 true),
            // A prior's note says so and why ("kept prior: 2 run(s) exercise it").
            // The status in a word; why a prior was kept is in the tooltip.
            cell(fitted                                      ? tr("fitted")
                 : e.note == QLatin1String("term taken out") ? tr("out")
                                                             : tr("prior"))};
        items[ParamName]->setToolTip(tr("%1 (key %2): bounds %3 to %4 %5")
                                         .arg(items[ParamName]->text(), QLatin1String(info.key),
                                              loc.toString(info.lower, 'g', 4),
                                              loc.toString(info.upper, 'g', 4), unit));
        if (!fitted) {
            items[ParamStatus]->setToolTip(
                tr("Kept at the datasheet prior: the runs do not determine it (%1)")
                    .arg(e.note.isEmpty() ? tr("no fit") : e.note));
            for (QTableWidgetItem *it : items)
                it->setForeground(muted);
        }
        for (int c = 0; c < ParamColumns; ++c)
            m_params->setItem(j, c, items[c]);
    }

    // The interval and the notes first: the flagged runs can be hundreds of lines.
    QStringList lines;
    for (const QString &n : profile->notes)
        lines << tr("Note: %1").arg(n);
    lines << tr("80% prediction interval: TPOT ×%1 to ×%2, TTFT ×%3 to ×%4")
                 .arg(loc.toString(std::exp(profile->tpotLogLo), 'f', 2),
                      loc.toString(std::exp(profile->tpotLogHi), 'f', 2),
                      loc.toString(std::exp(profile->ttftLogLo), 'f', 2),
                      loc.toString(std::exp(profile->ttftLogHi), 'f', 2));
    // Where the disaggregated bands come from: a band of a few runs is their extremes.
    const auto disaggSource = [&](int runs, const QString &from) {
        const QString count = runs > 0 ? tr("%Ln held-out run(s)", nullptr, runs) : QString();
        if (!from.isEmpty())
            return count.isEmpty() ? tr("from %1: too few of its own").arg(from)
                                   : tr("from %1's %2: too few of its own").arg(from, count);
        return count.isEmpty() ? tr("from their own held-out errors")
                               : tr("from their own %1").arg(count);
    };
    if (profile->disaggTpotLog)
        lines << tr("Disaggregated runs: TPOT ×%1 to ×%2 (%3)")
                     .arg(loc.toString(std::exp(profile->disaggTpotLog->first), 'f', 2),
                          loc.toString(std::exp(profile->disaggTpotLog->second), 'f', 2),
                          disaggSource(profile->disaggTpotRuns, profile->disaggTpotFrom));
    if (profile->disaggTtftLog)
        lines << tr("Disaggregated runs: TTFT ×%1 to ×%2 (%3)")
                     .arg(loc.toString(std::exp(profile->disaggTtftLog->first), 'f', 2),
                          loc.toString(std::exp(profile->disaggTtftLog->second), 'f', 2),
                          disaggSource(profile->disaggTtftRuns, profile->disaggTtftFrom));
    const QVector<std::pair<QString, core::ModelOffset>> offsets =
        m_doc->profiles().offsetsOn(*profile);
    if (!offsets.isEmpty()) {
        lines << (profile->provenance == Provenance::Transferred
                      ? tr("Corrections per model on this profile (aggregated serving; the "
                           "offsets of the architecture and of this engine for it, together):")
                      : tr("Corrections per model on this profile (aggregated serving; the "
                           "offsets of the architecture, of this engine for it and on this GPU "
                           "kind, together):"));
        for (const auto &[key, offset] : offsets)
            lines << tr("  %1: TPOT ×%2, TTFT ×%3")
                         .arg(QString(key).replace(QLatin1Char('|'), QLatin1Char(' ')),
                              loc.toString(std::exp(offset.tpotLog), 'f', 2),
                              loc.toString(std::exp(offset.ttftLog), 'f', 2));
    }
    if (!profile->flags.isEmpty()) {
        lines << tr("%Ln run(s) flagged, not fitted:", nullptr, int(profile->flags.size()));
        for (const core::RunFlag &f : profile->flags)
            lines << tr("  run %1: %2").arg(f.id, f.reason);
    } else if (profile->flagsKnown) {
        lines << tr("No runs flagged.");
    } else {
        lines << tr("Runs the fit flagged are listed after a refit.");
    }
    m_flagged->setPlainText(lines.join(QLatin1Char('\n')));
}

void CalibrationPage::fillErrors()
{
    m_errors->clearContents();
    if (!m_outcome) {
        m_errors->setRowCount(0);
        return;
    }
    const core::ValidationReport &r = m_outcome->validation;
    QString note = tr("%1: each of %2 runs predicted by profiles fitted without its fold.")
                       .arg(r.method, locale().toString(qlonglong(m_outcome->heldOut.size())));
    if (!m_outcome->validatedAt.isEmpty()) {
        const QDateTime at = QDateTime::fromString(m_outcome->validatedAt, Qt::ISODate);
        note += QLatin1Char(' ') +
                tr("Stored with the profiles on %1.")
                    .arg(at.isValid() ? locale().toString(at.toLocalTime(), QLocale::ShortFormat)
                                      : m_outcome->validatedAt);
    }
    if (r.underdetermined.tpotCount + r.underdetermined.ttftCount > 0)
        note +=
            QLatin1Char(' ') +
            tr("%Ln underdetermined run(s) (worker counts, or a plan that holds the weights, not "
               "stated) are left out of the table: their TPOT interval held the measurement for "
               "%1 of them.",
               nullptr, r.underdetermined.tpotCount)
                .arg(locale().toString(100 * r.underdetermined.tpotCoverage, 'f', 0) +
                     QLatin1Char('%'));
    m_errorsNote->setText(note);
    const QVector<core::ErrorRow> *rows = &r.byGpu;
    switch (grouping()) {
    case Grouping::GpuKind:
        rows = &r.byGpu;
        break;
    case Grouping::Engine:
        rows = &r.byEngine;
        break;
    case Grouping::Model:
        rows = &r.byModel;
        break;
    case Grouping::ServingMode:
        rows = &r.byMode;
        break;
    }
    const QLocale loc = locale();
    m_errors->setRowCount(int(rows->size()) + 1);
    // A group without runs of a metric has no error for it: a dash, not 0 %.
    auto share = [&](int count, double value) {
        return cell(count > 0 ? percentText(value, loc) : QStringLiteral("–"), true);
    };
    auto put = [&](int row, const core::ErrorRow &e, const QString &label) {
        QTableWidgetItem *items[ErrColumns] = {cell(label),
                                               cell(loc.toString(e.tpotCount), true),
                                               share(e.tpotCount, e.tpotMedianApe),
                                               share(e.tpotCount, e.tpotP90Ape),
                                               share(e.tpotCount, e.tpotCoverage),
                                               cell(loc.toString(e.ttftCount), true),
                                               share(e.ttftCount, e.ttftMedianApe),
                                               share(e.ttftCount, e.ttftP90Ape),
                                               share(e.ttftCount, e.ttftCoverage)};
        for (int c = 0; c < ErrColumns; ++c)
            m_errors->setItem(row, c, items[c]);
    };
    for (int i = 0; i < rows->size(); ++i)
        put(i, rows->at(i), rows->at(i).group);
    put(int(rows->size()), r.overall, tr("All runs"));
    QFont bold = m_errors->font();
    bold.setBold(true);
    for (int c = 0; c < ErrColumns; ++c)
        m_errors->item(int(rows->size()), c)->setFont(bold);
}

void CalibrationPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        fillParameters(); // prior rows are drawn in the theme's muted colour
}

} // namespace moeplan::widgets
