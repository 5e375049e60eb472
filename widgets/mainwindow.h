#pragma once
// The main window: a side panel with the scenario controls and results, and a stack of pages
// (planner charts, history, calibration). It wires the pages to the PlannerDocument and owns the
// menus, the scenario files and the window state; it holds no scenario state and computes
// nothing.

#include "catalog.h"
#include "reportdata.h"

#include <QMainWindow>
#include <QPointer>

#include <optional>

class QAction;
class QMenu;
class QTabWidget;
class QUndoGroup;

namespace moeplan::core {
class HistoryController;
class HistoryStore;
class PlannerDocument;
} // namespace moeplan::core

namespace moeplan::widgets {

class CalibrationPage;
class FrontierChart;
class HistoryPage;
class SizingPage;
class MessageBanner;
class ElidedLabel;
class PlannerPage;
class ResultsPanel;
class ScenarioPanel;
class UserGuideDialog;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(core::PlannerDocument *document, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Shows an error inline above the pages (e.g. a scenario file that could not be read).
    void showError(const QString &message);
    /// Adds a page (history, calibration) to the page stack with a Ctrl+<n> shortcut.
    void addPage(QWidget *page, const QString &title);
    /// Adds the History and Calibration pages on the open history database and wires them: files
    /// dropped on the window are imported, a measured point clicked on the chart opens its run,
    /// and an import or delete reloads the runs drawn over the charts and refits the
    /// calibration. The history's changes are undone on its controller's stack while the
    /// History page is in front. `history` must outlive the window.
    void attachHistory(core::HistoryController *history, const QString &historyPath);
    /// Opens another history (a file, or a team's server by URL) in place of the attached one:
    /// the History and Calibration pages and the runs over the charts follow it, the history's
    /// undo steps are dropped. Refused while an import or a refit runs. On failure the history
    /// that was open stays open. Returns an empty string or the reason.
    QString switchHistory(const QString &path);
    /// The group of the scenario's and the history's undo stacks (Edit > Undo / Redo).
    QUndoGroup *undoGroup() const { return m_undoGroup; }
    HistoryPage *historyPage() const { return m_history; }
    CalibrationPage *calibrationPage() const { return m_calibrationPage; }
    SizingPage *sizingPage() const { return m_sizing; }
    /// Puts a page's actions (import, refit) in the Data menu.
    void addDataActions(const QList<QAction *> &actions);
    void showPage(int index);
    int pageCount() const;
    /// Index of the page with this object name ("planner", "history", "calibration"); -1 if none.
    int pageIndex(const QString &name) const;

    FrontierChart *chart() const;
    PlannerPage *plannerPage() const { return m_planner; }
    ScenarioPanel *scenarioPanel() const { return m_scenario; }

    /// Lets Model > Add from config.json... and GPU > New GPU Kind... add entries to `catalog`
    /// (the document's, owned by the caller) and write them to the user catalog in `userDir`.
    void setEditableCatalog(Catalog *catalog, const QString &userDir);
    /// Shows the add-model dialog for a config.json (asks for the file when `path` is empty);
    /// true when a model was added (it becomes the scenario's model, one undo step).
    bool addModelFromConfig(QString path);
    /// Shows the New GPU Kind dialog prefilled from the scenario's kind.
    bool newGpuKind();

    /// Opens a scenario file; errors are shown inline. Returns true when it was opened.
    bool openScenario(const QString &path);
    /// Restores geometry, page and chart settings saved by the last session.
    void restoreSettings();

signals:
    /// Files dropped on the window that are not scenario files (result files, databases).
    void importRequested(const QStringList &paths);
    /// File > Open Team History… (the wiring shows the dialog: it knows the keyring).
    void openTeamHistoryRequested();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createMenus();
    void showResult();
    void reloadEconomics(); ///< re-reads m_economics, then showResult()
    void updateTitle();
    void updateRecentMenu();
    bool save();
    bool saveAs();
    void open();
    /// Asks to save a modified scenario; false when the user cancelled.
    bool maybeSave();
    /// The page in front picks the undo stack Edit > Undo acts on.
    void updateActiveUndoStack();
    void saveSettings();

    core::PlannerDocument *m_doc;
    ScenarioPanel *m_scenario;
    ResultsPanel *m_results;
    MessageBanner *m_banner;
    QTabWidget *m_pages;
    PlannerPage *m_planner;
    ElidedLabel *m_calibration;
    QUndoGroup *m_undoGroup;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_dataMenu = nullptr;
    UserGuideDialog *m_userGuide = nullptr; ///< Help > User Guide, made when first asked
    HistoryPage *m_history = nullptr;
    QPointer<core::HistoryController> m_historyController;
    CalibrationPage *m_calibrationPage = nullptr;
    SizingPage *m_sizing = nullptr;
    QAction *m_showTarget = nullptr; ///< View > Sizing Target on the Frontier
    /// Prices and power (saved settings), read once, again when the Size It page or the report
    /// dialog may have changed them: never on the live path.
    core::ReportSettings m_economics;
    Catalog *m_editableCatalog = nullptr;
    QString m_userCatalogDir;
    QAction *m_addModel = nullptr;
    QAction *m_newGpu = nullptr;
    /// The deployment opened from the History page while its measured readings are shown.
    std::optional<Scenario> m_measuredScenario;
};

} // namespace moeplan::widgets
