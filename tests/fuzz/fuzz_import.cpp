// libFuzzer target: the importer's front door on bytes (importResultBytes): content sniffing
// over every format, UTF-16/BOM handling, JSON documents, arrays and JSON lines, the project's
// own runs file, with no deployment and with the deployment the import tests give; the bundled
// catalog (tests/fuzz/fuzzcommon.h; scripts/fuzz.sh runs it).

#include "fuzzcommon.h"

MOEPLAN_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace moeplan;
    const QByteArray bytes = fuzz::bytesOf(data, size);
    static const QJsonObject flags{
        {"gpu", "h200"}, {"plan", "tp"}, {"tp", 8}, {"model", "deepseek-r1"}};
    for (const QJsonObject &deployment : {QJsonObject(), flags}) {
        const core::ImportedFile file =
            core::importResultBytes(bytes, fuzz::inputName(), deployment, core::bundledCatalog());
        for (const core::RunRecord &r : file.runs)
            fuzz::checkRun(r);
        if (file.runs.isEmpty() && file.ok())
            fuzz::broken("no run and no error");
    }
    return 0;
}
