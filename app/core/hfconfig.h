#pragma once
// A catalog model from a Hugging Face config.json: the architecture fields each family writes
// (DeepSeek/Kimi/GLM MLA and n_routed_experts, Qwen num_experts and hybrid linear attention,
// Mixtral/MiniMax/gpt-oss num_local_experts, Llama 4 interleaved MoE, dense Llama/Qwen), a
// nested text_config, and the quantization_config (bytes per weight and which tensors stay
// BF16). A config it cannot read is refused naming the field; nothing is guessed silently:
// every assumption is a note. docs/catalogs.md lists the fields read.

#include "catalog.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace moeplan::core {

struct HfConfigOptions
{
    QString id;   ///< catalog id; empty = from the file or folder name
    QString name; ///< display name; empty = from the file or folder name
};

struct HfConfigRead
{
    std::optional<ModelSpec> model; ///< set when the config was read
    QString error;                  ///< one line naming the field, when refused
    QStringList notes;              ///< what was assumed or left out, one line each
};

/// Reads `json` (the content of `path`, named in messages and used for the default id).
HfConfigRead modelFromHfConfig(const QByteArray &json, const QString &path,
                               const HfConfigOptions &options = {});
/// Reads a config file's bytes (regular files up to 16 MiB); the error names the file.
QString readHfConfigBytes(const QString &path, QByteArray &out);
/// Reads the file at `path` (readHfConfigBytes(), then modelFromHfConfig()).
HfConfigRead modelFromHfConfigFile(const QString &path, const HfConfigOptions &options = {});

/// The Hugging Face name a config path suggests: "org--Name.json" -> "org/Name"; a file named
/// config.json takes its folder's name, looking through a Hugging Face cache snapshot
/// ("models--org--Name/snapshots/<hash>/config.json"). Empty when nothing sensible is there.
QString hfNameFromPath(const QString &path);

/// Whether a file is a Hugging Face config.json (a JSON object under 16 MiB with model_type or
/// architectures and the model's width, at its top or in text_config): dropped files are told
/// apart from benchmark results this way.
bool looksLikeHfConfig(const QString &path);

/// The figures `catalog model ID --json` prints and the add dialog shows, at one precision.
struct ModelFigures
{
    QString precision;
    double totalParams = 0;
    double activeParams = 0;
    double weightBytes = 0;
    double kvBytesPerToken = 0;
    int layers = 0;
    int moeLayers = 0;
    int experts = 0;
    int expertsPerToken = 0;
};
ModelFigures modelFigures(const ModelSpec &model, const QString &precision = {});

} // namespace moeplan::core
