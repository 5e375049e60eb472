// libFuzzer target: the catalog loaders on one input: a GPU and a model catalog document
// (loadGpus/loadModels, the schema of resources/catalog/*.json), a GPU datasheet
// (gpuFromDatasheet, `catalog add-gpu`), and a user catalog entry of either kind
// (gpuFromJson/modelFromJson); every entry that loads is exercised as the app uses it
// (tests/fuzz/fuzzcatalog.h; scripts/fuzz.sh runs it).

#include "fuzzcatalog.h"
#include "usercatalog.h"

MOEPLAN_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace moeplan;
    if (size > 16 * 1024 * 1024)
        return 0;
    const QByteArray bytes = fuzz::bytesOf(data, size);
    static const QString origin = QStringLiteral("/moeplan-fuzz/catalog.json");

    core::CatalogLoad gpus;
    core::loadGpus(bytes, origin, gpus);
    for (const GpuSpec &g : gpus.catalog.gpus())
        fuzz::exerciseGpu(g);
    core::CatalogLoad models;
    core::loadModels(bytes, origin, models);
    for (const ModelSpec &m : models.catalog.models())
        fuzz::exerciseModel(m);

    const core::GpuRead sheet = core::gpuFromDatasheet(bytes, origin);
    if (sheet.gpu)
        fuzz::exerciseGpu(*sheet.gpu);
    else if (sheet.error.isEmpty())
        fuzz::broken("datasheet neither a GPU kind nor an error");

    const QJsonObject entry = QJsonDocument::fromJson(bytes).object();
    if (!entry.isEmpty()) {
        GpuSpec g;
        if (core::gpuFromJson(entry, g).isEmpty())
            fuzz::exerciseGpu(g);
        ModelSpec m;
        if (core::modelFromJson(entry, m).isEmpty())
            fuzz::exerciseModel(m);
    }
    return 0;
}
