#pragma once
// Generated inputs shared by the history benchmarks (bench_history, bench_teamhistory).

#include "importers.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace moeplan::bench {

inline constexpr int kRuns = 100000;

/// 100,000 distinct vLLM result objects, one per line.
inline const QByteArray &jsonLines()
{
    static const QByteArray bytes = [] {
        QByteArray out;
        out.reserve(kRuns * 700);
        for (int i = 0; i < kRuns; ++i) {
            const double ttft = 100.0 + i * 0.01;
            const double tpot = 10.0 + (i % 997) * 0.1;
            static const char *const models[] = {"deepseek-ai/DeepSeek-R1", "moonshotai/Kimi-K2.5",
                                                 "Qwen/Qwen3-235B-A22B", "openai/gpt-oss-120b",
                                                 "zai-org/GLM-5"};
            out += "{\"date\": \"20260102-030405\", \"backend\": \"";
            out += i % 2 ? "sglang" : "vllm";
            out += "\", \"label\": null, \"model_id\": \"";
            out += models[(i / 2) % 5];
            out += "\", \"num_prompts\": 200, "
                   "\"request_rate\": \"inf\", \"burstiness\": 1.0, \"max_concurrency\": ";
            out += QByteArray::number(1 << (i % 9));
            out += ", \"duration\": 60.0, \"completed\": 200, \"failed\": 0, "
                   "\"total_input_tokens\": 204800, \"total_output_tokens\": 204800, "
                   "\"request_throughput\": 3.3, \"output_throughput\": 3400.5, "
                   "\"total_token_throughput\": 6800.0, \"mean_ttft_ms\": ";
            out += QByteArray::number(ttft, 'g', 12);
            out += ", \"median_ttft_ms\": 95.0, \"p99_ttft_ms\": 400.0, \"mean_tpot_ms\": ";
            out += QByteArray::number(tpot, 'g', 12);
            out += ", \"median_tpot_ms\": 9.5, \"p99_tpot_ms\": 40.0, \"mean_itl_ms\": 10.2, "
                   "\"mean_e2el_ms\": 20000.0}\n";
        }
        return out;
    }();
    return bytes;
}

inline QJsonObject deployment()
{
    return QJsonDocument::fromJson(R"({"gpu": "b200", "plan": "ep", "ep": 8, "engine": "vllm"})")
        .object();
}

/// jsonLines() parsed and converted once: 100,000 runs of one source.
inline const moeplan::core::ImportedFile &importedRuns()
{
    static const moeplan::core::ImportedFile f =
        moeplan::core::importResultBytes(jsonLines(), QStringLiteral("runs.jsonl"), deployment());
    return f;
}

} // namespace moeplan::bench
