#include "importpreviewdialog.h"

#include "deploymentdialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace moeplan::widgets {

namespace {

enum Column
{
    FileColumn,
    FormatColumn,
    RunsColumn,
    RefusedColumn,
    CheckColumn,
    StatusColumn,
    ColumnCount
};

} // namespace

ImportPreviewDialog::ImportPreviewDialog(const Catalog &catalog, const Scenario &prefill,
                                         const QStringList &inputs, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_prefill(prefill),
      m_job(new core::ImportPreviewJob(this)), m_checkJob(new core::RunCheckJob(this)),
      m_headline(new QLabel), m_table(new QTableWidget(0, ColumnCount)),
      m_details(new QPlainTextEdit), m_progress(new QProgressBar)
{
    setWindowTitle(tr("Import benchmark results"));
    m_files = core::expandInputs(inputs, nullptr, &m_fromFolders);
    m_headline->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("File"), tr("Format"), tr("Runs"), tr("Refused"),
                                        tr("Against the history"), tr("What will happen")});
    m_table->setColumnHidden(CheckColumn, true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("One row per file: the format recognised in it, the runs it holds, "
                           "the records that will be refused, and what the import will do"));
    m_details->setReadOnly(true);
    m_details->setPlaceholderText(tr("Select a file to see why records are refused and what "
                                     "the import notes about it."));
    m_details->setToolTip(tr("The selected file's refusals and notes"));
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ImportPreviewDialog::showDetails);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() != FileColumn || item->row() >= m_previews.size())
            return;
        const QString &path = m_previews.at(item->row()).path;
        if (item->checkState() == Qt::Checked)
            m_leftOut.remove(path);
        else
            m_leftOut.insert(path);
        updateSummary();
    });

    m_deploymentButton = new QPushButton(tr("&Deployment for files that state none…"));
    m_deploymentButton->setToolTip(tr("Give the GPU kind, GPU count and plan once for every file "
                                      "that does not state them; what a file states wins"));
    connect(m_deploymentButton, &QPushButton::clicked, this, &ImportPreviewDialog::askDeployment);
    m_stopButton = new QPushButton(tr("&Stop reading"));
    m_stopButton->setToolTip(tr("Stop reading the files; those read so far are listed"));
    connect(m_stopButton, &QPushButton::clicked, m_job, &core::ImportPreviewJob::cancel);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_importButton = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_importButton->setToolTip(tr("Import the files listed (one undo step)"));
    m_importButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_stopButton);
    m_leaveOutButton = new QPushButton(tr("Leave &out files with runs that disagree"));
    m_leaveOutButton->setToolTip(tr("Untick every file with a run that disagrees with its "
                                    "deployment's other measured loads (tick one again to keep "
                                    "it)"));
    m_leaveOutButton->setEnabled(false);
    connect(m_leaveOutButton, &QPushButton::clicked, this, [this] {
        for (int i = 0; i < m_previews.size(); ++i) {
            const QVector<const core::HistoryRunCheck *> checks = checksOf(i);
            if (std::any_of(checks.cbegin(), checks.cend(),
                            [](const auto *c) { return c->disagrees(); }))
                m_table->item(i, FileColumn)->setCheckState(Qt::Unchecked); // itemChanged
        }
    });
    auto *actionRow = new QHBoxLayout;
    actionRow->addWidget(m_deploymentButton);
    actionRow->addWidget(m_leaveOutButton);
    actionRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addLayout(progressRow);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_details, 1);
    layout->addLayout(actionRow);
    layout->addWidget(buttons);
    resize(880, 520);

    connect(m_job, &core::ImportPreviewJob::progress, this, [this](int done, int count) {
        m_progress->setRange(0, count);
        m_progress->setValue(done);
    });
    connect(m_job, &core::ImportPreviewJob::finished, this, &ImportPreviewDialog::onFinished);
    connect(m_checkJob, &core::RunCheckJob::finished, this, &ImportPreviewDialog::onCheckFinished);
    startReading();
}

void ImportPreviewDialog::setHistory(const QString &historyPath, const core::ProfileSet &profiles)
{
    m_historyPath = historyPath;
    m_profiles = profiles;
    m_table->setColumnHidden(CheckColumn, historyPath.isEmpty());
    if (!isReading() && !m_previews.isEmpty())
        startCheck();
}

