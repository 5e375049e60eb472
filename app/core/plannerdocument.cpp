#include "plannerdocument.h"

#include "messages.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace moeplan::core {

namespace {

/// One generic "change the document" command. Commands of the same field merge while the same
/// interaction is open; a merged command that ends where it started becomes obsolete.
class ChangeState final : public QUndoCommand
{
public:
    ChangeState(PlannerDocument *doc, ScenarioField field, DocumentState before,
                DocumentState after, const QString &text)
        : QUndoCommand(text), m_doc(doc), m_field(field), m_serial(doc->interactionSerial()),
          m_before(std::move(before)), m_after(std::move(after))
    {}

    int id() const override { return m_field == ScenarioField::Whole ? -1 : int(m_field); }
    void undo() override { m_doc->applyState(m_before); }
    void redo() override { m_doc->applyState(m_after); }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const ChangeState *>(other);
        if (m_serial == 0 || o->m_serial != m_serial || o->m_field != m_field)
            return false;
        m_after = o->m_after;
        setText(o->text());
        setObsolete(m_after == m_before);
        return true;
    }

private:
    PlannerDocument *m_doc;
    ScenarioField m_field;
    int m_serial;
    DocumentState m_before;
    DocumentState m_after;
};

/// The largest batch per decode worker a pool takes (the Batch control's range).
constexpr int kPoolMaxBatch = 4096;

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

