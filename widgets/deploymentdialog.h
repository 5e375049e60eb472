#pragma once
// Asks how an engine result file's benchmark was deployed (the files do not say): model, GPU
// kind and count, topology, serving, plan, engine, precision and sequence lengths, as the
// scenario-file keys the importers accept.

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace moeplan {
class Catalog;
struct Scenario;
} // namespace moeplan

namespace moeplan::widgets {

class DeploymentDialog final : public QDialog
{
    Q_OBJECT
public:
    /// Choices from `catalog`, prefilled from `prefill` (the current scenario).
    DeploymentDialog(const Catalog &catalog, const Scenario &prefill, QWidget *parent = nullptr);

    /// Names the file the deployment is asked for.
    void setFileName(const QString &fileName);
    /// Shows the "use for the remaining files" box (for `remaining` more files; 0 hides it).
    void setRemainingFiles(int remaining);
    bool applyToRemaining() const;

    /// The deployment: scenario-file keys (model, gpu, gpus, topology, serving, plan, tp, ep or
    /// prefill/decode {tp, ep, dp, workers}, engine, precision, isl, osl). Keys left to the
    /// file (model, engine, sequence lengths) and "from the plan" GPU counts are omitted.
    QJsonObject deployment() const;

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();
    struct Side
    {
        QGroupBox *box;
        QSpinBox *tp, *ep, *dp, *workers;
    };
    Side makeSide(const QString &title, const QString &tooltip);
    void updatePrecisions();
    void updateServing();

    const Catalog &m_catalog;
    QLabel *m_file;
    QComboBox *m_model, *m_gpu, *m_topology, *m_serving, *m_plan, *m_engine, *m_precision;
    QSpinBox *m_gpus, *m_tp, *m_ep, *m_isl, *m_osl;
    QGroupBox *m_aggBox;
    Side m_prefill, m_decode;
    QCheckBox *m_remaining;
    QLabel *m_error;
};

} // namespace moeplan::widgets
