#pragma once
// Scenarios several tests open in the planner, as scenario-file JSON.

#include "scenarioio.h"

#include <QJsonDocument>

namespace testscenarios {

/// Kimi K2.5 on 24 GB200s in one NVL72 domain, disaggregated: one prefill worker of DP-4
/// attention with EP-4 and five decode workers of TP-4 attention with EP-4 at 6 sequences each
/// (a deployment of the AIConfigurator sample; its legend names are long).
inline constexpr char kKimiGb200Disagg[] = R"({"model": "kimi-k2.5", "gpu": "gb200",
    "topology": "nvl72", "isl": 8192, "osl": 1024, "serving": "disagg", "engine": "trtllm",
    "calibration": "datasheet", "prefill": {"tp": 1, "dp": 4, "ep": 4, "workers": 1},
    "decode": {"tp": 4, "ep": 4, "workers": 5, "batch": 6}})";

/// `json` read as a scenario file is.
inline moeplan::core::ScenarioParse parse(const char *json)
{
    return moeplan::core::scenarioFromJson(QJsonDocument::fromJson(json).object());
}

} // namespace testscenarios