bool ImportPreviewDialog::isReading() const
{
    return m_job->isRunning();
}

void ImportPreviewDialog::setDeployment(const QJsonObject &deployment)
{
    m_deployment = deployment;
    startReading();
}

void ImportPreviewDialog::startReading()
{
    if (m_job->isRunning()) {
        m_restart = true; // onFinished() starts again with the new deployment
        m_job->cancel();
        return;
    }
    m_headline->setText(tr("Reading %Ln file(s)…", nullptr, int(m_files.size())));
    m_progress->setRange(0, std::max<int>(1, int(m_files.size())));
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_stopButton->setVisible(true);
    m_importButton->setEnabled(false);
    m_deploymentButton->setEnabled(false);
    m_job->setCatalog(m_catalog);
    m_job->start(m_files, m_deployment);
}

QString ImportPreviewDialog::statusOf(int row) const
{
    const core::FilePreview &p = m_previews.at(row);
    if (p.unrecognised)
        return m_fromFolders.contains(p.path) ? tr("skip: not a benchmark result")
                                              : tr("refuse: not a recognised benchmark result");
    if (m_leftOut.contains(p.path))
        return tr("leave out (unticked)");
    if (p.merge && p.runs == 0 && p.refused > 0)
        return tr("refuse: %1").arg(p.reason);
    if (p.merge && p.runs == 0)
        return tr("merge the history database");
    if (p.runs == 0)
        return p.needsDeployment ? tr("needs the deployment: %1").arg(p.missing.value(0))
                                 : tr("refuse: %1").arg(p.reason);
    // Once checked: the import stores each run once.
    const QVector<const core::HistoryRunCheck *> checks = checksOf(row);
    const auto stored = int(
        std::count_if(checks.cbegin(), checks.cend(), [](const auto *c) { return c->runId > 0; }));
    if (stored > 0 && stored == p.runs)
        return tr("nothing new: the history holds its runs");
    if (stored > 0)
        return p.merge ? tr("merge %Ln new run(s)", nullptr, p.runs - stored)
                       : tr("import %Ln new run(s)", nullptr, p.runs - stored);
    if (p.merge)
        return p.refused > 0 ? tr("merge %Ln run(s); refuse %1", nullptr, p.runs).arg(p.refused)
                             : tr("merge %Ln run(s)", nullptr, p.runs);
    if (p.refused > 0)
        return tr("import %Ln run(s); refuse %1 record(s)", nullptr, p.runs).arg(p.refused);
    return tr("import %Ln run(s)", nullptr, p.runs);
}

