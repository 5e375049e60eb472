// libFuzzer target: InferenceX result JSON (aggregated, raw, multi-node)
// (tests/fuzz/fuzzcommon.h; scripts/fuzz.sh runs it).

#include "fuzzcommon.h"

using namespace moeplan::core::import;

MOEPLAN_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    moeplan::fuzz::fuzzFamily(data, size, {inferenceXFormat()}, {});
    return 0;
}
