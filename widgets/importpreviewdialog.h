#pragma once
// Before an import: each file dropped or chosen (folders expanded) with its detected format,
// the runs it holds, what its deployment lacks and what will be refused and why; one place to
// give the deployment for every file that states none. Reading happens in a worker thread with
// progress and cancel; nothing is written until Import.

#include "importjob.h"

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

    /// The files to import: every file but those found in a folder that are no benchmark result.
    QStringList filesToImport() const;
    /// The deployment given for files that state none (empty when none was given).
    QJsonObject deployment() const { return m_deployment; }
    /// Sets the deployment and reads the files again with it.
    void setDeployment(const QJsonObject &deployment);
    /// The previews shown (after the reading finished).
    QVector<core::FilePreview> previews() const { return m_previews; }
    bool isReading() const;

signals:
    void readingFinished();

private:
    void startReading();
    void onFinished();
    void showDetails();
    void askDeployment();
    QString statusOf(const core::FilePreview &p) const;

    const Catalog &m_catalog;
    const Scenario &m_prefill;
    QStringList m_files;
    QSet<QString> m_fromFolders;
    QJsonObject m_deployment;
    bool m_restart = false;
    QVector<core::FilePreview> m_previews;
    core::ImportPreviewJob *m_job;
    QLabel *m_headline;
    QTableWidget *m_table;
    QPlainTextEdit *m_details;
    QProgressBar *m_progress;
    QPushButton *m_deploymentButton, *m_importButton, *m_stopButton;
};

} // namespace moeplan::widgets
