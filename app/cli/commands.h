#pragma once
// moeplan-cli subcommands. Each returns the process exit code: 0 success, 1 partial failure
// (where a command defines it), 2 bad input or usage (one line on stderr).

#include "scenarioio.h"

#include <QStringList>

class QCommandLineParser;

namespace moeplan::core {
class ProfileSet;
struct RunRecord;
} // namespace moeplan::core

namespace moeplan::cli {

int runEval(const QStringList &args);
int runSweep(const QStringList &args);

/// The calibration profiles of the --db option (left empty without it); false with `error` set
/// when the database is missing or unreadable. With `runsOf` and `runs`, also the history's runs
/// of that scenario's model and GPU kind: those the window's planner corrects the scenario by
/// and overlays on its charts; a `runsOf` with an empty GPU kind: the model's runs on every
/// kind, what Size It corrects its options by.
bool profilesFromDb(const QCommandLineParser &p, core::ProfileSet &set, QString &error,
                    const Scenario *runsOf = nullptr, QVector<core::RunRecord> *runs = nullptr);

/// Adds --scenario and one flag per scenario-file key (--model, --gpu, ...); with
/// `withBatchAndGpusRanges`, --batch and --gpus also take ranges (sweep). Keys in `omit` get
/// no flag (the command defines its own or chooses them).
void addScenarioOptions(QCommandLineParser &p, bool withBatchAndGpusRanges,
                        const QStringList &omit = {});
/// The scenario of --scenario with the flags over it, through the scenario-file validation;
/// `skip` names flags the command handles itself.
core::ScenarioParse scenarioFromFlags(const QCommandLineParser &p, const QStringList &skip = {});

int runRecommend(const QStringList &args);

/// The top-level usage text.
QString usage();

} // namespace moeplan::cli
