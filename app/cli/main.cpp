// moeplan-cli: the headless face of MoE Planner (scripts, CI, GPU nodes).

#include "calibratecommands.h"
#include "commands.h"
#include "historycommands.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("moeplan-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("MoEPlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MOEPLAN_VERSION));

    QStringList args = app.arguments();
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (args.size() < 2 || args.at(1) == QLatin1String("--help") ||
        args.at(1) == QLatin1String("-h") || args.at(1) == QLatin1String("help")) {
        out << moeplan::cli::usage();
        return args.size() < 2 ? 2 : 0;
    }
    if (args.at(1) == QLatin1String("--version")) {
        out << "moeplan-cli " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    const QString command = args.at(1);
    args.removeAt(1); // the subcommand parses "moeplan-cli <its options>"
    if (command == QLatin1String("eval"))
        return moeplan::cli::runEval(args);
    if (command == QLatin1String("sweep"))
        return moeplan::cli::runSweep(args);
    if (command == QLatin1String("catalog"))
        return moeplan::cli::runCatalog(args);
    if (command == QLatin1String("import"))
        return moeplan::cli::runImport(args);
    if (command == QLatin1String("runs"))
        return moeplan::cli::runRuns(args);
    if (command == QLatin1String("calibrate"))
        return moeplan::cli::runCalibrate(args);
    if (command == QLatin1String("predict"))
        return moeplan::cli::runPredict(args);
    if (command == QLatin1String("validate"))
        return moeplan::cli::runValidate(args);
    err << "moeplan-cli: unknown command \"" << command << "\" (try moeplan-cli --help)\n";
    return 2;
}
