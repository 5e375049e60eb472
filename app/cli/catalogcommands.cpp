#include "catalogcommands.h"

#include "cliutil.h"
#include "hfconfig.h"
#include "usercatalog.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace moeplan::cli {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

void printProblems(const QStringList &problems)
{
    QTextStream err(stderr);
    for (const QString &p : problems)
        err << "moeplan-cli: " << p << '\n';
}

/// Parses a verb's options; `positional` is how many arguments it takes (after the verb).
bool parseVerb(QCommandLineParser &p, const QStringList &args, int positional, const QString &what,
               int &code)
{
    if (!parseArgs(p, args, code))
        return false;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != positional) {
        code = fail(pos.size() < positional
                        ? Cli::tr("%1 is missing (see --help)").arg(what)
                        : Cli::tr("unexpected argument \"%1\"").arg(pos.at(positional)));
        return false;
    }
    return true;
}

QJsonObject figuresJson(const core::ModelFigures &f)
{
    return QJsonObject{{QStringLiteral("precision"), f.precision},
                       {QStringLiteral("total_params"), f.totalParams},
                       {QStringLiteral("active_params_per_token"), f.activeParams},
                       {QStringLiteral("weight_bytes"), f.weightBytes},
                       {QStringLiteral("kv_bytes_per_token"), f.kvBytesPerToken},
                       {QStringLiteral("layers"), f.layers},
                       {QStringLiteral("moe_layers"), f.moeLayers},
                       {QStringLiteral("experts"), f.experts},
                       {QStringLiteral("experts_per_token"), f.expertsPerToken}};
}

QString origin(CatalogOrigin o)
{
    return o == CatalogOrigin::User ? QStringLiteral("user") : QStringLiteral("bundled");
}

void printFigures(QTextStream &out, const ModelSpec &m, const core::ModelFigures &f)
{
    out << qs(m.id) << "  " << qs(m.name) << "  (" << origin(m.origin) << ")\n";
    out << "  "
        << Cli::tr("parameters: %1 B total, %2 B active per token")
               .arg(f.totalParams / 1e9, 0, 'f', 2)
               .arg(f.activeParams / 1e9, 0, 'f', 2)
        << '\n';
    out << "  "
        << Cli::tr("weights at %1: %2 GB; KV cache %3 KiB per token")
               .arg(f.precision)
               .arg(f.weightBytes / 1e9, 0, 'f', 1)
               .arg(f.kvBytesPerToken / 1024.0, 0, 'f', 1)
        << '\n';
    out << "  "
        << Cli::tr("layers: %1 (%2 with experts); experts: %3, %4 per token")
               .arg(f.layers)
               .arg(f.moeLayers)
               .arg(f.experts)
               .arg(f.expertsPerToken)
        << '\n';
    QStringList precs;
    for (const PrecisionSpec &p : m.precisions)
        precs << qs(p.id);
    out << "  "
        << Cli::tr("precisions: %1 (default %2)")
               .arg(precs.join(QStringLiteral(", ")), qs(m.defaultPrecision))
        << '\n';
    if (!m.notes.empty())
        out << "  " << Cli::tr("notes: %1").arg(qs(m.notes)) << '\n';
}

