#pragma once
// The History page's side pane: every stored field of the selected run, labelled, with units,
// and its notes to edit (Save hands them to the page, which stores them as an undo step).

#include "historystore.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace moeplan::core {
struct RunDiagnosis;
struct RunCheck;
} // namespace moeplan::core

namespace moeplan::widgets {

class DiagnosisView;

class RunDetailsPane final : public QWidget
{
    Q_OBJECT
public:
    explicit RunDetailsPane(QWidget *parent = nullptr);

    /// Shows `run`'s fields and notes; without a run, how many runs are selected (none: empty).
    /// The diagnosis section is hidden until showDiagnosis() for that run.
    void showRun(const std::optional<core::RunRecord> &run, int selected);
    /// Shows the four readings of the run shown (it has telemetry attached).
    void showDiagnosis(const core::RunDiagnosis &d);
    /// The run has telemetry but cannot be diagnosed: says why.
    void showDiagnosisProblem(const QString &message);
    DiagnosisView *diagnosisView() const { return m_diagnosis; }
    /// Shows the run shown beside the model and its deployment's other loads (Model tab).
    void showCheck(const core::RunCheck &check);
    /// The run cannot be set beside the model: says why on the Model tab.
    void showCheckProblem(const QString &message);
    /// The Model tab as text: its rows (label, TPOT, TTFT; tab-separated), then its findings.
    QString checkText() const;
    /// Whether the Diagnosis tab is in front (the run has telemetry and the user did not
    /// choose the fields).
    bool diagnosisShown() const;
    /// As wide as its field names and a typical value (longer values are elided, the whole
    /// value in the tooltip).
    int preferredWidth() const;

signals:
    /// Save was pressed with notes that differ from the run's.
    void notesSaved(qint64 runId, const QString &notes);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();

    QTabWidget *m_tabs;
    DiagnosisView *m_diagnosis;
    /// The tab last chosen: it comes to front for the next run that has it (Diagnosis until the
    /// user chooses).
    int m_preferredTab;
    QTreeWidget *m_details;
    QTreeWidget *m_check;    ///< measured, model and other loads' figures per metric
    QLabel *m_checkFindings; ///< provenance and findings, in words
    QPlainTextEdit *m_notes;
    QPushButton *m_save;
    std::optional<qint64> m_runId; ///< the run whose notes are shown
    QString m_storedNotes;         ///< its notes as stored
};

} // namespace moeplan::widgets
