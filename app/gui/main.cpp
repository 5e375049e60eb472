// moeplan: the desktop app. Composition root only: arguments, translations, wiring.

#include "calibration.h"
#include "catalogloader.h"
#include "historystore.h"
#include "mainwindow.h"
#include "paths.h"
#include "plannerdocument.h"
#include "scenarioio.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QImageWriter>
#include <QLocale>
#include <QSaveFile>
#include <QTranslator>
#include <QUndoStack>

#include <cstdio>
#include <cstring>

namespace {

constexpr int kScreenshotWidth = 1400;
constexpr int kScreenshotHeight = 900;

QString tr(const char *s)
{
    return QCoreApplication::translate("main", s);
}

void printError(const QString &message)
{
    std::fprintf(stderr, "moeplan: %s\n", qUtf8Printable(message));
}

/// Whether the run never shows a window (--screenshot, --help, --version). Looked for before
/// QApplication exists, so the platform can still be chosen: these work without a display.
bool runsHeadless(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (std::strcmp(a, "--screenshot") == 0 || std::strncmp(a, "--screenshot=", 13) == 0 ||
            std::strcmp(a, "--help") == 0 || std::strcmp(a, "-h") == 0 ||
            std::strcmp(a, "--help-all") == 0 || std::strcmp(a, "--version") == 0 ||
            std::strcmp(a, "-v") == 0)
            return true;
    }
    return false;
}

/// Renders the window at a fixed size and writes it atomically; returns the exit code.
int saveScreenshot(QWidget &window, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) { // fail before rendering anything
        printError(tr("%1: cannot write: %2").arg(path, file.errorString()));
        return 1;
    }
    QByteArray format = QFileInfo(path).suffix().toLower().toLatin1();
    if (format.isEmpty())
        format = "png";

    window.resize(kScreenshotWidth, kScreenshotHeight);
    window.show();
    for (int i = 0; i < 3; ++i) // layout, then the charts' queued repaints
        QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();

    QImageWriter writer(&file, format);
    if (!writer.write(image)) {
        printError(tr("%1: cannot write: %2").arg(path, writer.errorString()));
        file.cancelWriting();
        return 1;
    }
    if (!file.commit()) {
        printError(tr("%1: cannot write: %2").arg(path, file.errorString()));
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && runsHeadless(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MoE Planner"));
    QApplication::setOrganizationName(QStringLiteral("MoEPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(MOEPLAN_VERSION));

    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("moeplan"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Capacity planner for serving Mixture-of-Experts language models."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        tr("Render the main window offscreen at %1x%2 to <file> (PNG) and exit.")
            .arg(kScreenshotWidth)
            .arg(kScreenshotHeight),
        tr("file"));
    const QCommandLineOption scenarioOption(
        QStringLiteral("scenario"), tr("Open the scenario file <file> (.moeplan)."), tr("file"));
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        tr("History database <file> whose calibration profiles the planner uses (default: the "
           "history in the application-data folder)."),
        tr("file"));
    parser.addOptions({screenshotOption, scenarioOption, dbOption});
    parser.process(app);
    moeplan::core::PlannerDocument document(moeplan::core::bundledCatalog());
    // Calibration profiles of the history database (--db, else the app-data default) when it
    // exists; without one the planner uses datasheet parameters and says so.
    const QString historyPath = moeplan::core::defaultHistoryPath(parser.value(dbOption));
    QString historyError;
    const bool screenshot = parser.isSet(screenshotOption);
    if (!screenshot && !parser.isSet(dbOption) && !QFileInfo::exists(historyPath)) {
        // First start: the default history begins with the bundled reference runs, calibrated,
        // so a new user has measured points to plan against (screenshots stay reproducible).
        moeplan::core::HistoryStore store;
        historyError = store.open(historyPath);
        if (historyError.isEmpty())
            historyError = store.ensureReferenceRuns();
        if (historyError.isEmpty())
            historyError = moeplan::core::recalibrate(store, document.catalog()).error;
    }
    if (QFileInfo::exists(historyPath)) {
        moeplan::core::HistoryStore store;
        historyError = store.open(historyPath);
        if (historyError.isEmpty()) {
            QString err;
            document.setProfiles(moeplan::core::fromStoredSet(store.profiles(&err), &err));
            historyError = err;
        }
    } else if (parser.isSet(dbOption)) {
        historyError = tr("%1: no such history database").arg(historyPath);
    }
    QString loadError;
    if (parser.isSet(scenarioOption)) {
        const QString path = parser.value(scenarioOption);
        const moeplan::core::ScenarioParse parsed = moeplan::core::readScenarioFile(path);
        const QString idError =
            parsed.ok() ? moeplan::core::checkScenarioIds(document.catalog(), parsed.scenario)
                        : QString();
        if (!parsed.ok())
            loadError = parsed.error;
        else if (!idError.isEmpty())
            loadError = path + QStringLiteral(": ") + idError;
        else
            document.resetScenario(parsed.scenario); // the opened file is the starting point
    }

    if (screenshot && (!loadError.isEmpty() || !historyError.isEmpty())) {
        printError(loadError.isEmpty() ? historyError : loadError);
        return 2;
    }
    moeplan::widgets::MainWindow window(&document);
    if (screenshot)
        return saveScreenshot(window, parser.value(screenshotOption));
    if (!loadError.isEmpty())
        window.showError(loadError);
    else if (!historyError.isEmpty())
        window.showError(historyError);
    window.show();
    return QApplication::exec();
}
