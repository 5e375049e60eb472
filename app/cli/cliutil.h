#pragma once
// What every moeplan-cli subcommand shares: the one-line error and the parse step.

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace moeplan::cli {

/// Prints "moeplan-cli: MESSAGE" on stderr and returns the bad-input exit code, 2.
int fail(const QString &message);

/// Adds --help and parses. False when the command should end now, with `code` set: 2 after a
/// parse error (one line on stderr), 0 after printing --help.
bool parseArgs(QCommandLineParser &p, const QStringList &args, int &code);

/// A CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, quote or newline.
QString csvField(QString s);

} // namespace moeplan::cli
