#include "cliutil.h"

#include "import/names.h"
#include "usercatalog.h"

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

void addRunFilterOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("model"),
                 Cli::tr("Only runs of this model (catalog id or alias, or any name: normalised)."),
                 QStringLiteral("M")});
    p.addOption(
        {QStringLiteral("gpu"),
         Cli::tr("Only runs on this GPU kind (catalog id or alias, or any name: normalised)."),
         QStringLiteral("G")});
    p.addOption(
        {QStringLiteral("engine"), Cli::tr("Only runs of this engine."), QStringLiteral("E")});
}

core::RunFilter runFilterOf(const QCommandLineParser &p)
{
    core::RunFilter filter;
    const core::import::NameResolver names(core::appCatalog());
    if (p.isSet(QStringLiteral("model")))
        filter.model = names.model(p.value(QStringLiteral("model"))).id;
    if (p.isSet(QStringLiteral("gpu")))
        filter.gpu = names.gpu(p.value(QStringLiteral("gpu"))).id;
    if (p.isSet(QStringLiteral("engine")))
        filter.engine = p.value(QStringLiteral("engine")).toLower();
    return filter;
}

} // namespace moeplan::cli
