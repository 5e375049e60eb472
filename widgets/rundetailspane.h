#pragma once
// The History page's side pane: every stored field of the selected run, labelled, with units,
// and its notes to edit (Save hands them to the page, which stores them as an undo step).

#include "historystore.h"

#include <QWidget>

#include <optional>

class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace moeplan::core {
struct RunDiagnosis;
}

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
    bool m_preferDiagnosis = true; ///< the Diagnosis tab comes to front while it has one
    QTreeWidget *m_details;
    QPlainTextEdit *m_notes;
    QPushButton *m_save;
    std::optional<qint64> m_runId; ///< the run whose notes are shown
    QString m_storedNotes;         ///< its notes as stored
};

} // namespace moeplan::widgets
