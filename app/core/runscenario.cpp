#include "runscenario.h"

#include <algorithm>
#include <cmath>

namespace moeplan::core {

RunBasics runBasics(const Catalog &catalog, const RunRecord &run)
{
    RunBasics out;
    out.model = catalog.model(run.model.toStdString());
    out.gpu = catalog.gpu(run.gpu.toStdString());
    out.concurrency = run.concurrencyConfigured.value_or(run.concurrencyAchieved.value_or(0));
    if (!out.model || !out.gpu)
        return out;
    Scenario &s = out.scenario;
    s.model = out.model->id;
    s.gpu = out.gpu->id;
    s.precision = run.precision.isEmpty() || !out.model->precision(run.precision.toStdString())
                      ? std::string("default")
                      : run.precision.toStdString();
    s.topology = run.topology == QLatin1String("nvl72") && out.gpu->nvlinkDomain >= 72
                     ? Topology::Nvl72
                     : Topology::HgxIb;
    if (run.acceptanceLength && *run.acceptanceLength > 1.0) {
        s.acceptanceLength = *run.acceptanceLength;
        s.draftTokens =
            std::max(run.draftTokens, int(std::ceil(*run.acceptanceLength - 1.0 - 1e-9)));
    }
    return out;
}

Parallelism statedParallelism(int tp, int dp, int ep)
{
    tp = std::max(1, tp);
    dp = std::max(1, dp);
    ep = std::max(1, ep);
    Parallelism p{tp, dp, 1, ep};
    p.moeTp = (tp * dp) % ep == 0 ? tp * dp / ep : 0;
    return p;
}

} // namespace moeplan::core
