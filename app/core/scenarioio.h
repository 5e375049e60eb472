#pragma once
// Scenario files (.moeplan, JSON): one object with the keys of design/architecture.md. Unknown
// keys and wrong types are errors that name the key; missing keys take the documented defaults.

#include "scenario.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <span>

namespace moeplan::core {

struct ScenarioParse
{
    Scenario scenario;
    QString error; ///< empty on success; otherwise one translated line naming the key
    /// The key that failed ("tp", "decode.batch") and the sentence saying what is wrong with it,
    /// its %1 left open for the key's name ("\"%1\" must be a whole number"), for callers that
    /// name the key another way (the CLI's --flags); empty when the file itself could not be read.
    QString key, problem;
    bool ok() const { return error.isEmpty(); }
};

/// Applies the keys of `o` on top of `base` (so flags can override a file and vice versa).
ScenarioParse scenarioFromJson(const QJsonObject &o, const Scenario &base = {});
/// Reads a scenario file; the message names the file on error.
ScenarioParse readScenarioFile(const QString &path, const Scenario &base = {});
QJsonObject scenarioToJson(const Scenario &s);
/// Atomic write (QSaveFile). Returns an empty string or the translated error naming the file.
QString writeScenarioFile(const QString &path, const Scenario &s);

/// A top-level key of a scenario file: its JSON type and what it means, with its default. The
/// CLI's scenario flags are made from these (--key, with '_' also as '-').
struct ScenarioKey
{
    enum class Type
    {
        Integer,
        Number,
        String,
        Object, ///< prefill, decode: no flag
    };
    const char *key;
    Type type;
    const char *help; ///< untranslated; scenarioKeyHelp() translates it
};

/// The scenario keys, in documentation order (for --help and validation).
QStringList scenarioKeys();
/// The same with their types and help.
std::span<const ScenarioKey> scenarioKeyTable();
/// The key's help, translated.
QString scenarioKeyHelp(const ScenarioKey &key);

} // namespace moeplan::core