int listCatalog(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr(
            "List the models and GPU kinds the planner knows: the bundled catalog and the user "
            "catalog (%1).\n"
            "Verbs: add-model CONFIG.json, model ID, remove-model ID, add-gpu DATASHEET.json, gpu "
            "ID, remove-gpu ID ('moeplan-cli catalog VERB --help').")
            .arg(core::userCatalogDir()));
    p.addOption({QStringLiteral("json"), Cli::tr("Print JSON.")});
    int code = 0;
    if (!parseVerb(p, args, 0, QString(), code))
        return code;
    const core::CatalogLoad load = core::loadAppCatalog();
    printProblems(load.problems);
    const Catalog &c = load.catalog;
    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray gpus, models;
        for (const GpuSpec &g : c.gpus()) {
            QJsonObject o = core::gpuToJson(g);
            o.insert(QStringLiteral("origin"), origin(g.origin));
            gpus.append(o);
        }
        for (const ModelSpec &m : c.models()) {
            const core::ModelFigures f = core::modelFigures(m);
            QJsonArray precs;
            for (const PrecisionSpec &ps : m.precisions)
                precs.append(qs(ps.id));
            QJsonArray aliases;
            for (const std::string &a : m.aliases)
                aliases.append(qs(a));
            models.append(
                QJsonObject{{QStringLiteral("id"), qs(m.id)},
                            {QStringLiteral("name"), qs(m.name)},
                            {QStringLiteral("aliases"), aliases},
                            {QStringLiteral("origin"), origin(m.origin)},
                            {QStringLiteral("params_total_b"), f.totalParams / 1e9},
                            {QStringLiteral("params_active_b"), f.activeParams / 1e9},
                            {QStringLiteral("experts"), m.experts},
                            {QStringLiteral("top_k"), m.topK},
                            {QStringLiteral("layers"), m.layers},
                            {QStringLiteral("precisions"), precs},
                            {QStringLiteral("default_precision"), qs(m.defaultPrecision)}});
        }
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("gpus"), gpus}, {QStringLiteral("models"), models}})
                   .toJson(QJsonDocument::Indented);
        return load.problems.isEmpty() ? 0 : 1;
    }
    out << Cli::tr("GPU kinds") << "\n";
    out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8\n")
               .arg(QStringLiteral("id"), -8)
               .arg(QStringLiteral("BF16/FP8/FP4 TFLOPS"), -22)
               .arg(QStringLiteral("HBM GB"), 7)
               .arg(QStringLiteral("TB/s"), 5)
               .arg(QStringLiteral("NVLink GB/s"), 12)
               .arg(QStringLiteral("domain"), 7)
               .arg(QStringLiteral("NIC Gb/s"), 9)
               .arg(QStringLiteral("origin"));
    for (const GpuSpec &g : c.gpus()) {
        out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8\n")
                   .arg(qs(g.id), -8)
                   .arg(QStringLiteral("%1/%2/%3")
                            .arg(g.bf16Tflops)
                            .arg(g.fp8Tflops)
                            .arg(g.fp4Tflops),
                        -22)
                   .arg(g.hbmGB, 7)
                   .arg(g.hbmTBps, 5)
                   .arg(g.nvlinkGBps, 12)
                   .arg(g.nvlinkDomain, 7)
                   .arg(g.nicGbps, 9)
                   .arg(origin(g.origin));
    }
    out << "\n" << Cli::tr("Models") << "\n";
    out << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
               .arg(QStringLiteral("id"), -20)
               .arg(QStringLiteral("total/active B"), -16)
               .arg(QStringLiteral("experts (top-k)"), -16)
               .arg(QStringLiteral("layers"), 6)
               .arg(QStringLiteral("precisions (default first)"), -28)
               .arg(QStringLiteral("origin"));
    for (const ModelSpec &m : c.models()) {
        QStringList precs{qs(m.defaultPrecision)};
        for (const PrecisionSpec &ps : m.precisions) {
            if (ps.id != m.defaultPrecision)
                precs << qs(ps.id);
        }
        const core::ModelFigures f = core::modelFigures(m);
        out << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                   .arg(qs(m.id), -20)
                   .arg(QStringLiteral("%1/%2")
                            .arg(f.totalParams / 1e9, 0, 'f', 0)
                            .arg(f.activeParams / 1e9, 0, 'f', 1),
                        -16)
                   .arg(m.isMoe() ? QStringLiteral("%1 (%2)").arg(m.experts).arg(m.topK)
                                  : QStringLiteral("dense"),
                        -16)
                   .arg(m.layers, 6)
                   .arg(precs.join(QStringLiteral(", ")), -28)
                   .arg(origin(m.origin));
    }
    return load.problems.isEmpty() ? 0 : 1;
}

/// --replace and --override-bundled, their help worded for a model or a GPU kind.
void addEntryOptions(QCommandLineParser &p, bool gpu)
{
    p.addOption(
        {QStringLiteral("replace"), gpu ? Cli::tr("Overwrite a user GPU kind with the same id.")
                                        : Cli::tr("Overwrite a user model with the same id.")});
    p.addOption(
        {QStringLiteral("override-bundled"),
         gpu ? Cli::tr("Allow the id of a bundled GPU kind: the user entry replaces it for this "
                       "user.")
             : Cli::tr("Allow the id of a bundled model: the user entry replaces it for this "
                       "user.")});
}

core::UserEntryOptions entryOptions(const QCommandLineParser &p)
{
    return {p.isSet(QStringLiteral("replace")), p.isSet(QStringLiteral("override-bundled"))};
}

