#include "cliutil.h"

#include <QCoreApplication>
#include <QTextStream>

namespace moeplan::cli {

int fail(const QString &message)
{
    QTextStream(stderr) << "moeplan-cli: " << message << '\n';
    return 2;
}

int failStore(const core::HistoryStore &store, const QString &message)
{
    fail(message);
    switch (store.lastFailure()) {
    case core::HistoryStore::Failure::Busy:
        return kExitBusy;
    case core::HistoryStore::Failure::NotWritable:
        return kExitNotWritable;
    case core::HistoryStore::Failure::None:
    case core::HistoryStore::Failure::Other:
        break;
    }
    return 2;
}

bool parseArgs(QCommandLineParser &p, const QStringList &args, int &code)
{
    p.addHelpOption();
    if (!p.parse(args)) {
        code = fail(p.errorText());
        return false;
    }
    if (p.isSet(QStringLiteral("help"))) {
        // Qt names the program by the path it was started as: the usage line names the
        // subcommand instead ("Usage: moeplan-cli import [options] files...").
        QString text = p.helpText();
        const QString usage = QCoreApplication::translate("QCommandLineParser", "Usage: %1");
        const QString started = usage.arg(QCoreApplication::arguments().value(0));
        if (!args.isEmpty() && text.startsWith(started))
            text.replace(0, started.size(), usage.arg(args.first()));
        QTextStream(stdout) << text;
        code = 0;
        return false;
    }
    return true;
}

QString csvField(QString s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) ||
        s.contains(QLatin1Char('\n'))) {
        s.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    return s;
}

} // namespace moeplan::cli
