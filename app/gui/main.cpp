// moeplan: the desktop app. Composition root only: arguments, translations, wiring.

#include "calibration.h"
#include "calibrationjob.h"
#include "calibrationpage.h"
#include "catalogloader.h"
#include "historycontroller.h"
#include "historypage.h"
#include "historystore.h"
#include "keyring.h"
#include "language.h"
#include "mainwindow.h"
#include "paths.h"
#include "plannerdocument.h"
#include "runcheckjob.h"
#include "scenarioio.h"
#include "settings.h"
#include "teamhistory.h"
#include "teamhistorydialog.h"
#include "usercatalog.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QFileInfo>
#include <QIcon>
#include <QImageWriter>
#include <QLocale>
#include <QSaveFile>
#include <QTranslator>
#include <QUndoStack>

#include <cstdio>
#include <cstring>

/// The translation context of the window's command line and start-up messages: GuiMain::tr().
struct GuiMain
{
    Q_DECLARE_TR_FUNCTIONS(GuiMain)
};

namespace {

constexpr int kScreenshotWidth = 1400;
constexpr int kScreenshotHeight = 900;

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
int saveScreenshot(QWidget &window, const QString &path, QSize size)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) { // fail before rendering anything
        printError(GuiMain::tr("%1: cannot write: %2").arg(path, file.errorString()));
        return 1;
    }
    QByteArray format = QFileInfo(path).suffix().toLower().toLatin1();
    if (format.isEmpty())
        format = "png";

    window.resize(size);
    window.show();
    for (int i = 0; i < 3; ++i) // layout, then the charts' queued repaints
        QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();

    QImageWriter writer(&file, format);
    if (!writer.write(image)) {
        printError(GuiMain::tr("%1: cannot write: %2").arg(path, writer.errorString()));
        file.cancelWriting();
        return 1;
    }
    if (!file.commit()) {
        printError(GuiMain::tr("%1: cannot write: %2").arg(path, file.errorString()));
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (runsHeadless(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        moeplan::core::ensureRuntimeDir();
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MoE Planner"));
    QApplication::setOrganizationName(QStringLiteral("MoEPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(MOEPLAN_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/moeplan.svg")));
    // The .desktop file's name, so a desktop shell matches the window to its launcher and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.moeplan.MoEPlanner"));

    // The language chosen in Preferences, else the system's: MoE Planner's catalogue (embedded)
    // and Qt's own. MOEPLAN_TRANSLATION_FILE, when set, names a .qm file loaded instead of the
    // embedded catalogue (a pseudo-translation in tests/tst_translations.cpp).
    const auto translators = moeplan::core::installTranslators(
        moeplan::core::uiLocale(), qEnvironmentVariable("MOEPLAN_TRANSLATION_FILE"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        GuiMain::tr("Capacity planner for serving Mixture-of-Experts language models."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        GuiMain::tr("Render the main window offscreen at %1x%2 to <file> (PNG) and exit.")
            .arg(kScreenshotWidth)
            .arg(kScreenshotHeight),
        GuiMain::tr("file"));
    const QCommandLineOption scenarioOption(
        QStringLiteral("scenario"), GuiMain::tr("Open the scenario file <file> (.moeplan)."),
        GuiMain::tr("file"));
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        GuiMain::tr(
            "History database <file> whose calibration profiles the planner uses (default: the "
            "history in the application-data folder)."),
        GuiMain::tr("file"));
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        GuiMain::tr(
            "With --screenshot: the page to render: planner, sizing, history or calibration."),
        GuiMain::tr("page"), QStringLiteral("planner"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        GuiMain::tr("With --screenshot: the window size WIDTHxHEIGHT (default %1x%2).")
            .arg(kScreenshotWidth)
            .arg(kScreenshotHeight),
        GuiMain::tr("size"));
    const QCommandLineOption refitOption(
        QStringLiteral("refit"),
        GuiMain::tr(
            "With --screenshot: refit the calibration first (stores the fitted profiles in the "
            "history database, as the Refit button does)."));
    const QCommandLineOption runOption(
        QStringLiteral("run"),
        GuiMain::tr(
            "With --screenshot: on the history page, select the run <id> (its details and, with "
            "telemetry, its diagnosis); on the planner page, open it there (its deployment, and "
            "its measured readings over the model's)."),
        GuiMain::tr("id"));
    parser.addOptions({screenshotOption, scenarioOption, dbOption, pageOption, sizeOption,
                       refitOption, runOption});
    // A file manager's double-click (the .desktop file's "moeplan %f") passes the file alone.
    parser.addPositionalArgument(
        QStringLiteral("file"),
        GuiMain::tr("A scenario file (.moeplan) to open, as --scenario does."),
        QStringLiteral("[file]"));
    parser.process(app);
    if (parser.positionalArguments().size() > 1 ||
        (parser.positionalArguments().size() == 1 && parser.isSet(scenarioOption))) {
        printError(GuiMain::tr("one scenario file at a time (got %1)")
                       .arg(parser.positionalArguments().join(QLatin1String(", "))));
        return 2;
    }
    const QString scenarioPath = parser.isSet(scenarioOption)
                                     ? parser.value(scenarioOption)
                                     : parser.positionalArguments().value(0);
    const QStringList pages{QStringLiteral("planner"), QStringLiteral("sizing"),
                            QStringLiteral("history"), QStringLiteral("calibration")};
    const int page = int(pages.indexOf(parser.value(pageOption).toLower()));
    if (page < 0) {
        printError(
            GuiMain::tr("--page: unknown page \"%1\" (planner, sizing, history or calibration)")
                .arg(parser.value(pageOption)));
        return 2;
    }
    QSize shotSize(kScreenshotWidth, kScreenshotHeight);
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).toLower().split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
        if (wh.size() != 2 || w < 320 || h < 240 || w > 8000 || h > 8000) {
            printError(
                GuiMain::tr("--size: \"%1\" is not WIDTHxHEIGHT between 320x240 and 8000x8000")
                    .arg(parser.value(sizeOption)));
            return 2;
        }
        shotSize = QSize(w, h);
    }

    // The bundled catalog with the user's entries over it; the window adds to it (Model > Add
    // from config.json..., GPU > New GPU Kind...). A broken user file is named and skipped.
    moeplan::core::CatalogLoad catalogLoad = moeplan::core::loadAppCatalog();
    moeplan::Catalog catalog = std::move(catalogLoad.catalog);
    moeplan::core::PlannerDocument document(catalog);
    // The history database (--db, else the app-data default): its calibration profiles and its
    // runs (drawn over the charts). Without one the planner uses datasheet parameters and says
    // so.
    const QString historyPath = moeplan::core::defaultHistoryPath(parser.value(dbOption));
    QString historyError;
    const bool screenshot = parser.isSet(screenshotOption);
    moeplan::core::HistoryStore store;
    // The history's changes are undo steps of their own (not the scenario's); declared before the
    // window, which uses it, so it outlives it.
    moeplan::core::HistoryController history(&store);
    if (!screenshot && !parser.isSet(dbOption) && !QFileInfo::exists(historyPath)) {
        // First start: the default history begins with the bundled reference runs, calibrated,
        // so a new user has measured points to plan against (screenshots stay reproducible).
        historyError =
            store.open(historyPath, moeplan::core::HistoryStore::NewHistory::WithReferenceRuns);
        if (historyError.isEmpty())
            historyError = moeplan::core::recalibrate(store, document.catalog()).error;
    }
    const bool server = moeplan::core::isServerUrl(historyPath);
    if (server) {
        // A team's history: its password from the keyring when the user saved one there (else
        // libpq's password file).
        if (const auto kept = moeplan::gui::readServerPassword(historyPath);
            !kept.password.isEmpty())
            moeplan::core::setServerPassword(historyPath, kept.password);
    }
    if (server || QFileInfo::exists(historyPath)) {
        // An empty file gets the reference runs too, as the CLI gives them.
        if (!store.isOpen())
            historyError =
                store.open(historyPath, moeplan::core::HistoryStore::NewHistory::WithReferenceRuns);
        // A first start killed before its calibration was stored: fit now, as it would have.
        // (A team history's new working copy is refitted on the Calibration page, not here.)
        if (historyError.isEmpty() && !screenshot && !server && store.profilesStale() &&
            store.profiles().isEmpty())
            historyError = moeplan::core::recalibrate(store, document.catalog()).error;
        if (historyError.isEmpty()) {
            QString err;
            // The measured runs are read by the window (MainWindow::attachHistory), for the
            // scenario's model and GPU kind only.
            document.setProfiles(moeplan::core::fromStoredSet(store.profiles(&err), &err));
            historyError = err;
        }
    } else if (parser.isSet(dbOption)) {
        historyError = GuiMain::tr("%1: no such history database").arg(historyPath);
    }

    // The opened file is the starting point: no undo step.
    QString fallback; // a scenario naming catalog entries this machine lacks opens as a copy
    // A screenshot is for scripts: a stand-in model would render the wrong thing, so it fails.
    const QString loadError =
        !scenarioPath.isEmpty() ? document.openFile(scenarioPath, screenshot ? nullptr : &fallback)
                                : QString();
    moeplan::widgets::MainWindow window(&document);
    window.setEditableCatalog(&catalog, moeplan::core::userCatalogDir());
    if (store.isOpen())
        window.attachHistory(&history, historyPath);
    if (screenshot && (!loadError.isEmpty() || !historyError.isEmpty())) {
        printError(loadError.isEmpty() ? historyError : loadError);
        return 2;
    }
    if (screenshot) {
        const int index = window.pageIndex(pages.at(page));
        if (index < 0) {
            printError(
                GuiMain::tr("--page: the %1 page needs a history database").arg(pages.at(page)));
            return 2;
        }
        window.showPage(index);
        if (parser.isSet(runOption)) {
            bool ok = false;
            const qint64 id = parser.value(runOption).toLongLong(&ok);
            if (!ok || id <= 0 || !window.historyPage() || !store.runById(id).has_value()) {
                printError(GuiMain::tr("--run: no run \"%1\" in the history")
                               .arg(parser.value(runOption)));
                return 2;
            }
            window.historyPage()->showRun(id);
            // On the planner page: the run opened there, as Open in Planner does.
            if (pages.at(page) == QLatin1String("planner"))
                window.historyPage()->openInPlannerAction()->trigger();
        }
        if (parser.isSet(refitOption)) {
            auto *calibration = window.calibrationPage();
            if (!calibration) {
                printError(GuiMain::tr("--refit needs a history database"));
                return 2;
            }
            QEventLoop loop;
            QObject::connect(calibration->job(), &moeplan::core::CalibrationJob::finished, &loop,
                             &QEventLoop::quit, Qt::QueuedConnection);
            calibration->refit();
            loop.exec();
        }
        // The History table's marks on runs that disagree come from a background check.
        if (auto *historyPage = window.historyPage();
            historyPage && historyPage->isCheckingRuns()) {
            QEventLoop loop;
            QObject::connect(historyPage->runCheckJob(), &moeplan::core::RunCheckJob::finished,
                             &loop, &QEventLoop::quit, Qt::QueuedConnection);
            loop.exec();
        }
        return saveScreenshot(window, parser.value(screenshotOption), shotSize);
    }
    // File > Open Team History…: the dialog tries the connection; the password goes to the
    // keyring when asked, the URL (without it) to the recent connections.
    QObject::connect(
        &window, &moeplan::widgets::MainWindow::openTeamHistoryRequested, &window, [&] {
            namespace settings = moeplan::core::settings;
            moeplan::widgets::TeamHistoryDialog dialog(settings::recentTeamHistories.get(),
                                                       &window);
            dialog.setPasswordLookup(
                [](const QString &url) { return moeplan::gui::readServerPassword(url).password; });
            dialog.setConnector([&](const QString &url, const QString &password) -> QString {
                moeplan::core::setServerPassword(url, password);
                if (window.historyPage())
                    return window.switchHistory(url);
                // No history was open: the pages are added on this one.
                if (const QString e = store.open(url); !e.isEmpty())
                    return e;
                QString err;
                document.setProfiles(moeplan::core::fromStoredSet(store.profiles(&err), &err));
                window.attachHistory(&history, url);
                return err;
            });
            if (dialog.exec() != QDialog::Accepted)
                return;
            const QString url = dialog.url();
            settings::addRecentTeamHistory(url);
            const QString kept = moeplan::gui::storeServerPassword(
                url, dialog.rememberPassword() ? dialog.password() : QString());
            if (!kept.isEmpty() && dialog.rememberPassword())
                window.showError(
                    GuiMain::tr("%1: opened, but the password was not kept in the system "
                                "keyring (%2); you will be asked for it again, or put it "
                                "in ~/.pgpass")
                        .arg(url, kept));
        });
    window.restoreSettings();
    if (!loadError.isEmpty())
        window.showError(loadError);
    else if (!fallback.isEmpty())
        window.showError(fallback);
    else if (!historyError.isEmpty())
        window.showError(historyError);
    else if (!catalogLoad.problems.isEmpty())
        window.showError(catalogLoad.problems.join(QLatin1Char('\n')));
    window.show();
    return QApplication::exec();
}
