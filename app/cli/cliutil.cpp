#include "cliutil.h"

#include "import/names.h"
#include "scenarioio.h"
#include "usercatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

namespace moeplan::cli {

namespace {

/// The scenario keys import takes as flags, each with what it means for a result file (its type
/// is the scenario key's, core::scenarioKeyTable()).
struct DeploymentFlag
{
    const char *key;
    const char *help;
};

const DeploymentFlag kDeploymentFlags[] = {
    {"model",
     QT_TRANSLATE_NOOP("moeplan::cli::Cli", "Model, any name (for files that name none).")},
    {"gpu",
     QT_TRANSLATE_NOOP("moeplan::cli::Cli", "GPU kind, any name (for files that name none).")},
    {"gpus",
     QT_TRANSLATE_NOOP("moeplan::cli::Cli", "GPUs in the deployment (default: from the plan).")},
    {"topology",
     QT_TRANSLATE_NOOP("moeplan::cli::Cli", "hgx-ib or nvl72 (default: from the GPU kind).")},
    {"plan", QT_TRANSLATE_NOOP("moeplan::cli::Cli", "tp, ep or tp-replicas.")},
    {"tp", QT_TRANSLATE_NOOP("moeplan::cli::Cli", "Tensor-parallel size.")},
    {"ep", QT_TRANSLATE_NOOP("moeplan::cli::Cli", "Expert-parallel size.")},
    {"engine", QT_TRANSLATE_NOOP("moeplan::cli::Cli",
                                 "trtllm, sglang or vllm (default: from the result file).")},
    {"precision", QT_TRANSLATE_NOOP("moeplan::cli::Cli", "Precision id (default: unknown).")},
    {"isl", QT_TRANSLATE_NOOP("moeplan::cli::Cli",
                              "Input sequence length (default: from the result file).")},
    {"osl", QT_TRANSLATE_NOOP("moeplan::cli::Cli",
                              "Output sequence length (default: from the result file).")},
    {"batch", QT_TRANSLATE_NOOP("moeplan::cli::Cli", "Sequences in flight per replica.")},
    {"draft_tokens", QT_TRANSLATE_NOOP("moeplan::cli::Cli", "Draft tokens per step.")},
};

/// Whether the scenario key holds a whole number.
bool integerKey(const char *key)
{
    for (const core::ScenarioKey &k : core::scenarioKeyTable())
        if (qstrcmp(k.key, key) == 0)
            return k.type == core::ScenarioKey::Type::Integer;
    return false;
}

QString flagName(const char *key)
{
    return QString::fromLatin1(key).replace(QLatin1Char('_'), QLatin1Char('-'));
}

} // namespace

QString deploymentFrom(const QCommandLineParser &p, QJsonObject &out)
{
    if (p.isSet(QStringLiteral("deployment"))) {
        const QString path = p.value(QStringLiteral("deployment"));
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return Cli::tr("%1: cannot read: %2").arg(path, f.errorString());
        if (f.size() > 1024 * 1024)
            return Cli::tr("%1: too large for a deployment file").arg(path);
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &err);
        if (err.error != QJsonParseError::NoError)
            return Cli::tr("%1: not valid JSON: %2").arg(path, err.errorString());
        if (!doc.isObject())
            return Cli::tr("%1: a deployment is one JSON object").arg(path);
        out = doc.object();
        const core::ScenarioParse check = core::scenarioFromJson(out);
        if (!check.ok())
            return path + QStringLiteral(": ") + check.error;
    }
    for (const DeploymentFlag &f : kDeploymentFlags) {
        const QString name = flagName(f.key);
        if (!p.isSet(name))
            continue;
        const QString text = p.value(name);
        if (integerKey(f.key)) {
            bool ok = false;
            const qlonglong v = text.toLongLong(&ok);
            if (!ok || v < 0 || v > 1000000000LL)
                return Cli::tr("--%1: \"%2\" is not a whole number").arg(name, text);
            out.insert(QLatin1String(f.key), double(v));
        } else {
            out.insert(QLatin1String(f.key), text);
        }
    }
    const core::ScenarioParse check = core::scenarioFromJson(out);
    if (!check.ok())
        return check.error;
    return {};
}

void addDeploymentOptions(QCommandLineParser &p, bool withNames)
{
    p.addOption({QStringLiteral("deployment"),
                 Cli::tr("Deployment of the engine result files (JSON, scenario-file keys)."),
                 QStringLiteral("FILE")});
    for (const DeploymentFlag &f : kDeploymentFlags) {
        const bool name = qstrcmp(f.key, "model") == 0 || qstrcmp(f.key, "gpu") == 0 ||
                          qstrcmp(f.key, "engine") == 0;
        if (withNames || !name)
            p.addOption({flagName(f.key), Cli::tr(f.help), QStringLiteral("VALUE")});
    }
}

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
