#pragma once
// The scenario controls: model, GPU kind, topology and NIC, GPU count, plan, batch, drafter,
// sequence lengths, precision, engine and calibration profile. Every change goes to the document
// as a set*() call (an undo command); a slider drag is bracketed by begin/endInteraction() so it
// becomes one undo step. The controls follow the document, so undo moves them back.

#include <QVector>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;

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
    void buildChoices();
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
