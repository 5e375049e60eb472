// libFuzzer target: scenario files (.moeplan) as readScenarioFile() reads them, then what the
// CLI and the window do with one that reads: the labels, the catalog id check, the parameters
// its calibration key selects and one evaluation of the cost model. A scenario that reads must
// write a file that reads back equal; an evaluation that succeeds must be finite
// (tests/fuzz/fuzzcommon.h; scripts/fuzz.sh runs it).

#include "fuzzcommon.h"
#include "planning.h"
#include "scenarioio.h"

#include <cmath>

MOEPLAN_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace moeplan;
    if (size > 1024 * 1024) // readScenarioFile() refuses larger files
        return 0;
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(fuzz::bytesOf(data, size), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return 0;
    const core::ScenarioParse parsed = core::scenarioFromJson(doc.object());
    if (!parsed.ok())
        return 0;
    const Scenario &s = parsed.scenario;

    // Saved and read again: the same scenario.
    const QByteArray saved = QJsonDocument(core::scenarioToJson(s)).toJson();
    const core::ScenarioParse back =
        core::scenarioFromJson(QJsonDocument::fromJson(saved).object());
    if (!back.ok())
        fuzz::broken("a saved scenario does not read back", back.error);
    if (!(back.scenario == s))
        fuzz::broken("a saved scenario reads back different", QString::fromUtf8(saved));

    (void)core::planLabel(s);
    const Catalog &catalog = core::bundledCatalog();
    (void)core::scenarioLabel(catalog, s);
    if (!core::checkScenarioIds(catalog, s).isEmpty())
        return 0;
    const core::ParamsChoice params = core::paramsFor(s, nullptr, &catalog);
    if (!params.error.isEmpty())
        return 0;
    const Result<Evaluation> e = evaluate(catalog, s, params.params);
    if (e.ok()) {
        const Evaluation &v = e.value();
        for (double x :
             {v.stepMs, v.tpotMs, v.ttftMs, v.throughputTokensPerSecond, v.memoryPerGpuGB}) {
            if (!std::isfinite(x))
                fuzz::broken("evaluation not finite", QString::fromUtf8(saved));
        }
    }
    return 0;
}
