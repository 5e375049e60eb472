#pragma once
// Before an import: each file dropped or chosen (folders expanded) with its detected format,
// the runs it holds, what its deployment lacks and what will be refused and why; one place to
// give the deployment for every file that states none; and, given the history, how the runs
// stand against its measured loads (runs that disagree with their deployment's other loads are
// worth a look before they are imported). Reading and checking happen in worker threads with
// progress and cancel; nothing is written until Import.

#include "calibration.h"
#include "importjob.h"
#include "runcheckjob.h"

#include <QDialog>
#include <QJsonObject>
#include <QSet>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace moeplan {
class Catalog;
struct Scenario;
} // namespace moeplan

namespace moeplan::widgets {

class ImportPreviewDialog final : public QDialog
{
    Q_OBJECT
public:
    /// `inputs` are files and folders; the deployment dialog is prefilled from `prefill`.
    ImportPreviewDialog(const Catalog &catalog, const Scenario &prefill, const QStringList &inputs,
                        QWidget *parent = nullptr);

    /// The files to import: every file but those found in a folder that are no benchmark result
    /// and those the user unticked.
    QStringList filesToImport() const;
    /// The deployment given for files that state none (empty when none was given).
    QJsonObject deployment() const { return m_deployment; }
    /// Sets the deployment and reads the files again with it.
    void setDeployment(const QJsonObject &deployment);
    /// Checks the runs of the files, once read, against the runs of the history at
    /// `historyPath` (file or server URL, read in a worker) with `profiles` (the column "Against
    /// the history"); without it the column stays hidden.
    void setHistory(const QString &historyPath, const core::ProfileSet &profiles);
    /// The previews shown (after the reading finished).
    QVector<core::FilePreview> previews() const { return m_previews; }
    bool isReading() const;

signals:
    void readingFinished();
    /// The runs read were checked against the history (after readingFinished).
    void checkFinished();

private:
    void startReading();
    void onFinished();
    void startCheck();
    void onCheckFinished(const core::RunCheckScan &scan);
    /// The checks of preview `row`'s runs (empty until the check ends).
    QVector<const core::HistoryRunCheck *> checksOf(int row) const;
    void showDetails();
    void askDeployment();
    /// What the import will do with the file of `row` (left out, merged, refused, its runs).
    QString statusOf(int row) const;
    /// The headline, the status column and the Import button, after a read, a check or a tick.
    void updateSummary();

    const Catalog &m_catalog;
    const Scenario &m_prefill;
    QStringList m_files;
    QSet<QString> m_fromFolders;
    QSet<QString> m_leftOut; ///< files unticked: not imported
    QJsonObject m_deployment;
    bool m_restart = false;
    QVector<core::FilePreview> m_previews;
    core::ImportPreviewJob *m_job;
    QString m_historyPath; ///< empty: no check
    core::ProfileSet m_profiles;
    core::RunCheckJob *m_checkJob;
    std::vector<core::HistoryRunCheck> m_checks; ///< the previews' runs in order, once checked
    QVector<int> m_firstRun; ///< the index in m_checks of each preview's first run
    QString m_checkError;
    QLabel *m_headline;
    QTableWidget *m_table;
    QPlainTextEdit *m_details;
    QProgressBar *m_progress;
    QPushButton *m_deploymentButton, *m_leaveOutButton, *m_importButton, *m_stopButton;
};

} // namespace moeplan::widgets