int addModel(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Add a model to the user catalog from its Hugging Face config.json. The derived "
                "figures are printed; --dry-run prints them without saving. Example:\n"
                "  moeplan-cli catalog add-model ~/models/Qwen3-Next-80B/config.json --id "
                "qwen3-next-80b"));
    p.addPositionalArgument(QStringLiteral("CONFIG.json"), Cli::tr("The model's config.json."));
    p.addOption(
        {QStringLiteral("id"),
         Cli::tr("Catalog id (default: from the file or folder name, normalised as imported "
                 "runs' names are, so their runs join calibration)."),
         QStringLiteral("ID")});
    p.addOption({QStringLiteral("name"), Cli::tr("Display name."), QStringLiteral("NAME")});
    p.addOption({QStringLiteral("dry-run"), Cli::tr("Read and print; save nothing.")});
    p.addOption({QStringLiteral("json"), Cli::tr("Print the saved entry as JSON.")});
    addEntryOptions(p, false);
    int code = 0;
    if (!parseVerb(p, args, 1, Cli::tr("CONFIG.json"), code))
        return code;
    const QString path = p.positionalArguments().constFirst();
    const core::HfConfigRead read = core::modelFromHfConfigFile(
        path, {p.value(QStringLiteral("id")), p.value(QStringLiteral("name"))});
    if (!read.model)
        return fail(read.error);
    ModelSpec model = *read.model;
    const core::CatalogLoad load = core::loadAppCatalog();
    printProblems(load.problems);
    Catalog catalog = load.catalog;
    if (!p.isSet(QStringLiteral("dry-run"))) {
        if (const QString error = core::saveUserModel(catalog, model, entryOptions(p));
            !error.isEmpty())
            return fail(error);
    }
    const ModelSpec *saved = p.isSet(QStringLiteral("dry-run")) ? &model : catalog.model(model.id);
    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        QJsonObject o = core::modelToJson(*saved);
        o.insert(QStringLiteral("derived"), figuresJson(core::modelFigures(*saved)));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    printFigures(out, *saved, core::modelFigures(*saved));
    if (!p.isSet(QStringLiteral("dry-run")))
        out << Cli::tr("saved to %1").arg(core::userModelPath(qs(saved->id))) << '\n';
    return 0;
}

int showModel(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Print one model of the catalog (bundled or user) with its derived figures: "
                "total_params, active_params_per_token, weight_bytes (at the default precision, or "
                "--precision), kv_bytes_per_token, layers, experts, experts_per_token."));
    p.addPositionalArgument(QStringLiteral("ID"), Cli::tr("Model id or alias."));
    p.addOption(
        {QStringLiteral("json"), Cli::tr("Print JSON: the catalog entry and \"derived\".")});
    p.addOption({QStringLiteral("precision"), Cli::tr("Precision of the derived figures."),
                 QStringLiteral("P")});
    int code = 0;
    if (!parseVerb(p, args, 1, Cli::tr("ID"), code))
        return code;
    const QString id = p.positionalArguments().constFirst();
    const Catalog &catalog = core::appCatalog();
    const ModelSpec *m = catalog.model(id.toStdString());
    if (!m)
        return fail(Cli::tr("unknown model \"%1\" (see moeplan-cli catalog)").arg(id));
    const QString precision = p.value(QStringLiteral("precision"));
    if (!precision.isEmpty() && !m->precision(precision.toStdString()))
        return fail(Cli::tr("precision \"%1\" is not offered for %2").arg(precision, qs(m->id)));
    const core::ModelFigures f = core::modelFigures(*m, precision);
    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        QJsonObject o = core::modelToJson(*m);
        o.insert(QStringLiteral("origin"), origin(m->origin));
        o.insert(QStringLiteral("derived"), figuresJson(f));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    printFigures(out, *m, f);
    return 0;
}

/// remove-model / remove-gpu: deletes a user entry's file.
int removeEntry(const QStringList &args, const QString &description,
                QString (*remove)(Catalog &, const QString &, const QString &))
{
    QCommandLineParser p;
    p.setApplicationDescription(description);
    p.addPositionalArgument(QStringLiteral("ID"), Cli::tr("The entry's id."));
    int code = 0;
    if (!parseVerb(p, args, 1, Cli::tr("ID"), code))
        return code;
    Catalog catalog = core::loadAppCatalog().catalog;
    const QString id = p.positionalArguments().constFirst();
    if (const QString error = remove(catalog, id, core::userCatalogDir()); !error.isEmpty())
        return fail(error);
    QTextStream(stdout) << Cli::tr("removed %1").arg(id) << '\n';
    return 0;
}

