#pragma once
// Shared by fuzz_catalog and fuzz_hfconfig: what the app does with a catalog entry that
// validates (docs/catalogs.md): it is saved to the user catalog as JSON and read back at the
// next start, its figures are shown, and scenarios are evaluated on it. A valid entry must read
// back the same, and an evaluation that succeeds must be finite.

#include "fuzzcommon.h"
#include "hfconfig.h"
#include "planning.h"

#include <QJsonDocument>

namespace moeplan::fuzz {

inline void checkEvaluation(const Catalog &catalog, const Scenario &s, const char *what)
{
    const core::ParamsChoice params = core::paramsFor(s, nullptr, &catalog);
    if (!params.error.isEmpty())
        return;
    const Result<Evaluation> e = evaluate(catalog, s, params.params);
    if (!e.ok())
        return;
    const Evaluation &v = e.value();
    for (double x : {v.stepMs, v.tpotMs, v.ttftMs, v.throughputTokensPerSecond, v.memoryPerGpuGB,
                     v.kvPerGpuGB}) {
        if (!std::isfinite(x))
            broken(what, QString::number(x));
    }
}

/// The JSON an entry is saved as, through text (QJsonDocument), back to an object.
inline QJsonObject throughText(const QJsonObject &o)
{
    return QJsonDocument::fromJson(QJsonDocument(o).toJson(QJsonDocument::Compact)).object();
}

inline void exerciseModel(const ModelSpec &model)
{
    if (!core::checkModel(model).isEmpty())
        return;
    const QJsonObject saved = core::modelToJson(model);
    ModelSpec back;
    if (const QString e = core::modelFromJson(throughText(saved), back); !e.isEmpty())
        broken("a valid model does not read back", e);
    if (const QString e = core::checkModel(back); !e.isEmpty())
        broken("a valid model reads back invalid", e);
    if (core::modelToJson(back) != saved)
        broken("a valid model reads back different",
               QString::fromUtf8(QJsonDocument(saved).toJson(QJsonDocument::Compact)));
    for (const PrecisionSpec &p : model.precisions)
        (void)core::modelFigures(model, QString::fromStdString(p.id));
    (void)core::modelFigures(model);

    // Evaluated on two bundled GPU kinds with a tensor- and an expert-parallel plan.
    static Catalog catalog = [] {
        Catalog c;
        for (const GpuSpec &g : core::bundledCatalog().gpus())
            c.addGpu(g);
        return c;
    }();
    ModelSpec m = model;
    m.id = "fuzz-model";
    m.aliases.clear();
    catalog.putModel(std::move(m));
    for (const char *gpu : {"h200", "gb300"}) {
        for (PlanKind plan : {PlanKind::TP, PlanKind::EP}) {
            Scenario s;
            s.model = "fuzz-model";
            s.gpu = gpu;
            s.gpus = 8;
            s.plan = plan;
            s.tp = plan == PlanKind::TP ? 8 : 1;
            s.ep = plan == PlanKind::EP ? 8 : 1;
            checkEvaluation(catalog, s, "evaluation of a valid model not finite");
        }
    }
    catalog.removeModel("fuzz-model");
}

inline void exerciseGpu(const GpuSpec &gpu)
{
    if (!core::checkGpu(gpu).isEmpty())
        return;
    const QJsonObject saved = core::gpuToJson(gpu);
    GpuSpec back;
    if (const QString e = core::gpuFromJson(throughText(saved), back); !e.isEmpty())
        broken("a valid GPU kind does not read back", e);
    if (const QString e = core::checkGpu(back); !e.isEmpty())
        broken("a valid GPU kind reads back invalid", e);
    if (core::gpuToJson(back) != saved)
        broken("a valid GPU kind reads back different",
               QString::fromUtf8(QJsonDocument(saved).toJson(QJsonDocument::Compact)));

    static Catalog catalog = [] {
        Catalog c;
        for (const ModelSpec &m : core::bundledCatalog().models())
            c.addModel(m);
        return c;
    }();
    GpuSpec g = gpu;
    g.id = "fuzz-gpu";
    g.aliases.clear();
    g.sibling.clear();
    catalog.putGpu(std::move(g));
    for (const char *model : {"deepseek-r1", "llama3.1-8b"}) {
        Scenario s;
        s.model = model;
        s.gpu = "fuzz-gpu";
        s.gpus = 8;
        s.plan = PlanKind::EP;
        s.ep = 8;
        checkEvaluation(catalog, s, "evaluation on a valid GPU kind not finite");
    }
    catalog.removeGpu("fuzz-gpu");
}

} // namespace moeplan::fuzz
