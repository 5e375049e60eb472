#pragma once
// The scenario controls: GPU count, topology, acceptance length and batch. Every change goes to
// the document as a set*() call (an undo command); a slider drag is bracketed by
// begin/endInteraction() so it becomes one undo step. The controls follow the document, so undo
// moves them back.

#include <QVector>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;

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

private:
    void syncFromDocument();

    core::PlannerDocument *m_doc;
    QLabel *m_model;
    QLabel *m_gpu;
    QSlider *m_gpus;
    QLabel *m_gpusValue;
    QComboBox *m_topology;
    QSlider *m_acceptance;
    QLabel *m_acceptanceValue;
    QSlider *m_batch;
    QLabel *m_batchValue;
};

} // namespace moeplan::widgets
