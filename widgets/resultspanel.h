#pragma once
// The current scenario's numbers: step time, binding ceiling, TPOT, speeds, memory, and the
// reason when there are none. Renders a PlannerResult; computes nothing.

#include <QGroupBox>

class QLabel;

namespace moeplan::core {
struct PlannerResult;
struct CostAndPower;
} // namespace moeplan::core

namespace moeplan::widgets {

class ResultsPanel final : public QGroupBox
{
    Q_OBJECT
public:
    explicit ResultsPanel(QWidget *parent = nullptr);

    void setResult(const core::PlannerResult &result, const core::CostAndPower &cost);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();

    QLabel *m_step;
    QLabel *m_binding;
    QLabel *m_tpot;
    QLabel *m_ttft;
    QLabel *m_perUser;
    QLabel *m_throughput;
    QLabel *m_perGpu;
    QLabel *m_concurrency;
    QLabel *m_memory;
    QLabel *m_fits;
    QLabel *m_cost;     ///< $/Mtok and $/hour at the operating point
    QLabel *m_power;    ///< tokens/s per MW and the facility power
    QLabel *m_error;    ///< why there is no evaluation (red, inline)
    QLabel *m_warnings; ///< the evaluation's warnings, one per line
    bool m_fitsOk = true;
};

} // namespace moeplan::widgets
