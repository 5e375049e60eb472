#pragma once
// The planner's document: the current scenario, its undo stack, and the results derived from it.
// Widgets change the scenario only through the set*() calls, which push undo commands; the
// document re-evaluates and emits resultChanged() once per effective change.

#include "calibration.h"
#include "catalog.h"
#include "planning.h"
#include "scenario.h"

#include <QObject>

#include <functional>
#include <optional>

class QUndoStack;

namespace moeplan::core {

/// The undoable state of the document: the scenario, whether its plan is chosen
/// automatically, and the pinned scenario the charts overlay for comparison.
struct DocumentState
{
    Scenario scenario;
    bool autoPlan = false; ///< the plan follows bestPlan() on every change
    std::optional<Scenario> pinned;
    bool operator==(const DocumentState &) const = default;
};

/// The pinned scenario's numbers (compare A/B).
struct PinnedResult
{
    Scenario scenario;
    QString label;
    bool ok = false;
    Evaluation eval;
    Curve curve;
};

/// Everything the window draws for one scenario.
struct PlannerResult
{
    Scenario scenario;
    bool autoPlan = false;
    ParamsChoice params;
    bool ok = false;
    QString error; ///< why there is no evaluation
    Evaluation eval;
    Curve current;  ///< the scenario swept over load
    Curve other;    ///< the same on the other topology (sibling GPU kind where needed)
    Curve frontier; ///< the upper-left frontier across candidate plans (current topology)
    Scaling scaling;
    QVector<MeasuredPoint> measured; ///< history runs of this model and GPU kind
    std::optional<PinnedResult> pinned;
    QVector<int> gpuCounts; ///< GPU counts the plan can use on this topology
};

/// Fields a command can change; one merge id each (a slider drag on one field is one step).
enum class ScenarioField
{
    Gpus = 1,
    Topology,
    AcceptanceLength,
    Batch,
    Whole,
    Model,
    GpuKind,
    Nic,
    Plan,
    Tp,
    DraftTokens,
    Isl,
    Osl,
    Precision,
    Engine,
    Calibration,
    Pin,
    Ep,
    AttentionDp,
    Replicas,
    Serving,
    PrefillPool,
    DecodePool
};

/// The largest deployment the planner offers (its GPU control's range).
constexpr int kPlannerMaxGpus = 576;

/// The plan control's choices: automatic, or one of the scenario's plan kinds.
enum class PlanChoice
{
    Best,
    TP,
    EP,
    TPReplicas
};

class PlannerDocument final : public QObject
{
    Q_OBJECT
public:
    explicit PlannerDocument(const Catalog &catalog, QObject *parent = nullptr);
    ~PlannerDocument() override;

    const Catalog &catalog() const { return m_catalog; }
    const Scenario &scenario() const { return m_state.scenario; }
    const DocumentState &state() const { return m_state; }
    const PlannerResult &result() const { return m_result; }
    QUndoStack *undoStack() const { return m_undo; }

    /// GPU counts offered for the current plan and topology (ascending).
    QVector<int> gpuCountChoices() const { return m_result.gpuCounts; }

    /// The GPU count, by withGpuCount()'s rule: one replica widens to it (EP over all GPUs, TP
    /// over all, TP replicas keep their TP); several replicas keep their shape and change in
    /// number; disaggregated, the decode pool takes the GPUs the prefill pool leaves.
    void setGpus(int gpus);
    void setTopology(Topology t);
    void setAcceptanceLength(double al);
    void setBatch(int batch);
    /// Model: resets precision to the model's default and the drafter to its published defaults.
    void setModel(const QString &modelId);
    void setGpuKind(const QString &gpuId);
    void setNicGbps(double gbps); ///< 0 = the GPU kind's default NIC
    /// The plan: automatic, or one of the plan kinds over all GPUs (TP-8 replicas: the widest
    /// TP up to 8 that divides them). Chosen while disaggregated, it returns to aggregated
    /// serving (the pools are dropped).
    void setPlan(PlanChoice plan);

