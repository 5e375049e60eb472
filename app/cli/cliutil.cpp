#include "cliutil.h"

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
        QTextStream(stdout) << p.helpText();
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
