#pragma once
// The four readings of a measured run, in the seed article's order (compute, HBM, communication,
// step time): measured next to what the model expects, each with its verdict, then the binding
// ceiling, the levers and the findings. Renders a core::RunDiagnosis; computes nothing.

#include "rundiagnosis.h"

#include <QVector>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace moeplan::widgets {

class DiagnosisView final : public QWidget
{
    Q_OBJECT
public:
    explicit DiagnosisView(QWidget *parent = nullptr);

    /// Shows the diagnosis.
    void showDiagnosis(const core::RunDiagnosis &d);
    /// Shows why there is none (the run cannot be placed by the model, ...).
    void showProblem(const QString &message);

    /// Wide enough for the readings grid without cutting it.
    int preferredWidth() const;
    /// The binding line as shown ("Bound by: memory bandwidth").
    QString bindingText() const;
    /// Row `i` (0..3) as shown: reading, measured, model, verdict.
    QStringList row(int i) const;

private:
    QLabel *m_binding;
    QWidget *m_readings;
    QGridLayout *m_grid;
    QVector<QStringList> m_rows; ///< as shown, for row()
    QLabel *m_advice;
};

} // namespace moeplan::widgets
