// libFuzzer target: AIConfigurator measured-runs CSVs, as an import format and as the rows
// `moeplan-cli predict` and `validate` read (with and without measurements, with and without
// assumed worker counts) (tests/fuzz/fuzzcommon.h; scripts/fuzz.sh runs it).

#include "fuzzcommon.h"

using namespace moeplan::core::import;

MOEPLAN_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    moeplan::fuzz::fuzzFamily(data, size, {}, {aicCsvFormat()});
    const QString text = decodeText(moeplan::fuzz::bytesOf(data, size));
    const NameResolver names = moeplan::fuzz::names();
    for (const bool requireMeasurements : {true, false}) {
        for (const bool assumeOneWorker : {false, true}) {
            QString fileError;
            const QVector<moeplan::core::CsvRowResult> rows =
                measuredRunsCsvRows(text, moeplan::fuzz::inputName(), requireMeasurements,
                                    assumeOneWorker, names, &fileError);
            for (const moeplan::core::CsvRowResult &row : rows) {
                if (row.run)
                    moeplan::fuzz::checkRun(*row.run);
                else if (row.reason.isEmpty())
                    moeplan::fuzz::broken("CSV row neither a run nor refused");
            }
        }
    }
    return 0;
}
