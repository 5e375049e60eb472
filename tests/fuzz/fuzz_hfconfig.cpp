// libFuzzer target: Hugging Face config.json files as `moeplan-cli catalog add-model` and the
// add-model dialog read them (modelFromHfConfig), then what the app does with a model that
// reads (tests/fuzz/fuzzcatalog.h; scripts/fuzz.sh runs it).

#include "fuzzcatalog.h"

MOEPLAN_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace moeplan;
    if (size > 16 * 1024 * 1024) // readHfConfigBytes() refuses larger files
        return 0;
    // A name the default id and display name are derived from; no file is opened.
    static const QString path = QStringLiteral("/moeplan-fuzz/org--Fuzz-MoE-A3B.json");
    const core::HfConfigRead read = core::modelFromHfConfig(fuzz::bytesOf(data, size), path);
    if (read.model) {
        if (!read.error.isEmpty())
            fuzz::broken("a model and an error", read.error);
        fuzz::exerciseModel(*read.model);
    } else if (read.error.isEmpty()) {
        fuzz::broken("neither a model nor an error");
    }
    return 0;
}