void ImportPreviewDialog::onFinished()
{
    if (m_restart) {
        m_restart = false;
        startReading();
        return;
    }
    m_previews = m_job->results();
    m_checks.clear();
    m_checkError.clear();
    m_firstRun.clear();
    for (int i = 0, first = 0; i < m_previews.size(); ++i) {
        m_firstRun << first;
        first += int(m_previews.at(i).runRecords.size());
    }
    const QSignalBlocker quiet(m_table); // no itemChanged while the rows are filled
    m_table->setRowCount(int(m_previews.size()));
    for (int i = 0; i < m_previews.size(); ++i) {
        const core::FilePreview &p = m_previews.at(i);
        auto *file = new QTableWidgetItem(QFileInfo(p.path).fileName());
        file->setToolTip(tr("%1\nUntick to leave the file out of the import (Space)").arg(p.path));
        // Each file can be left out (one whose runs disagree, say); kept across re-reads.
        file->setFlags(file->flags() | Qt::ItemIsUserCheckable);
        file->setCheckState(m_leftOut.contains(p.path) ? Qt::Unchecked : Qt::Checked);
        m_table->setItem(i, FileColumn, file);
        m_table->setItem(i, FormatColumn, new QTableWidgetItem(p.format));
        auto number = [](int n) {
            auto *item = new QTableWidgetItem(QString::number(n));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        m_table->setItem(i, RunsColumn, number(p.runs));
        const bool skip = p.unrecognised && m_fromFolders.contains(p.path);
        m_table->setItem(i, RefusedColumn, number(skip ? 0 : p.refused));
        m_table->setItem(i, CheckColumn, new QTableWidgetItem);
        m_table->setItem(i, StatusColumn, new QTableWidgetItem);
    }
    updateSummary();
    m_table->resizeColumnsToContents();
    m_progress->setVisible(false);
    m_stopButton->setVisible(false);
    m_deploymentButton->setEnabled(true);
    if (m_table->rowCount() > 0 && m_table->selectedItems().isEmpty())
        m_table->selectRow(0);
    emit readingFinished();
    if (!m_historyPath.isEmpty())
        startCheck();
}

void ImportPreviewDialog::updateSummary()
{
    const QSignalBlocker quiet(m_table);
    int runs = 0, files = 0, needing = 0, refused = 0, skipped = 0, leftOut = 0;
    int disagreeing = 0, stored = 0;
    for (int i = 0; i < m_previews.size(); ++i) {
        const core::FilePreview &p = m_previews.at(i);
        if (QTableWidgetItem *status = m_table->item(i, StatusColumn))
            status->setText(statusOf(i));
        if (p.unrecognised && m_fromFolders.contains(p.path)) {
            ++skipped;
            continue;
        }
        if (m_leftOut.contains(p.path)) {
            ++leftOut;
            continue;
        }
        if (p.runs > 0 || (p.merge && p.refused == 0))
            ++files, runs += p.runs;
        else if (p.needsDeployment)
            ++needing;
        else
            ++refused;
        for (const core::HistoryRunCheck *c : checksOf(i)) {
            disagreeing += c->disagrees() ? 1 : 0;
            stored += c->runId > 0 ? 1 : 0;
        }
    }
    // One sentence of clauses; the separator and the full stop are the language's own.
    QStringList parts{tr("%Ln file(s) will be imported with %1 run(s)", nullptr, files).arg(runs)};
    if (needing > 0)
        parts << tr("%Ln need(s) the deployment they do not state", nullptr, needing);
    if (refused > 0)
        parts << tr("%Ln will be refused", nullptr, refused);
    if (skipped > 0)
        parts << tr("%Ln skipped (not benchmark results)", nullptr, skipped);
    if (leftOut > 0)
        parts << tr("%Ln left out", nullptr, leftOut);
    QString headline = parts.join(tr("; ", "between the clauses of a summary sentence")) +
                       tr(".", "ends a summary sentence");
    if (m_previews.size() < m_files.size())
        headline += QLatin1Char(' ') + tr("Reading stopped after %1 of %2 files; only those "
                                          "are imported.")
                                           .arg(m_previews.size())
                                           .arg(m_files.size());
    if (disagreeing > 0)
        headline += QLatin1Char(' ') +
                    tr("%Ln run(s) disagree with their deployment's other measured loads; select "
                       "a file to see which, and check them before calibrating on them.",
                       nullptr, disagreeing);
    if (stored > 0)
        headline += QLatin1Char(' ') +
                    tr("%Ln run(s) are already in the history and will not be stored again.",
                       nullptr, stored);
    m_headline->setText(headline);
    m_importButton->setEnabled(!isReading() && (files > 0 || needing > 0));
    m_leaveOutButton->setEnabled(disagreeing > 0);
}

void ImportPreviewDialog::startCheck()
{
    m_checks.clear();
    m_checkError.clear();
    QVector<core::RunRecord> runs;
    for (int i = 0; i < m_previews.size(); ++i) {
        runs << m_previews.at(i).runRecords;
        if (!m_previews.at(i).runRecords.isEmpty())
            m_table->item(i, CheckColumn)->setText(tr("checking…"));
    }
    if (!runs.isEmpty())
        m_checkJob->startNew(m_catalog, m_profiles, m_historyPath, std::move(runs));
}

QVector<const core::HistoryRunCheck *> ImportPreviewDialog::checksOf(int row) const
{
    QVector<const core::HistoryRunCheck *> out;
    if (row < 0 || row >= m_firstRun.size())
        return out;
    const auto first = std::size_t(m_firstRun.at(row));
    const std::size_t count = std::size_t(m_previews.at(row).runRecords.size());
    for (std::size_t k = first; k < first + count && k < m_checks.size(); ++k)
        out << &m_checks[k];
    return out;
}

void ImportPreviewDialog::onCheckFinished(const core::RunCheckScan &scan)
{
    m_checks = scan.newRuns;
    m_checkError = scan.error;
    const QSignalBlocker quiet(m_table);
    for (int i = 0; i < m_previews.size(); ++i) {
        if (m_previews.at(i).runRecords.isEmpty())
            continue;
        QTableWidgetItem *item = m_table->item(i, CheckColumn);
        if (!m_checkError.isEmpty()) {
            item->setText(tr("not checked"));
            continue;
        }
        const QVector<const core::HistoryRunCheck *> checks = checksOf(i);
        int d = 0, s = 0;
        for (const core::HistoryRunCheck *c : checks) {
            d += c->disagrees() ? 1 : 0;
            s += c->runId > 0 ? 1 : 0;
        }
        QStringList parts;
        parts << (d > 0 ? tr("%1 of %Ln run(s) disagree", nullptr, int(checks.size())).arg(d)
                        : tr("none disagrees"));
        if (s > 0)
            parts << tr("%Ln already stored", nullptr, s);
        item->setText(parts.join(tr("; ", "between the clauses of a summary sentence")));
        QFont font = item->font();
        font.setBold(d > 0);
        item->setFont(font);
        item->setToolTip(tr("Each run set beside the model and beside the history's measured "
                            "loads of its deployment (and the other files' runs); select the "
                            "file to read why"));
    }
    updateSummary();
    m_table->resizeColumnToContents(CheckColumn);
    m_table->resizeColumnToContents(StatusColumn);
    showDetails();
    emit checkFinished();
}

void ImportPreviewDialog::showDetails()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_previews.size()) {
        m_details->clear();
        return;
    }
    const core::FilePreview &p = m_previews.at(row);
    QStringList lines{p.path};
    if (!p.reason.isEmpty())
        lines << tr("Refused: %1").arg(p.reason);
    for (const QString &m : p.missing)
        lines << tr("Missing: %1").arg(m);
    for (const QString &n : p.notes)
        lines << tr("Note: %1").arg(n);
    const QVector<const core::HistoryRunCheck *> checks = checksOf(row);
    if (!m_checkError.isEmpty() && !p.runRecords.isEmpty())
        lines << tr("Not checked against the history: %1").arg(m_checkError);
    // Every run's sentences for a few runs; for many, those that disagree or cannot be
    // checked (at most kListed) and a count of those already stored.
    constexpr int kFew = 20, kListed = 50;
    const bool few = checks.size() <= kFew;
    int listed = 0, unlisted = 0, stored = 0;
    for (int k = 0; k < checks.size(); ++k) {
        const core::HistoryRunCheck &c = *checks.at(k);
        stored += c.runId > 0 ? 1 : 0;
        if (!few && c.check && !c.disagrees())
            continue;
        if (listed >= kListed) {
            ++unlisted;
            continue;
        }
        ++listed;
        const core::RunRecord &r = p.runRecords.at(k);
        const std::optional<double> clients =
            r.concurrencyConfigured ? r.concurrencyConfigured : r.concurrencyAchieved;
        const QString run =
            clients ? tr("Run %1 (%2 clients)").arg(k + 1).arg(*clients) : tr("Run %1").arg(k + 1);
        if (c.runId > 0 && few)
            lines << tr("%1 is already in the history (run %2).").arg(run).arg(c.runId);
        lines << tr("%1: %2").arg(run,
                                  c.check ? c.check->findings.join(QLatin1Char(' ')) : c.error);
    }
    if (unlisted > 0)
        lines << tr("… and %Ln more run(s) that disagree or cannot be checked.", nullptr, unlisted);
    if (!few && stored > 0)
        lines << tr("%Ln of its runs are already in the history.", nullptr, stored);
    m_details->setPlainText(lines.join(QLatin1Char('\n')));
}

void ImportPreviewDialog::askDeployment()
{
    DeploymentDialog dialog(m_catalog, m_prefill, this);
    int lacking = 0;
    for (const core::FilePreview &p : std::as_const(m_previews))
        lacking += p.needsDeployment ? 1 : 0;
    dialog.setFileName(tr("%Ln file(s) that state no deployment", nullptr, lacking));
    if (dialog.exec() == QDialog::Accepted)
        setDeployment(dialog.deployment());
}

QStringList ImportPreviewDialog::filesToImport() const
{
    QStringList out;
    for (const core::FilePreview &p : m_previews) {
        if ((p.unrecognised && m_fromFolders.contains(p.path)) || m_leftOut.contains(p.path))
            continue;
        out << p.path;
    }
    return out;
}

} // namespace moeplan::widgets
