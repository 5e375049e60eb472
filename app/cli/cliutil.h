#pragma once
// What every moeplan-cli subcommand shares: the one-line error and the parse step.

#include "historystore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace moeplan::cli {

/// The translation context of every moeplan-cli message: Cli::tr("...").
struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::cli::Cli)
};

/// Exit statuses (docs/user-guide.md): 0 done, 1 some input refused, 2 bad usage or input,
/// 3 the history is busy (another process kept it locked; try again), 4 the history cannot be
/// written (read-only file or folder, disk full).
inline constexpr int kExitBusy = 3;
inline constexpr int kExitNotWritable = 4;

/// Prints "moeplan-cli: MESSAGE" on stderr and returns the bad-input exit code, 2.
int fail(const QString &message);
/// The same for a failure of the history `store`: exit 3 when it was busy, 4 when it cannot be
/// written, else 2.
int failStore(const core::HistoryStore &store, const QString &message);

/// Adds --help and parses. False when the command should end now, with `code` set: 2 after a
/// parse error (one line on stderr), 0 after printing --help.
bool parseArgs(QCommandLineParser &p, const QStringList &args, int &code);

/// A CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, quote or newline.
QString csvField(QString s);

/// --model, --gpu and --engine: only the runs of that model, GPU kind or engine (runs, check).
void addRunFilterOptions(QCommandLineParser &p);
/// Those options as a filter, the names resolved as the importers store them (catalog ids and
/// aliases, or any name normalised); empty fields where an option is not given.
core::RunFilter runFilterOf(const QCommandLineParser &p);

/// --deployment FILE.json and the deployment flags (--gpu, --plan, --tp, ...) that fill what
/// result files leave out (import, check); `withNames` false leaves out --model, --gpu and
/// --engine (added by addRunFilterOptions, which check reads as the deployment's names too).
void addDeploymentOptions(QCommandLineParser &p, bool withNames);
/// The deployment object from --deployment and the flags (flags win): an empty string, or the
/// error naming the file or flag.
QString deploymentFrom(const QCommandLineParser &p, QJsonObject &out);

} // namespace moeplan::cli