PlannerDocument::PlannerDocument(const Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_undo(new QUndoStack(this))
{
    m_state.scenario.calibration = "auto";
    connect(m_undo, &QUndoStack::cleanChanged, this, &PlannerDocument::fileStateChanged);
    recompute();
}

bool PlannerDocument::isModified() const
{
    return !m_undo->isClean();
}

QString PlannerDocument::openFile(const QString &path, QString *fallback)
{
    const ScenarioParse parsed = readScenarioFile(path);
    if (!parsed.ok())
        return parsed.error;
    Scenario s = parsed.scenario;
    QStringList replaced;
    const Scenario defaults;
    if (!m_catalog.model(s.model)) {
        replaced << tr("model \"%1\" (shown as %2)")
                        .arg(QString::fromStdString(s.model),
                             QString::fromStdString(defaults.model));
        s.model = defaults.model;
        s.precision = defaults.precision;
    }
    if (!m_catalog.gpu(s.gpu)) {
        replaced << tr("GPU kind \"%1\" (shown as %2)")
                        .arg(QString::fromStdString(s.gpu), QString::fromStdString(defaults.gpu));
        s.gpu = defaults.gpu;
    }
    if (const ModelSpec *m = m_catalog.model(s.model); m && !m->precision(s.precision)) {
        replaced << tr("precision \"%1\" (shown at the default precision)")
                        .arg(QString::fromStdString(s.precision));
        s.precision = defaults.precision;
    }
    if (const QString idError = checkScenarioIds(m_catalog, s); !idError.isEmpty())
        return path + QStringLiteral(": ") + idError;
    if (!replaced.isEmpty() && !fallback)
        return tr("%1: names %2, which this machine's catalog does not have")
            .arg(path, replaced.join(tr(" and ")));
    resetScenario(replaced.isEmpty() ? s : normalized(s, false));
    if (!replaced.isEmpty()) {
        // An untitled copy: saving asks for a name instead of overwriting the original.
        m_filePath.clear();
        *fallback = tr("%1 names %2, which this machine's catalog does not have (a user "
                       "catalog entry from another machine?). It is open as an untitled copy; "
                       "add the entry (Model > Add from config.json..., GPU > New GPU kind...) "
                       "and open the file again to see it as saved.")
                        .arg(QFileInfo(path).fileName(), replaced.join(tr(" and ")));
    } else {
        m_filePath = path;
    }
    emit fileStateChanged();
    return {};
}

QString PlannerDocument::saveFile(const QString &path)
{
    if (const QString error = writeScenarioFile(path, m_state.scenario); !error.isEmpty())
        return error;
    m_filePath = path;
    m_undo->setClean();
    emit fileStateChanged();
    return {};
}

void PlannerDocument::newScenario()
{
    Scenario s;
    s.calibration = "auto";
    resetScenario(s);
    m_filePath.clear();
    emit fileStateChanged();
}

PlannerDocument::~PlannerDocument() = default;

Scenario PlannerDocument::normalized(Scenario s, bool autoPlan)
{
    // Disaggregated: the pools are the plan (their setters keep the GPU count their sum);
    // nothing is snapped or re-chosen.
    if (s.serving == Serving::Disaggregated)
        return s;
    // Snap the GPU count to the nearest one the plan can use (a model or topology change may
    // rule the current one out); a count that resolves is kept as is, and so is any explicit
    // plan size that resolves. Only a plan that does not fit the GPUs is widened.
    const auto resolved = resolve(m_catalog, s);
    const ErrorCode code = resolved.error().code;
    if (!resolved && (code == ErrorCode::PlanTooLarge || code == ErrorCode::PlanDoesNotDivide ||
                      code == ErrorCode::InvalidParallelism || code == ErrorCode::NoGpus)) {
        const QVector<int> counts = usableGpuCounts(m_catalog, s);
        if (!counts.isEmpty()) {
            int best = counts.front();
            for (int c : counts)
                if (std::abs(std::log(double(c) / s.gpus)) <
                    std::abs(std::log(double(best) / s.gpus)))
                    best = c;
            s = withGpuCount(s, best);
        }
    }
    if (autoPlan) {
        // The candidates are ranked as they will read when chosen, each corrected where the
        // history measured it: the history of a new model or GPU kind is read first.
        loadHistoryFor(s);
        s = bestPlan(m_catalog, s, &m_profiles);
    }
    return s;
}

void PlannerDocument::pushState(ScenarioField field, DocumentState next, const QString &text)
{
    if (next == m_state)
        return;
    m_undo->push(new ChangeState(this, field, m_state, std::move(next), text));
}

void PlannerDocument::push(ScenarioField field, const Scenario &next, const QString &text)
{
    DocumentState st = m_state;
    st.scenario = normalized(next, st.autoPlan);
    pushState(field, std::move(st), text);
}

void PlannerDocument::pushExplicit(ScenarioField field, const Scenario &next, const QString &text)
{
    DocumentState st = m_state;
    st.autoPlan = false;
    st.scenario = normalized(next, false);
    pushState(field, std::move(st), text);
}

void PlannerDocument::setGpus(int gpus)
{
    // withGpuCount() holds the rule: the decode pool (disaggregated), the replica count (several
    // replicas) or the plan's width (one replica) follows the count.
    const Scenario s = withGpuCount(m_state.scenario, gpus);
    if (s.gpus > kPlannerMaxGpus)
        return;
    push(ScenarioField::Gpus, s, tr("GPU count %1").arg(s.gpus));
}

void PlannerDocument::setTopology(Topology t)
{
    Scenario s = m_state.scenario;
    s.topology = t;
    // Keep the silicon, change the form: b300 <-> gb300 where needed.
    const OtherTopology o = otherTopology(m_catalog, m_state.scenario);
    if (t != m_state.scenario.topology && o.error.isEmpty())
        s = o.scenario;
    push(ScenarioField::Topology, s, tr("Topology %1").arg(qs(topologyName(t))));
}

void PlannerDocument::setAcceptanceLength(double al)
{
    Scenario s = m_state.scenario;
    s.acceptanceLength = al;
    // A drafter proposing d tokens can commit at most d + 1: keep d just large enough.
    if (al > 1.0)
        s.draftTokens = std::max(s.draftTokens, int(std::ceil(al - 1.0 - 1e-9)));
    else
        s.draftTokens = 0;
    push(ScenarioField::AcceptanceLength, s, tr("Acceptance length %1").arg(al, 0, 'f', 1));
}

void PlannerDocument::setDraftTokens(int d)
{
    Scenario s = m_state.scenario;
    s.draftTokens = std::max(0, d);
    // d draft tokens commit at most d + 1 per step.
    s.acceptanceLength = std::min(s.acceptanceLength, s.draftTokens + 1.0);
    push(ScenarioField::DraftTokens, s, tr("Draft tokens %1").arg(s.draftTokens));
}

void PlannerDocument::setBatch(int batch)
{
    Scenario s = m_state.scenario;
    s.batch = batch;
    push(ScenarioField::Batch, s, tr("Batch %1").arg(batch));
}

void PlannerDocument::setModel(const QString &modelId)
{
    const ModelSpec *model = m_catalog.model(modelId.toStdString());
    if (!model)
        return;
    Scenario s = m_state.scenario;
    s.model = model->id;
    s.precision = "default";
    s.draftTokens = model->drafter.defaultDraftTokens;
    s.acceptanceLength = model->drafter.defaultAcceptanceLength > 1.0
                             ? std::min(model->drafter.defaultAcceptanceLength, s.draftTokens + 1.0)
                             : 1.0;
    push(ScenarioField::Model, s, tr("Model %1").arg(QString::fromStdString(model->name)));
}

void PlannerDocument::setGpuKind(const QString &gpuId)
{
    const GpuSpec *gpu = m_catalog.gpu(gpuId.toStdString());
    if (!gpu)
        return;
    Scenario s = m_state.scenario;
    s.gpu = gpu->id;
    // An NVL72 part lives in NVL72 racks; an HGX part in HGX nodes.
    if (gpu->form == GpuForm::Nvl72)
        s.topology = Topology::Nvl72;
    else if (gpu->nvlinkDomain < 72)
        s.topology = Topology::HgxIb;
    s.nicGbps = 0;
    push(ScenarioField::GpuKind, s, tr("GPU kind %1").arg(QString::fromStdString(gpu->name)));
}

void PlannerDocument::setNicGbps(double gbps)
{
    Scenario s = m_state.scenario;
    s.nicGbps = std::max(0.0, gbps);
    push(ScenarioField::Nic, s,
         gbps > 0 ? tr("NIC %1 Gb/s").arg(gbps) : tr("NIC speed of the GPU kind"));
}

PlanChoice PlannerDocument::planChoice() const
{
    if (m_state.autoPlan)
        return PlanChoice::Best;
    switch (m_state.scenario.plan) {
    case PlanKind::TP:
        return PlanChoice::TP;
    case PlanKind::EP:
        return PlanChoice::EP;
    case PlanKind::TPReplicas:
        return PlanChoice::TPReplicas;
    }
    return PlanChoice::EP;
}

void PlannerDocument::setPlan(PlanChoice plan)
{
    DocumentState st = m_state;
    Scenario &s = st.scenario;
    st.autoPlan = plan == PlanChoice::Best;
    if (s.serving == Serving::Disaggregated) {
        // An aggregated plan: back to aggregated serving.
        s.serving = Serving::Aggregated;
        s.prefill = {};
        s.decode = {};
    }
    QString text;
    switch (plan) {
    case PlanChoice::Best:
        text = tr("Plan: best");
        break;
    case PlanChoice::TP:
        s.plan = PlanKind::TP;
        s.tp = s.gpus;
        s.ep = 1;
        text = tr("Plan: TP");
        break;
    case PlanChoice::EP:
        s.plan = PlanKind::EP;
        s.tp = 1;
        s.ep = s.gpus;
        text = tr("Plan: EP");
        break;
    case PlanChoice::TPReplicas:
        s.plan = PlanKind::TPReplicas;
        s.tp = std::gcd(s.gpus, 8);
        s.ep = 1;
        text = tr("Plan: TP-8 replicas");
        break;
    }
    s = normalized(s, st.autoPlan);
    pushState(ScenarioField::Plan, std::move(st), text);
}

int PlannerDocument::replicas() const
{
    const Scenario &s = m_state.scenario;
    const int ranks = parallelismFor(s).ranks();
    return ranks > 0 && s.gpus % ranks == 0 ? s.gpus / ranks : 0;
}

QString PlannerDocument::setTp(int tp)
{
    const Scenario &cur = m_state.scenario;
    if (cur.serving == Serving::Disaggregated)
        return tr("TP size: disaggregated serving sets the TP size of each pool.");
    if (tp < 1 || tp > kPlannerMaxGpus)
        return tr("TP size %1 is out of range (1 to %2).").arg(tp).arg(kPlannerMaxGpus);
    Scenario s = cur;
    s.tp = tp;
    switch (cur.plan) {
    case PlanKind::TP:
        s.gpus = tp; // one replica over all its GPUs
        break;
    case PlanKind::TPReplicas: {
        const int copies = std::max(1, replicas());
        if (copies * tp > kPlannerMaxGpus)
            return tr("TP size %1 x %2 replicas needs %3 GPUs, more than %4.")
                .arg(tp)
                .arg(copies)
                .arg(copies * tp)
                .arg(kPlannerMaxGpus);
        s.gpus = copies * tp;
        break;
    }
    case PlanKind::EP:
        if (cur.ep % tp != 0)
            return tr("TP size %1 must divide the EP size %2 (the DP-attention width is EP / TP).")
                .arg(tp)
                .arg(cur.ep);
        break;
    }
    pushExplicit(ScenarioField::Tp, s, tr("TP %1").arg(tp));
    return {};
}

QString PlannerDocument::setEp(int ep)
{
    const Scenario &cur = m_state.scenario;
    if (cur.serving == Serving::Disaggregated)
        return tr("EP size: disaggregated serving sets the EP size of each pool.");
    if (cur.plan != PlanKind::EP)
        return tr("EP size applies to the EP + DP attention plan; this plan has no expert "
                  "parallelism.");
    if (ep < 1 || ep > kPlannerMaxGpus)
        return tr("EP size %1 is out of range (1 to %2).").arg(ep).arg(kPlannerMaxGpus);
    if (ep % std::max(1, cur.tp) != 0)
        return tr("EP size %1 must be a multiple of the TP size %2.").arg(ep).arg(cur.tp);
    const int copies = std::max(1, replicas());
    if (copies * ep > kPlannerMaxGpus)
        return tr("EP size %1 x %2 replicas needs %3 GPUs, more than %4.")
            .arg(ep)
            .arg(copies)
            .arg(copies * ep)
            .arg(kPlannerMaxGpus);
    Scenario s = cur;
    s.ep = ep;
    s.gpus = copies * ep;
    pushExplicit(ScenarioField::Ep, s, tr("EP %1").arg(ep));
    return {};
}

QString PlannerDocument::setAttentionDp(int dp)
{
    const Scenario &cur = m_state.scenario;
    if (cur.serving == Serving::Disaggregated)
        return tr("DP-attention width: disaggregated serving sets it for each pool.");
    if (cur.plan != PlanKind::EP)
        return dp == 1 ? QString()
                       : tr("DP attention applies to the EP + DP attention plan; this plan "
                            "has one attention copy per replica.");
    if (dp < 1 || dp > kPlannerMaxGpus)
        return tr("DP-attention width %1 is out of range (1 to %2).").arg(dp).arg(kPlannerMaxGpus);
    const int tp = std::max(1, cur.tp);
    const int copies = std::max(1, replicas());
    if ((long long)copies * tp * dp > kPlannerMaxGpus)
        return tr("TP %1 x DP %2 x %3 replicas needs %4 GPUs, more than %5.")
            .arg(tp)
            .arg(dp)
            .arg(copies)
            .arg(qlonglong(copies) * tp * dp)
            .arg(kPlannerMaxGpus);
    Scenario s = cur;
    s.ep = tp * dp;
    s.gpus = copies * s.ep;
    pushExplicit(ScenarioField::AttentionDp, s, tr("DP attention %1").arg(dp));
    return {};
}

QString PlannerDocument::setReplicas(int count)
{
    const Scenario &cur = m_state.scenario;
    if (cur.serving == Serving::Disaggregated)
        return tr("Replicas: disaggregated serving sets the worker count of each pool.");
    const int ranks = parallelismFor(cur).ranks();
    if (ranks < 1)
        return tr("Replicas: the plan's TP size does not divide its EP size.");
    if (count < 1 || (long long)count * ranks > kPlannerMaxGpus)
        return tr("%1 replicas of %2 GPUs is out of range (1 to %3 GPUs).")
            .arg(count)
            .arg(ranks)
            .arg(kPlannerMaxGpus);
    Scenario s = cur;
    if (s.plan == PlanKind::TP && count > 1)
        s.plan = PlanKind::TPReplicas; // copies of one TP group
    s.gpus = count * ranks;
    pushExplicit(ScenarioField::Replicas, s, tr("Replicas %1").arg(count));
    return {};
}

QString PlannerDocument::setServing(Serving serving)
{
    const Scenario &cur = m_state.scenario;
    if (serving == cur.serving)
        return {};
    Scenario s = cur;
    s.serving = serving;
    if (serving == Serving::Aggregated) {
        s.prefill = {};
        s.decode = {};
        pushExplicit(ScenarioField::Serving, s, tr("Aggregated serving"));
        return {};
    }
    const Parallelism shape = parallelismFor(cur);
    const int ranks = shape.ranks();
    if (ranks < 1)
        return tr("Disaggregated serving: the plan's TP size does not divide its EP size.");
    const int copies = std::max(1, replicas());
    s.prefill = WorkerPlan{shape, 1, 0};
    s.decode = WorkerPlan{shape, std::max(1, copies - 1), 0};
    s.gpus = ranks * (s.prefill.workers + s.decode.workers);
    if (s.gpus > kPlannerMaxGpus)
        return tr("Disaggregated serving needs a prefill worker of %1 GPUs beside the decode "
                  "workers: %2 GPUs, more than %3. Choose a smaller plan first.")
            .arg(ranks)
            .arg(s.gpus)
            .arg(kPlannerMaxGpus);
    pushExplicit(ScenarioField::Serving, s, tr("Disaggregated serving"));
    return {};
}

QString PlannerDocument::setPrefillPool(const WorkerPlan &pool)
{
    return setPool(true, pool);
}

QString PlannerDocument::setDecodePool(const WorkerPlan &pool)
{
    return setPool(false, pool);
}

QString PlannerDocument::setPool(bool prefill, WorkerPlan pool)
{
    const Scenario &cur = m_state.scenario;
    const QString name = prefill ? tr("Prefill pool") : tr("Decode pool");
    if (cur.serving != Serving::Disaggregated)
        return tr("%1: the pools apply to disaggregated serving.").arg(name);
    Parallelism &p = pool.parallelism;
    auto inRange = [](int v) { return v >= 1 && v <= kPlannerMaxGpus; };
    if (!inRange(p.attnTp) || !inRange(p.attnDp) || !inRange(p.moeEp) || !inRange(pool.workers))
        return tr("%1: TP, DP, EP and workers must be 1 to %2.").arg(name).arg(kPlannerMaxGpus);
    if (pool.batch < 0 || pool.batch > kPoolMaxBatch)
        return tr("%1: batch per worker %2 is out of range (0 = the Batch setting, up to %3).")
            .arg(name)
            .arg(pool.batch)
            .arg(kPoolMaxBatch);
    const long long ranks = (long long)p.attnTp * p.attnDp;
    if (ranks > kPlannerMaxGpus)
        return tr("%1: TP %2 x DP %3 is more than %4 GPUs per worker.")
            .arg(name)
            .arg(p.attnTp)
            .arg(p.attnDp)
            .arg(kPlannerMaxGpus);
    // An EP size that spanned the old worker keeps spanning the new one.
    const WorkerPlan &old = prefill ? cur.prefill : cur.decode;
    if (p.moeEp == old.parallelism.moeEp && old.parallelism.moeEp == old.parallelism.ranks() &&
        ranks != old.parallelism.ranks())
        p.moeEp = int(ranks);
    if (ranks % p.moeEp != 0)
        return tr("%1: EP size %2 must divide TP %3 x DP %4 = %5.")
            .arg(name)
            .arg(p.moeEp)
            .arg(p.attnTp)
            .arg(p.attnDp)
            .arg(ranks);
    p.moeTp = int(ranks / p.moeEp);
    Scenario s = cur;
    (prefill ? s.prefill : s.decode) = pool;
    const double gpus = poolGpus(s);
    if (gpus > kPlannerMaxGpus)
        return tr("%1: the pools would need %2 GPUs, more than %3.")
            .arg(name)
            .arg(qlonglong(gpus))
            .arg(kPlannerMaxGpus);
    s.gpus = int(gpus);
    pushExplicit(prefill ? ScenarioField::PrefillPool : ScenarioField::DecodePool, s,
                 prefill ? tr("Prefill pool %1 x %2 GPUs").arg(pool.workers).arg(ranks)
                         : tr("Decode pool %1 x %2 GPUs").arg(pool.workers).arg(ranks));
    return {};
}

void PlannerDocument::setIsl(int isl)
{
    Scenario s = m_state.scenario;
    s.isl = isl;
    push(ScenarioField::Isl, s, tr("Input length %1").arg(isl));
}

void PlannerDocument::setOsl(int osl)
{
    Scenario s = m_state.scenario;
    s.osl = osl;
    push(ScenarioField::Osl, s, tr("Output length %1").arg(osl));
}

void PlannerDocument::setPrecision(const QString &precision)
{
    Scenario s = m_state.scenario;
    s.precision = precision.toStdString();
    push(ScenarioField::Precision, s, tr("Precision %1").arg(precision));
}

void PlannerDocument::setEngine(const QString &engine)
{
    Scenario s = m_state.scenario;
    s.engine = engine.toStdString();
    push(ScenarioField::Engine, s, tr("Engine %1").arg(engine));
}

void PlannerDocument::setCalibration(const QString &calibration)
{
    Scenario s = m_state.scenario;
    s.calibration = calibration.toStdString();
    push(ScenarioField::Calibration, s, tr("Calibration %1").arg(calibration));
}

void PlannerDocument::setPinned(bool pinned)
{
    DocumentState st = m_state;
    if (pinned)
        st.pinned = st.scenario;
    else
        st.pinned.reset();
    pushState(ScenarioField::Pin, std::move(st), pinned ? tr("Pin scenario") : tr("Unpin"));
}

void PlannerDocument::swapPinned()
{
    if (!m_state.pinned)
        return;
    DocumentState st = m_state;
    std::swap(st.scenario, *st.pinned);
    st.autoPlan = false;
    pushState(ScenarioField::Whole, std::move(st), tr("Swap with pinned scenario"));
}

void PlannerDocument::setScenario(const Scenario &s, const QString &text)
{
    DocumentState st = m_state;
    st.scenario = s;
    st.autoPlan = false;
    pushState(ScenarioField::Whole, std::move(st), text);
}

void PlannerDocument::resetScenario(const Scenario &s)
{
    m_undo->clear();
    DocumentState st;
    st.scenario = s;
    applyState(st);
}

void PlannerDocument::notifyCatalogChanged()
{
    m_correctionsStale = true;
    m_sizingKey.clear();
    emit catalogChanged();
    recompute();
}

void PlannerDocument::setProfiles(ProfileSet profiles)
{
    m_profiles = std::move(profiles);
    m_correctionsStale = true;
    m_sizingKey.clear();
    recompute();
    emit profilesChanged();
}

const ProfileSet &PlannerDocument::sizingProfiles(const QStringList &gpus)
{
    const ModelSpec *model = m_catalog.model(m_state.scenario.model);
    QStringList kinds = gpus;
    if (kinds.isEmpty()) {
        for (const GpuSpec &g : m_catalog.gpus())
            kinds << QString::fromStdString(g.id);
    }
    const QString modelId = model ? QString::fromStdString(model->id) : QString();
    const QString key = modelId + QLatin1Char('|') + kinds.join(QLatin1Char(','));
    if (key == m_sizingKey)
        return m_sizingProfiles;
    QVector<RunRecord> runs;
    if (model && m_source) {
        for (const QString &gpu : std::as_const(kinds))
            runs += m_source(modelId, gpu);
    } else if (model) {
        runs = m_runs; // given whole (setHistoryRuns): placing them keeps what can be placed
    }
    m_sizingProfiles = m_profiles;
    addHistoryCorrections(m_sizingProfiles, m_catalog, runs);
    m_sizingKey = key;
    return m_sizingProfiles;
}

void PlannerDocument::setHistoryRuns(QVector<RunRecord> runs)
{
    m_correctionsStale = true;
    m_sizingKey.clear();
    m_source = {};
    m_sourceKey.clear();
    m_runs = std::move(runs);
    m_measuredKey.clear();
    recompute();
    emit historyChanged();
}

void PlannerDocument::setHistorySource(HistorySource source)
{
    m_correctionsStale = true;
    m_sizingKey.clear();
    m_source = std::move(source);
    m_sourceKey.clear();
    m_runs.clear();
    m_measuredKey.clear();
    recompute();
    emit historyChanged();
}

void PlannerDocument::reloadHistory()
{
    m_correctionsStale = true;
    m_sizingKey.clear();
    m_sourceKey.clear();
    m_measuredKey.clear();
    recompute();
    emit historyChanged();
}

void PlannerDocument::beginInteraction()
{
    m_interaction = ++m_serialCounter;
}

void PlannerDocument::endInteraction()
{
    m_interaction = 0;
}

void PlannerDocument::applyState(const DocumentState &s)
{
    if (s == m_state)
        return;
    m_state = s;
    // The result first: controls that follow scenarioChanged() read from it (the GPU counts the
    // new plan can use).
    updateResult();
    emit scenarioChanged();
    emit resultChanged();
}

void PlannerDocument::recompute()
{
    if (m_state.autoPlan) {
        // "Plan: best" stays the best when what the numbers come from changes (a refit, an
        // import): the plan is chosen again in place. Not an undo step, as the change of
        // profiles or history is not; the scenario no longer matches its file.
        const Scenario best = normalized(m_state.scenario, true);
        if (!(best == m_state.scenario)) {
            m_state.scenario = best;
            m_undo->resetClean();
            updateResult();
            emit scenarioChanged();
            emit resultChanged();
            return;
        }
    }
    updateResult();
    emit resultChanged();
}

void PlannerDocument::loadHistoryFor(const Scenario &sc)
{
    const QString sourceKey = QString::fromStdString(sc.model + '|' + sc.gpu);
    if (m_source && sourceKey != m_sourceKey) {
        // Only when the model or GPU kind changed: never on a batch or GPU-count drag.
        const ModelSpec *model = m_catalog.model(sc.model);
        const GpuSpec *gpu = m_catalog.gpu(sc.gpu);
        m_runs = model && gpu
                     ? m_source(QString::fromStdString(model->id), QString::fromStdString(gpu->id))
                     : QVector<RunRecord>();
        m_sourceKey = sourceKey;
        m_measuredKey.clear();
        m_correctionsStale = true;
    }
    if (m_correctionsStale) {
        // The deployments of these runs measured at other loads correct the scenario's
        // prediction when it is one of them.
        addHistoryCorrections(m_profiles, m_catalog, m_runs);
        m_correctionsStale = false;
    }
}

void PlannerDocument::updateResult()
{
    const Scenario &sc = m_state.scenario;
    PlannerResult r;
    r.scenario = sc;
    r.autoPlan = m_state.autoPlan;
    loadHistoryFor(sc);
    const QString sourceKey = QString::fromStdString(sc.model + '|' + sc.gpu);
    r.params = deploymentParams(m_catalog, sc, &m_profiles);
    if (auto e = r.params.evaluate(m_catalog, sc)) {
        r.ok = true;
        r.eval = e.value();
    } else {
        r.error = errorMessage(e.error());
    }
    r.current = loadCurve(m_catalog, sc, r.params);
    const OtherTopology o = otherTopology(m_catalog, sc);
    if (o.error.isEmpty()) {
        // The other topology may be another GPU kind (b300 -> gb300) with its own calibration.
        r.other = loadCurve(m_catalog, o.scenario, paramsFor(o.scenario, &m_profiles, &m_catalog));
    } else {
        r.other.error = o.error;
    }
    r.frontier = frontierAcrossPlans(m_catalog, sc, &m_profiles);
    r.scaling = scaling(m_catalog, sc, &m_profiles);
    const QString measuredKey = sourceKey + QLatin1Char('|') + QString::fromStdString(sc.engine);
    if (measuredKey != m_measuredKey) {
        m_measuredCache = collectMeasured(m_catalog, sc, m_runs);
        m_measuredKey = measuredKey;
    }
    r.measured = matchDeployment(m_measuredCache, sc);
    r.gpuCounts = usableGpuCounts(m_catalog, sc);
    if (m_state.pinned) {
        PinnedResult p;
        p.scenario = *m_state.pinned;
        // A deployment reads the same pinned as current: corrected where the history measured it.
        const ParamsChoice params = deploymentParams(m_catalog, p.scenario, &m_profiles);
        p.label = scenarioLabel(m_catalog, p.scenario);
        if (auto e = params.evaluate(m_catalog, p.scenario)) {
            p.ok = true;
            p.eval = e.value();
        }
        p.curve = loadCurve(m_catalog, p.scenario, params);
        r.pinned = std::move(p);
    }
    m_result = std::move(r);
}

} // namespace moeplan::core