    // Explicit plan sizes. Each is one undo step, turns the automatic plan off (the explicit
    // size is kept on later changes: normalized() never re-picks it) and returns an empty
    // string, or refuses the value with one translated line saying why, changing nothing. A TP
    // wider than the model's KV heads is allowed (the evaluation warns: KV heads replicated).

    /// Tensor-parallel ranks of one replica (the attention TP of the EP plan). TP plan: one
    /// replica over tp GPUs. TP replicas: the replica count is kept (gpus = replicas x tp). EP
    /// plan: the EP size is kept, tp must divide it and the DP-attention width becomes ep / tp.
    /// Refused while disaggregated (each pool has its own TP).
    QString setTp(int tp);
    /// Expert-parallel ranks of one replica (EP plan only): a multiple of the TP size; the
    /// replica count is kept, so gpus = replicas x ep.
    QString setEp(int ep);
    /// The DP-attention width of the EP plan, ep / tp: sets ep = tp x dp (replicas kept).
    /// Other plans have width 1 and refuse any other.
    QString setAttentionDp(int dp);
    /// Copies of one replica's plan: gpus = replicas x the replica's ranks, for any plan. A TP
    /// plan with more than one replica becomes TP replicas. Refused while disaggregated (the
    /// pools have worker counts).
    QString setReplicas(int replicas);
    /// Replicas of the aggregated plan over the GPUs (0 when it does not divide them).
    int replicas() const;
    /// Aggregated or disaggregated serving. Disaggregating seeds the pools from the current
    /// plan: one prefill worker of the replica's shape, and the other replicas as decode
    /// workers of the same shape (at least one), each decode worker at the Batch setting
    /// (pool batch 0); the GPUs stay the same unless the plan was a single replica, which
    /// gains a prefill worker of its own (twice the GPUs). Returning to aggregated drops the
    /// pools and keeps the aggregated plan and the GPU count where they fit.
    QString setServing(Serving serving);
    /// The prefill and decode pools (disaggregated only): the worker's attention TP x DP ranks,
    /// its EP size (dividing TP x DP; the MoE TP is the rest), the worker count and, for
    /// decode, sequences per worker (0 = the Batch setting). gpus becomes prefill ranks x
    /// workers + decode ranks x workers (at most kPlannerMaxGpus). An EP size that spanned the
    /// whole worker keeps spanning it when TP or DP change.
    QString setPrefillPool(const WorkerPlan &pool);
    QString setDecodePool(const WorkerPlan &pool);
    void setDraftTokens(int d);
    void setIsl(int isl);
    void setOsl(int osl);
    void setPrecision(const QString &precision);
    void setEngine(const QString &engine);
    void setCalibration(const QString &calibration);
    /// Pins the current scenario for comparison (or unpins with false): one undo step.
    void setPinned(bool pinned);
    /// Swaps the current and the pinned scenario.
    void swapPinned();
    PlanChoice planChoice() const;

    /// The scenario file the document was opened from or saved to; empty when none.
    QString filePath() const { return m_filePath; }
    /// True when the scenario changed since it was opened or saved.
    bool isModified() const;
    /// Opens a scenario file (.moeplan) as a fresh start (undo history cleared). Returns an
    /// empty string or one translated line naming the file and the reason; on error nothing
    /// changes.
    ///
    /// A file naming a model, GPU kind or precision this machine's catalog lacks (a user entry
    /// from another machine) still opens: the catalog's default stands in, `fallback` gets one
    /// line saying what was replaced, and the document is an untitled copy, so saving cannot
    /// overwrite the file with the stand-in.
    QString openFile(const QString &path, QString *fallback = nullptr);
    /// Saves the scenario atomically to `path` and makes it the document's file. Returns an
    /// empty string or the error naming the file.
    QString saveFile(const QString &path);
    /// Starts a new, unsaved scenario with the defaults.
    void newScenario();

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
    /// profiles() with the corrections of every deployment the history measured of the
    /// scenario's model on `gpus` (catalog ids; none = every kind of the catalog): what Size It
    /// and the report's options size with, so an option the history measured reads as the
    /// planner shows it. Asks the history source once per model and set of kinds.
    const ProfileSet &sizingProfiles(const QStringList &gpus = {});

