#pragma once
// The scenario controls: model, GPU kind, topology and NIC, GPU count, plan (with its explicit TP,
// EP and DP-attention sizes and replicas, or disaggregated prefill and decode pools), batch,
// drafter, sequence lengths, precision, engine and calibration profile. Every change goes to the
// document as a set*() call (an undo command); a slider drag is bracketed by begin/endInteraction()
// so it becomes one undo step. The controls follow the document, so undo moves them back.

#include <QVector>
#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QSlider;
class QSpinBox;
class QVBoxLayout;

namespace moeplan {
struct WorkerPlan;
}

namespace moeplan::core {
class PlannerDocument;
}

namespace moeplan::widgets {

class ScenarioPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ScenarioPanel(core::PlannerDocument *document, QWidget *parent = nullptr);

    /// The batch slider's stops: 1, 2, 3, 4, 6, 8, 12 ... 3072, 4096 (about x1.4 apart).
    static QVector<int> batchChoices();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// One disaggregated pool's controls.
    struct PoolControls
    {
        QGroupBox *box = nullptr;
        QSpinBox *tp = nullptr;
        QSpinBox *dp = nullptr;
        QSpinBox *ep = nullptr;
        QSpinBox *workers = nullptr;
        QSpinBox *batch = nullptr; ///< decode only
    };
    PoolControls makePool(bool prefill);
    void syncPool(const PoolControls &c, const WorkerPlan &w);
    /// A document setter's answer: empty, or why the value was refused (shown below the plan;
    /// the control goes back to the document's value).
    void showPlanMessage(const QString &message);
    void buildChoices();
    void buildHardwareGroup(QVBoxLayout *layout);
    void buildPlanGroup(QVBoxLayout *layout);
    void buildSpeculativeGroup(QVBoxLayout *layout);
    void buildCalibrationGroup(QVBoxLayout *layout);
    void connectControls();
    void syncFromDocument();
    void syncResult();

    core::PlannerDocument *m_doc;
    QComboBox *m_model;
    QComboBox *m_gpu;
    QComboBox *m_topology;
    QComboBox *m_nic;
    QSlider *m_gpus;
    QSpinBox *m_gpusSpin;
    QComboBox *m_plan;
    QLabel *m_planValue;
    QComboBox *m_serving;
    QSpinBox *m_tp;
    QSpinBox *m_ep;
    QSpinBox *m_dp;
    QSpinBox *m_replicas;
    QList<QWidget *> m_aggregatedRows; ///< the sizes of the aggregated plan, with their labels
    PoolControls m_prefill;
    PoolControls m_decode;
    QLabel *m_planMessage;
    QSlider *m_batch;
    QSpinBox *m_batchSpin;
    QSpinBox *m_draftTokens;
    QSlider *m_acceptance;
    QLabel *m_acceptanceValue;
    QSpinBox *m_isl;
    QSpinBox *m_osl;
    QComboBox *m_precision;
    QComboBox *m_engine;
    QComboBox *m_calibration;
    QLabel *m_calibrationInfo;
};

} // namespace moeplan::widgets
