#pragma once
// The main window: wires the scenario panel, the results panel and the frontier chart to a
// PlannerDocument, and owns the menus. It holds no state of its own and computes nothing.

#include <QMainWindow>

class QLabel;

namespace moeplan::core {
class PlannerDocument;
}

namespace moeplan::widgets {

class FrontierChart;
class MessageBanner;
class ResultsPanel;
class ScenarioPanel;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(core::PlannerDocument *document, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Shows an error inline above the chart (e.g. a scenario file that could not be read).
    void showError(const QString &message);

    FrontierChart *chart() const { return m_chart; }

private:
    void createMenus();
    void showResult();

    core::PlannerDocument *m_doc;
    ScenarioPanel *m_scenario;
    ResultsPanel *m_results;
    MessageBanner *m_banner;
    FrontierChart *m_chart;
    QLabel *m_calibration;
};

} // namespace moeplan::widgets
