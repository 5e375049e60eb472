#pragma once
// The planner's document: the current scenario, its undo stack, and the results derived from it.
// Widgets change the scenario only through the set*() calls, which push undo commands; the
// document re-evaluates and emits resultChanged() once per effective change.

#include "calibration.h"
#include "catalog.h"
#include "planning.h"
#include "scenario.h"

#include <QObject>

class QUndoStack;

namespace moeplan::core {

/// Everything the window draws for one scenario.
struct PlannerResult
{
    Scenario scenario;
    ParamsChoice params;
    bool ok = false;
    QString error; ///< why there is no evaluation
    Evaluation eval;
    Curve current; ///< the scenario swept over load
    Curve other;   ///< the same on the other topology (sibling GPU kind where needed)
};

/// Fields a command can change; one merge id each (a slider drag on one field is one step).
enum class ScenarioField
{
    Gpus = 1,
    Topology,
    AcceptanceLength,
    Batch,
    Whole
};

class PlannerDocument final : public QObject
{
    Q_OBJECT
public:
    explicit PlannerDocument(const Catalog &catalog, QObject *parent = nullptr);
    ~PlannerDocument() override;

    const Catalog &catalog() const { return m_catalog; }
    const Scenario &scenario() const { return m_scenario; }
    const PlannerResult &result() const { return m_result; }
    QUndoStack *undoStack() const { return m_undo; }

    /// GPU counts offered for the current plan and topology (ascending).
    static QVector<int> gpuCountChoices();

    void setGpus(int gpus);
    void setTopology(Topology t);
    void setAcceptanceLength(double al);
    void setBatch(int batch);
    /// Replaces the whole scenario as one undo step.
    void setScenario(const Scenario &s, const QString &text);
    /// Starts over from `s` (an opened file): no undo step, and the undo history is cleared.
    void resetScenario(const Scenario &s);

    /// Between begin and end of an interaction (a slider drag), changes of one field merge
    /// into a single undo step; a drag that returns to its start leaves no step.
    void beginInteraction();
    void endInteraction();
    int interactionSerial() const { return m_interaction; }

    /// Calibration profiles (from the history database) that "auto" and profile names use;
    /// recomputes the result. Not an undoable edit: it is where the numbers come from.
    void setProfiles(ProfileSet profiles);
    const ProfileSet &profiles() const { return m_profiles; }

    /// Used by the undo commands: apply a scenario without pushing a command.
    void applyScenario(const Scenario &s);

signals:
    void scenarioChanged();
    void resultChanged();

private:
    void push(ScenarioField field, const Scenario &next, const QString &text);
    void recompute();

    const Catalog &m_catalog;
    ProfileSet m_profiles;
    Scenario m_scenario;
    PlannerResult m_result;
    QUndoStack *m_undo;
    int m_interaction = 0; ///< serial of the open interaction, 0 when none
    int m_serialCounter = 0;
};

} // namespace moeplan::core
