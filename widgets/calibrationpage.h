#pragma once
// The Calibration page: the profiles of the history database with their fitted parameters
// (value, standard error, fitted or kept at the prior and why), the runs a fit flagged, and,
// after a refit, the cross-validated predictions against the measurements and the error
// table. A refit runs in the background (core::CalibrationJob) with progress and Cancel; the
// page renders what the job and the document hold and computes nothing.

#include <QKeySequence>
#include <QList>
#include <QStringList>
#include <QWidget>

#include <memory>

class QAbstractItemModel;
class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QRadioButton;
class QTableWidget;
class QToolButton;
class QTreeWidget;

namespace moeplan::core {
class CalibrationJob;
class PlannerDocument;
struct CalibrationOutcome;
} // namespace moeplan::core

namespace moeplan::widgets {

class MessageBanner;
class PredictionScatter;

class CalibrationPage final : public QWidget
{
    Q_OBJECT
public:
    /// How the cross-validated error table groups the runs.
    enum class Grouping
    {
        GpuKind,
        Engine,
        Model,
        ServingMode
    };

    /// `historyPath`: the database a refit reads and writes (it is opened only by the refit,
    /// in the background).
    CalibrationPage(core::PlannerDocument *doc, const QString &historyPath,
                    QWidget *parent = nullptr);
    ~CalibrationPage() override;

    /// "Refit calibration" (F5 or the platform's Refresh key), for the window's menus.
    QAction *refitAction() const { return m_refitAction; }
    bool isRefitting() const;
    /// Another history was opened (File > Open Team History…): refits read and write `path`,
    /// and the page shows what was stored with its profiles.
    void setHistoryPath(const QString &path);

    void setGrouping(Grouping grouping);
    Grouping grouping() const;

    // Introspection for tests.
    core::CalibrationJob *job() const { return m_job; }
    /// The profile list (one row per profile of the document) and the selected profile's name.
    int profileCount() const;
    QString selectedProfile() const;
    /// Selects a profile by name; false when there is none of that name.
    bool selectProfile(const QString &name);
    const QAbstractItemModel *parameterModel() const;
    const QAbstractItemModel *errorModel() const;
    PredictionScatter *scatter() const { return m_scatter; }
    int scatterPointCount() const;
    /// The outcome of the last successful refit of this session, if any.
    const core::CalibrationOutcome *lastOutcome() const { return m_outcome.get(); }
    /// The error shown inline; empty when none.
    QString errorText() const;
    QString statusText() const;
    QString flaggedText() const;

public slots:
    /// Refits in the background; ignored while a refit runs (the action is disabled then).
    void refit();
    /// Stops a running refit: nothing is stored and nothing changes.
    void cancelRefit();

signals:
    /// A refit finished and the document has its profiles.
    void profilesChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Refresh (F5 where the platform has none): the refit's shortcuts.
    static QList<QKeySequence> refitKeys();
    /// Refit and Cancel (actions and buttons), the progress and the status line.
    QHBoxLayout *buildRefitBar();
    /// The profiles, the selected one's parameters, its flagged runs and notes.
    QWidget *buildProfilesSide();
    /// Held-out predictions against measurements, and the error table.
    QWidget *buildValidationSide();
    void onProgress(int percent, const QString &stage);
    void onFinished(const core::CalibrationOutcome &outcome);
    void setRunning(bool running);
    void fillProfiles();
    void fillParameters();
    void fillErrors();
    void markProfileInUse();
    /// The history's name in tooltips and the status line, and what its profiles were stored with.
    void showHistory();
    QString profileInUse() const;
    /// Names and fit times of the document's profiles: what the list shows when up to date.
    QStringList shownProfiles() const;

    core::PlannerDocument *m_doc;
    QString m_historyPath;
    core::CalibrationJob *m_job;
    std::unique_ptr<core::CalibrationOutcome> m_outcome;
    QStringList m_shown; ///< shownProfiles() when the list was filled

    QAction *m_refitAction;
    QAction *m_cancelAction;
    MessageBanner *m_banner;
    QToolButton *m_refitButton;
    QToolButton *m_cancelButton;
    QProgressBar *m_progress;
    QLabel *m_stage;
    QLabel *m_status;
    QLabel *m_inUse;
    QTreeWidget *m_profiles;
    QTableWidget *m_params;
    QPlainTextEdit *m_flagged;
    QRadioButton *m_tpot;
    QRadioButton *m_ttft;
    PredictionScatter *m_scatter;
    QComboBox *m_grouping;
    QTableWidget *m_errors;
    QLabel *m_errorsNote;
};

} // namespace moeplan::widgets