    /// Measured runs of the history the charts overlay (filtered to the scenario on each
    /// change); recomputes the result. Not an undoable edit. Drops a history source.
    void setHistoryRuns(QVector<RunRecord> runs);
    /// The runs the overlay draws from: those given, or the source's for the scenario's model
    /// and GPU kind.
    const QVector<RunRecord> &historyRuns() const { return m_runs; }

    /// The runs of one model and GPU kind (catalog ids), e.g. the history store's indexed query.
    using HistorySource =
        std::function<QVector<RunRecord>(const QString &model, const QString &gpu)>;
    /// Measured runs come from `source`, asked only when the scenario's model or GPU kind
    /// changes (a large history is never read whole on the interface's thread); recomputes.
    void setHistorySource(HistorySource source);
    /// The history changed (import, delete): ask the source again; recomputes.
    void reloadHistory();

    /// Used by the undo commands: apply a state without pushing a command.
    void applyState(const DocumentState &s);

    /// Call after entries of the catalog were added or replaced (the user catalog): emits
    /// catalogChanged() and re-evaluates the scenario.
    void notifyCatalogChanged();

signals:
    /// The catalog's entries changed (a user model or GPU kind was added or replaced).
    void catalogChanged();
    void scenarioChanged();
    void resultChanged();
    /// setProfiles() replaced the calibration profiles (a refit, or another planner's).
    void profilesChanged();
    /// The measured runs changed (setHistoryRuns, setHistorySource, reloadHistory): what
    /// corrects the scenario and sizingProfiles() may differ.
    void historyChanged();
    /// The file path or the modified flag changed.
    void fileStateChanged();

private:
    void push(ScenarioField field, const Scenario &next, const QString &text);
    void pushState(ScenarioField field, DocumentState next, const QString &text);
    /// Pushes `next` as an explicit plan choice (the automatic plan off).
    void pushExplicit(ScenarioField field, const Scenario &next, const QString &text);
    QString setPool(bool prefill, WorkerPlan pool);
    /// The scenario with its GPU count snapped to one the plan can use, and with the best
    /// plan when the plan is automatic.
    Scenario normalized(Scenario s, bool autoPlan);
    /// m_runs and m_profiles' deployment corrections for `sc`'s model and GPU kind: asks the
    /// history source only when these changed, and corrects only when they are stale.
    void loadHistoryFor(const Scenario &sc);
    void recompute(); ///< updateResult(), then resultChanged()
    void updateResult();

    const Catalog &m_catalog;
    ProfileSet m_profiles;
    QVector<RunRecord> m_runs;
    HistorySource m_source;
    QString m_sourceKey; ///< the scenario's model|gpu whose runs m_runs holds (with m_source)
    /// collectMeasured() of the last model, GPU kind and engine (a batch or GPU-count change
    /// reuses it).
    QString m_measuredKey;
    QVector<MeasuredPoint> m_measuredCache;
    /// m_profiles' deployment corrections are not yet those of m_runs under m_profiles.
    bool m_correctionsStale = true;
    /// sizingProfiles() of the model and kinds m_sizingKey names; empty key = to be made.
    ProfileSet m_sizingProfiles;
    QString m_sizingKey;
    QString m_filePath;
    DocumentState m_state;
    PlannerResult m_result;
    QUndoStack *m_undo;
    int m_interaction = 0; ///< serial of the open interaction, 0 when none
    int m_serialCounter = 0;
};

} // namespace moeplan::core
