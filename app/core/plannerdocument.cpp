#include "plannerdocument.h"

#include "messages.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include <cmath>

namespace moeplan::core {

namespace {

/// One generic "change the scenario" command. Commands of the same field merge while the same
/// interaction is open; a merged command that ends where it started becomes obsolete.
class ChangeScenario final : public QUndoCommand
{
public:
    ChangeScenario(PlannerDocument *doc, ScenarioField field, Scenario before, Scenario after,
                   const QString &text)
        : QUndoCommand(text), m_doc(doc), m_field(field), m_serial(doc->interactionSerial()),
          m_before(std::move(before)), m_after(std::move(after))
    {}

    int id() const override { return m_field == ScenarioField::Whole ? -1 : int(m_field); }
    void undo() override { m_doc->applyScenario(m_before); }
    void redo() override { m_doc->applyScenario(m_after); }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const ChangeScenario *>(other);
        if (m_serial == 0 || o->m_serial != m_serial || o->m_field != m_field)
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    PlannerDocument *m_doc;
    ScenarioField m_field;
    int m_serial;
    Scenario m_before;
    Scenario m_after;
};

} // namespace

PlannerDocument::PlannerDocument(const Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_undo(new QUndoStack(this))
{
    m_scenario.calibration = "auto";
    recompute();
}

PlannerDocument::~PlannerDocument() = default;

QVector<int> PlannerDocument::gpuCountChoices()
{
    return {8, 16, 24, 32, 36, 48, 64, 72, 96, 128, 144, 216, 288, 432, 576};
}

void PlannerDocument::push(ScenarioField field, const Scenario &next, const QString &text)
{
    if (next == m_scenario)
        return;
    m_undo->push(new ChangeScenario(this, field, m_scenario, next, text));
}

void PlannerDocument::setGpus(int gpus)
{
    Scenario s = m_scenario;
    s.gpus = gpus;
    if (s.plan == PlanKind::EP)
        s.ep = gpus;
    else if (s.plan == PlanKind::TP)
        s.tp = gpus;
    push(ScenarioField::Gpus, s, tr("GPU count %1").arg(gpus));
}

void PlannerDocument::setTopology(Topology t)
{
    Scenario s = m_scenario;
    s.topology = t;
    // Keep the silicon, change the form: b300 <-> gb300 where needed.
    const OtherTopology o = otherTopology(m_catalog, m_scenario);
    if (t != m_scenario.topology && o.error.isEmpty())
        s = o.scenario;
    push(ScenarioField::Topology, s,
         tr("Topology %1").arg(QString::fromUtf8(topologyName(t).data())));
}

void PlannerDocument::setAcceptanceLength(double al)
{
    Scenario s = m_scenario;
    s.acceptanceLength = al;
    // A drafter proposing d tokens can commit at most d + 1: keep d just large enough.
    if (al > 1.0)
        s.draftTokens = std::max(s.draftTokens, int(std::ceil(al - 1.0 - 1e-9)));
    else
        s.draftTokens = 0;
    push(ScenarioField::AcceptanceLength, s, tr("Acceptance length %1").arg(al, 0, 'f', 1));
}

void PlannerDocument::setBatch(int batch)
{
    Scenario s = m_scenario;
    s.batch = batch;
    push(ScenarioField::Batch, s, tr("Batch %1").arg(batch));
}

void PlannerDocument::setScenario(const Scenario &s, const QString &text)
{
    push(ScenarioField::Whole, s, text);
}

void PlannerDocument::resetScenario(const Scenario &s)
{
    m_undo->clear();
    applyScenario(s);
}

void PlannerDocument::setProfiles(ProfileSet profiles)
{
    m_profiles = std::move(profiles);
    recompute();
}

void PlannerDocument::beginInteraction()
{
    m_interaction = ++m_serialCounter;
}

void PlannerDocument::endInteraction()
{
    m_interaction = 0;
}

void PlannerDocument::applyScenario(const Scenario &s)
{
    if (s == m_scenario)
        return;
    m_scenario = s;
    emit scenarioChanged();
    recompute();
}

void PlannerDocument::recompute()
{
    PlannerResult r;
    r.scenario = m_scenario;
    r.params = paramsFor(m_scenario, &m_profiles, &m_catalog);
    if (auto e = evaluate(m_catalog, m_scenario, r.params.params)) {
        r.ok = true;
        r.eval = e.value();
        r.params.apply(r.eval);
    } else {
        r.error = errorMessage(e.error());
    }
    r.current = loadCurve(m_catalog, m_scenario, r.params);
    const OtherTopology o = otherTopology(m_catalog, m_scenario);
    if (o.error.isEmpty()) {
        // The other topology may be another GPU kind (b300 -> gb300) with its own calibration.
        r.other = loadCurve(m_catalog, o.scenario, paramsFor(o.scenario, &m_profiles, &m_catalog));
    } else {
        r.other.error = o.error;
    }
    m_result = std::move(r);
    emit resultChanged();
}

} // namespace moeplan::core