int addGpu(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Add a GPU kind to the user catalog from a datasheet JSON, in the schema 'catalog "
        "gpu ID --json' prints (docs/catalogs.md): copy a kind, edit a few values, add it."));
    p.addPositionalArgument(QStringLiteral("DATASHEET.json"), Cli::tr("The GPU datasheet."));
    p.addOption({QStringLiteral("dry-run"), Cli::tr("Validate and print; save nothing.")});
    addEntryOptions(p, true);
    int code = 0;
    if (!parseVerb(p, args, 1, Cli::tr("DATASHEET.json"), code))
        return code;
    const core::GpuRead read = core::gpuFromDatasheetFile(p.positionalArguments().constFirst());
    if (!read.gpu)
        return fail(read.error);
    const core::CatalogLoad load = core::loadAppCatalog();
    printProblems(load.problems);
    Catalog catalog = load.catalog;
    if (!p.isSet(QStringLiteral("dry-run"))) {
        if (const QString error = core::saveUserGpu(catalog, *read.gpu, entryOptions(p));
            !error.isEmpty())
            return fail(error);
    }
    QTextStream out(stdout);
    const GpuSpec &g = *read.gpu;
    out << Cli::tr(
               "%1  %2: %3 TFLOPS BF16, %4 GB at %5 TB/s, NVLink %6 GB/s x %7 GPUs, NIC %8 Gb/s")
               .arg(qs(g.id), qs(g.name))
               .arg(g.bf16Tflops)
               .arg(g.hbmGB)
               .arg(g.hbmTBps)
               .arg(g.nvlinkGBps)
               .arg(g.nvlinkDomain)
               .arg(g.nicGbps)
        << '\n';
    if (!p.isSet(QStringLiteral("dry-run")))
        out << Cli::tr("saved to %1").arg(core::userGpuPath(qs(g.id))) << '\n';
    return 0;
}

int showGpu(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Print one GPU kind (bundled or user). --json prints exactly the schema add-gpu "
                "accepts."));
    p.addPositionalArgument(QStringLiteral("ID"), Cli::tr("GPU id or alias."));
    p.addOption({QStringLiteral("json"), Cli::tr("Print the datasheet JSON.")});
    int code = 0;
    if (!parseVerb(p, args, 1, Cli::tr("ID"), code))
        return code;
    const QString id = p.positionalArguments().constFirst();
    const GpuSpec *g = core::appCatalog().gpu(id.toStdString());
    if (!g)
        return fail(Cli::tr("unknown GPU kind \"%1\" (see moeplan-cli catalog)").arg(id));
    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        out << QJsonDocument(core::gpuToJson(*g)).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << qs(g->id) << "  " << qs(g->name) << "  (" << origin(g->origin) << ")\n";
    out << "  "
        << Cli::tr("dense peak TFLOPS: BF16 %1, FP8 %2, FP4 %3")
               .arg(g->bf16Tflops)
               .arg(g->fp8Tflops)
               .arg(g->fp4Tflops)
        << '\n';
    out << "  "
        << Cli::tr("HBM %1 GB at %2 TB/s; NVLink %3 GB/s per direction, domain %4 GPUs; NIC "
                   "%5 Gb/s; TDP %6 W")
               .arg(g->hbmGB)
               .arg(g->hbmTBps)
               .arg(g->nvlinkGBps)
               .arg(g->nvlinkDomain)
               .arg(g->nicGbps)
               .arg(g->tdpW)
        << '\n';
    if (g->pricePerGpuHour > 0)
        out << "  " << Cli::tr("price %1 USD per GPU-hour").arg(g->pricePerGpuHour) << '\n';
    return 0;
}

} // namespace

int runCatalog(const QStringList &args)
{
    // "moeplan-cli catalog VERB ...": the verb is the first argument that is not an option.
    if (args.size() >= 2 && !args.at(1).startsWith(QLatin1Char('-'))) {
        const QString verb = args.at(1);
        QStringList rest = args;
        rest.removeAt(1);
        rest[0] += QLatin1Char(' ') + verb; // "moeplan-cli catalog VERB" in its usage line
        if (verb == QLatin1String("add-model"))
            return addModel(rest);
        if (verb == QLatin1String("model"))
            return showModel(rest);
        if (verb == QLatin1String("remove-model"))
            return removeEntry(rest, Cli::tr("Remove a model from the user catalog."),
                               &core::removeUserModel);
        if (verb == QLatin1String("add-gpu"))
            return addGpu(rest);
        if (verb == QLatin1String("gpu"))
            return showGpu(rest);
        if (verb == QLatin1String("remove-gpu"))
            return removeEntry(rest, Cli::tr("Remove a GPU kind from the user catalog."),
                               &core::removeUserGpu);
        return fail(
            Cli::tr("catalog: unknown verb \"%1\" (add-model, model, remove-model, add-gpu, "
                    "gpu, remove-gpu)")
                .arg(verb));
    }
    return listCatalog(args);
}

} // namespace moeplan::cli
