#pragma once
// File > Export chart…: the file (its name picks PNG, SVG or PDF), a size preset, the PNG scale,
// the title and the footnote; plus Copy to clipboard and Export data as CSV. And the report
// dialog: the editable $/GPU-hour per GPU kind, facility overhead and throughput target, kept
// between runs (core::ReportSettingsStore), then the one-page PDF.

#include "chartexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace moeplan::widgets {

/// `result` and `catalog` are held by reference: they must outlive the dialog (pass the
/// document's result(); the dialog is modal, so it does not change meanwhile).
class ExportDialog final : public QDialog
{
    Q_OBJECT
public:
    ExportDialog(core::ChartKind kind, const core::PlannerResult &result, const Catalog &catalog,
                 QWidget *parent = nullptr);

    QString path() const;
    void setPath(const QString &path);
    ChartExportOptions options() const;

    /// Exports to path() with options(); empty on success, else the error (also shown inline).
    QString exportNow();
    /// Writes the plotted data as CSV; empty or the error (also shown inline).
    QString exportCsv(const QString &path);
    void copyToClipboard();

private:
    void browse();
    void updateFormat();
    void showError(const QString &message);

    core::ChartKind m_kind;
    const core::PlannerResult &m_result;
    const Catalog &m_catalog;
    QLineEdit *m_path;
    QComboBox *m_size;
    QComboBox *m_scale;
    QLineEdit *m_title;
    QCheckBox *m_footnote;
    QLabel *m_error;
};

/// Shows the export dialog for the chart `kind` of `result` (modal); true when a file was
/// written. Errors are shown in the dialog, which stays open until an export succeeds or the
/// user cancels.
bool exportChartInteractive(QWidget *parent, core::ChartKind kind,
                            const core::PlannerResult &result, const Catalog &catalog);

class ReportDialog final : public QDialog
{
    Q_OBJECT
public:
    /// `profiles`: the calibration the report's Options are sized with (the planner's).
    ReportDialog(const core::PlannerResult &result, const Catalog &catalog,
                 QWidget *parent = nullptr, const core::ProfileSet *profiles = nullptr);

    QString path() const;
    void setPath(const QString &path);
    /// The settings as edited (the price for the scenario's GPU kind among them).
    core::ReportSettings settings() const;
    /// Saves the settings and writes the report; empty or the error (also shown inline).
    QString writeNow();

private:
    void browse();

    const core::PlannerResult &m_result;
    const Catalog &m_catalog;
    const core::ProfileSet *m_profiles;
    core::ReportSettings m_settings;
    double m_catalogPrice = 0; ///< the scenario's GPU kind's catalog price
    QString m_gpuId;
    QLineEdit *m_path;
    QDoubleSpinBox *m_price;
    QDoubleSpinBox *m_overhead;
    QDoubleSpinBox *m_target;
    QDoubleSpinBox *m_minPerUser;
    QLabel *m_error;
};

/// Shows the report dialog (modal); true when the PDF was written.
bool exportReportInteractive(QWidget *parent, const core::PlannerResult &result,
                             const Catalog &catalog, const core::ProfileSet *profiles = nullptr);

} // namespace moeplan::widgets
