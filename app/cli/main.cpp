// moeplan-cli: the headless face of MoE Planner (scripts, CI, GPU nodes).

#include "calibratecommands.h"
#include "catalogcommands.h"
#include "chartcommands.h"
#include "cliutil.h"
#include "commands.h"
#include "diagnosecommands.h"
#include "historycommands.h"
#include "language.h"
#include "paths.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>

#include <memory>

int main(int argc, char *argv[])
{
    // chart and report draw with the window's widgets: a QApplication, offscreen unless the
    // caller chose a platform. Every other command stays a core application (no display).
    const bool gui = argc > 1 && moeplan::cli::commandNeedsGui(argv[1]);
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (gui)
        moeplan::core::ensureRuntimeDir();
    std::unique_ptr<QCoreApplication> application =
        gui ? std::make_unique<QApplication>(argc, argv)
            : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    // The same application name as the window: one app-data folder (history, user catalog) and
    // one settings store for both.
    QCoreApplication::setApplicationName(QStringLiteral("MoE Planner"));
    QCoreApplication::setOrganizationName(QStringLiteral("MoEPlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MOEPLAN_VERSION));

    // The messages' language: the system's (LANG, LANGUAGE), with MoE Planner's catalogue as
    // the window loads it and Qt's own (the option parser's messages). MOEPLAN_TRANSLATION_FILE,
    // when set, names a .qm file loaded instead of the embedded catalogue
    // (tests/tst_translations.cpp runs the CLI with a pseudo-translation to check that every
    // message reaches the catalogue). Numbers the CLI writes stay locale-neutral.
    const auto translators = moeplan::core::installTranslators(
        QLocale::system(), qEnvironmentVariable("MOEPLAN_TRANSLATION_FILE"));

    QStringList args = app.arguments();
    QTextStream out(stdout);
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
    // ... and names itself in its --help's usage line (parseArgs reads the name from here).
    args[0] = QStringLiteral("moeplan-cli ") + command;
    if (command == QLatin1String("eval"))
        return moeplan::cli::runEval(args);
    if (command == QLatin1String("sweep"))
        return moeplan::cli::runSweep(args);
    if (command == QLatin1String("catalog"))
        return moeplan::cli::runCatalog(args);
    if (command == QLatin1String("import"))
        return moeplan::cli::runImport(args);
    if (command == QLatin1String("sync"))
        return moeplan::cli::runSync(args);
    if (command == QLatin1String("runs"))
        return moeplan::cli::runRuns(args);
    if (command == QLatin1String("calibrate"))
        return moeplan::cli::runCalibrate(args);
    if (command == QLatin1String("predict"))
        return moeplan::cli::runPredict(args);
    if (command == QLatin1String("validate"))
        return moeplan::cli::runValidate(args);
    if (command == QLatin1String("check"))
        return moeplan::cli::runCheck(args);
    if (command == QLatin1String("diagnose"))
        return moeplan::cli::runDiagnose(args);
    if (command == QLatin1String("recommend"))
        return moeplan::cli::runRecommend(args);
    if (command == QLatin1String("chart"))
        return moeplan::cli::runChart(args);
    if (command == QLatin1String("report"))
        return moeplan::cli::runReport(args);
    return moeplan::cli::fail(
        moeplan::cli::Cli::tr("unknown command \"%1\" (try moeplan-cli --help)").arg(command));
}
