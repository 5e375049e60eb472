#pragma once
// Helpers several tests share: running moeplan-cli as a user would, and writing fixture files.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace testutil {

struct CliRun
{
    int code = -1; ///< exit code, -1 when it did not finish
    QByteArray out;
    QByteArray err;
};

/// Runs build/bin/moeplan-cli with `args` (two minutes at most).
inline CliRun cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli"), args);
    CliRun r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// Writes `bytes` to `name` in `dir`; the path, or an empty string when it cannot.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(bytes);
    return path;
}

/// Pages of a PDF (pdfinfo), -1 when it cannot tell.
inline int pdfPages(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {path});
    if (!p.waitForFinished(60000))
        return -1;
    const QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("Pages:"))
            return line.mid(6).trimmed().toInt();
    }
    return -1;
}

} // namespace testutil
