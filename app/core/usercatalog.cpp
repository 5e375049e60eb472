#include "usercatalog.h"

#include "messages.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <cstdio>

namespace moeplan::core {

/// The translation context of the user catalog: UserCatalog::tr("...").
struct UserCatalog
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::UserCatalog)
};

namespace {

constexpr qint64 kMaxEntryBytes = 4 << 20;
const QLatin1String kOverrideKey("override_bundled");

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

bool readSmallFile(const QString &path, QByteArray &out, QString &error)
{
    const QFileInfo fi(path);
    if (!fi.exists()) {
        error = UserCatalog::tr("%1: no such file").arg(path);
        return false;
    }
    if (!fi.isFile()) {
        error = UserCatalog::tr("%1: not a regular file").arg(path);
        return false;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = UserCatalog::tr("%1: cannot read: %2").arg(path, f.errorString());
        return false;
    }
    out = f.read(kMaxEntryBytes + 1);
    if (out.size() > kMaxEntryBytes) {
        error = UserCatalog::tr("%1: larger than 4 MiB; not a catalog entry").arg(path);
        return false;
    }
    return true;
}

bool parseObject(const QByteArray &json, const QString &origin, QJsonObject &out, QString &error)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError) {
        error = UserCatalog::tr("%1: not valid JSON at offset %2: %3")
                    .arg(origin)
                    .arg(err.offset)
                    .arg(err.errorString());
        return false;
    }
    if (!doc.isObject()) {
        error = UserCatalog::tr("%1: expected one JSON object").arg(origin);
        return false;
    }
    out = doc.object();
    return true;
}

bool writeJson(const QString &path, const QJsonObject &o, QString &error)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        error = UserCatalog::tr("%1: cannot create the folder").arg(QFileInfo(path).absolutePath());
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        error = UserCatalog::tr("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    f.write(QJsonDocument(o).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        error = UserCatalog::tr("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

bool validId(const std::string &id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
                        c == '-' || c == '+';
        if (!ok)
            return false;
    }
    return id.front() != '.' && id.front() != '-';
}

/// The sentences that name the kind of entry, whole for each kind (no "%2" filled with a
/// translated noun: its grammar differs by language).
struct KindTexts
{
    const char *bundledChooseAnother; ///< %1 id
    const char *skipped;              ///< %1 path, %2 why
    const char *skippedDuplicate;     ///< %1 path, %2 id
    const char *skippedBundled;       ///< %1 path, %2 id
    const char *bundledNotRemovable;  ///< %1 id
    const char *invalid;              ///< %1 id, %2 why
};

constexpr KindTexts kGpuTexts{
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "\"%1\" is a bundled GPU kind; choose another id, or replace it for this "
                      "user (--override-bundled)"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog", "%1: user GPU kind skipped: %2"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "%1: user GPU kind skipped: id \"%2\" is already defined by another file "
                      "of the user catalog"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "%1: user GPU kind skipped: id \"%2\" is bundled; the file must say "
                      "\"override_bundled\": true to replace it"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "\"%1\" is a bundled GPU kind; only user entries can be removed"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog", "GPU kind \"%1\": %2"),
};

constexpr KindTexts kModelTexts{
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "\"%1\" is a bundled model; choose another id, or replace it for this "
                      "user (--override-bundled)"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog", "%1: user model skipped: %2"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "%1: user model skipped: id \"%2\" is already defined by another file of "
                      "the user catalog"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "%1: user model skipped: id \"%2\" is bundled; the file must say "
                      "\"override_bundled\": true to replace it"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog",
                      "\"%1\" is a bundled model; only user entries can be removed"),
    QT_TRANSLATE_NOOP("moeplan::core::UserCatalog", "model \"%1\": %2"),
};

QString idRule()
{
    return UserCatalog::tr(
        "use 1-64 lower-case letters, digits and . _ + - (not starting with . or -)");
}

/// Drops aliases another entry already answers to, so lookups stay unambiguous.
template <class Spec, class Lookup> void dropTakenAliases(Spec &spec, Lookup lookup)
{
    std::vector<std::string> kept;
    for (const std::string &a : spec.aliases) {
        const auto *other = lookup(a);
        if (!other || iequals(other->id, spec.id))
            kept.push_back(a);
    }
    spec.aliases = std::move(kept);
}

template <class Spec>
QString checkCollision(const Spec *existing, const KindTexts &kind, const std::string &id,
                       const UserEntryOptions &options)
{
    if (!existing)
        return {};
    if (existing->origin == CatalogOrigin::Bundled && !options.overrideBundled)
        return UserCatalog::tr(kind.bundledChooseAnother).arg(qs(id));
    if (existing->origin == CatalogOrigin::User && !options.replace)
        return UserCatalog::tr(
                   "\"%1\" is already in the user catalog; remove it first, or overwrite it "
                   "(--replace)")
            .arg(qs(id));
    return {};
}

template <class Spec>
void loadFolder(const QString &dir, const KindTexts &kind, CatalogLoad &into,
                QString (*fromJson)(const QJsonObject &, Spec &),
                std::vector<CatalogIssue> (*check)(const Spec &),
                const Spec *(Catalog::*find)(std::string_view) const noexcept,
                bool (Catalog::*put)(Spec))
{
    const QDir d(dir);
    if (!d.exists())
        return;
    const QFileInfoList files =
        d.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QFileInfo &fi : files) {
        const QString path = fi.absoluteFilePath();
        QByteArray data;
        QString error;
        QJsonObject o;
        if (!readSmallFile(path, data, error) || !parseObject(data, path, o, error)) {
            into.problems << UserCatalog::tr("%1 (skipped)").arg(error);
            continue;
        }
        Spec spec;
        error = fromJson(o, spec);
        if (error.isEmpty()) {
            const auto issues = check(spec);
            if (!issues.empty())
                error = catalogIssueMessage(issues.front());
        }
        if (error.isEmpty() && !validId(spec.id))
            error = UserCatalog::tr("id \"%1\": %2").arg(qs(spec.id), idRule());
        if (!error.isEmpty()) {
            into.problems << UserCatalog::tr(kind.skipped).arg(path, error);
            continue;
        }
        spec.origin = CatalogOrigin::User;
        const Spec *existing = (into.catalog.*find)(spec.id);
        if (existing && !iequals(existing->id, spec.id))
            existing = nullptr; // an alias match only: the id itself is free
        if (existing && existing->origin == CatalogOrigin::User) {
            into.problems << UserCatalog::tr(kind.skippedDuplicate).arg(path, qs(spec.id));
            continue;
        }
        if (existing && !o.value(kOverrideKey).toBool()) {
            into.problems << UserCatalog::tr(kind.skippedBundled).arg(path, qs(spec.id));
            continue;
        }
        dropTakenAliases(spec, [&](const std::string &a) { return (into.catalog.*find)(a); });
        (into.catalog.*put)(std::move(spec));
    }
}

template <class Spec>
QString removeEntry(Catalog &catalog, const QString &id, const QString &path, const KindTexts &kind,
                    const Spec *(Catalog::*find)(std::string_view) const noexcept,
                    bool (Catalog::*put)(Spec), bool (Catalog::*remove)(std::string_view),
                    const std::deque<Spec> &(Catalog::*all)() const noexcept)
{
    const std::string key = id.toStdString();
    const Spec *existing = (catalog.*find)(key);
    if (existing && !iequals(existing->id, key))
        existing = nullptr;
    if (!QFileInfo::exists(path)) {
        if (existing && existing->origin == CatalogOrigin::Bundled)
            return UserCatalog::tr(kind.bundledNotRemovable).arg(id);
        return UserCatalog::tr("\"%1\" is not in the user catalog (%2)")
            .arg(id, QFileInfo(path).absolutePath());
    }
    if (!QFile::remove(path))
        return UserCatalog::tr("%1: cannot remove").arg(path);
    // A shadowed bundled entry comes back; otherwise the entry goes.
    const Catalog &bundled = bundledCatalog();
    const Spec *original = nullptr;
    for (const Spec &s : (bundled.*all)()) {
        if (iequals(s.id, key))
            original = &s;
    }
    if (original)
        (catalog.*put)(*original);
    else
        (catalog.*remove)(key);
    return {};
}

} // namespace

QString userCatalogDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/catalog");
}

QString userModelPath(const QString &id, const QString &userDir)
{
    return userDir + QStringLiteral("/models/") + id + QStringLiteral(".json");
}

QString userGpuPath(const QString &id, const QString &userDir)
{
    return userDir + QStringLiteral("/gpus/") + id + QStringLiteral(".json");
}

void loadUserCatalog(const QString &userDir, CatalogLoad &into)
{
    loadFolder<GpuSpec>(userDir + QStringLiteral("/gpus"), kGpuTexts, into, &gpuFromJson, &validate,
                        &Catalog::gpu, &Catalog::putGpu);
    loadFolder<ModelSpec>(userDir + QStringLiteral("/models"), kModelTexts, into, &modelFromJson,
                          &validate, &Catalog::model, &Catalog::putModel);
}

CatalogLoad loadAppCatalog(const QString &userDir)
{
    CatalogLoad load;
    load.catalog = bundledCatalog();
    loadUserCatalog(userDir, load);
    return load;
}

const Catalog &appCatalog()
{
    static const Catalog catalog = [] {
        CatalogLoad load = loadAppCatalog();
        for (const QString &p : load.problems)
            std::fprintf(stderr, "moeplan: %s\n", qPrintable(p));
        return std::move(load.catalog);
    }();
    return catalog;
}

QString saveUserModel(Catalog &catalog, ModelSpec model, const UserEntryOptions &options,
                      const QString &userDir)
{
    if (!validId(model.id))
        return UserCatalog::tr("id \"%1\": %2").arg(qs(model.id), idRule());
    if (const QString problem = checkModel(model); !problem.isEmpty())
        return UserCatalog::tr(kModelTexts.invalid).arg(qs(model.id), problem);
    const ModelSpec *existing = catalog.model(model.id);
    if (existing && !iequals(existing->id, model.id))
        existing = nullptr;
    if (QString why = checkCollision(existing, kModelTexts, model.id, options); !why.isEmpty())
        return why;
    model.origin = CatalogOrigin::User;
    dropTakenAliases(model, [&](const std::string &a) { return catalog.model(a); });
    QJsonObject o = modelToJson(model);
    if (existing && existing->origin == CatalogOrigin::Bundled)
        o.insert(kOverrideKey, true);
    QString error;
    if (!writeJson(userModelPath(qs(model.id), userDir), o, error))
        return error;
    catalog.putModel(std::move(model));
    return {};
}

QString saveUserGpu(Catalog &catalog, GpuSpec gpu, const UserEntryOptions &options,
                    const QString &userDir)
{
    if (!validId(gpu.id))
        return UserCatalog::tr("id \"%1\": %2").arg(qs(gpu.id), idRule());
    if (gpu.sources.empty())
        gpu.sources = {UserCatalog::tr("user datasheet").toStdString()};
    if (const QString problem = checkGpu(gpu); !problem.isEmpty())
        return UserCatalog::tr(kGpuTexts.invalid).arg(qs(gpu.id), problem);
    const GpuSpec *existing = catalog.gpu(gpu.id);
    if (existing && !iequals(existing->id, gpu.id))
        existing = nullptr;
    if (QString why = checkCollision(existing, kGpuTexts, gpu.id, options); !why.isEmpty())
        return why;
    gpu.origin = CatalogOrigin::User;
    dropTakenAliases(gpu, [&](const std::string &a) { return catalog.gpu(a); });
    if (!gpu.sibling.empty() && !catalog.gpu(gpu.sibling))
        gpu.sibling.clear();
    QJsonObject o = gpuToJson(gpu);
    if (existing && existing->origin == CatalogOrigin::Bundled)
        o.insert(kOverrideKey, true);
    QString error;
    if (!writeJson(userGpuPath(qs(gpu.id), userDir), o, error))
        return error;
    catalog.putGpu(std::move(gpu));
    return {};
}

QString removeUserModel(Catalog &catalog, const QString &id, const QString &userDir)
{
    return removeEntry<ModelSpec>(catalog, id, userModelPath(id, userDir), kModelTexts,
                                  &Catalog::model, &Catalog::putModel, &Catalog::removeModel,
                                  &Catalog::models);
}

QString removeUserGpu(Catalog &catalog, const QString &id, const QString &userDir)
{
    return removeEntry<GpuSpec>(catalog, id, userGpuPath(id, userDir), kGpuTexts, &Catalog::gpu,
                                &Catalog::putGpu, &Catalog::removeGpu, &Catalog::gpus);
}

GpuRead gpuFromDatasheet(const QByteArray &json, const QString &origin)
{
    GpuRead out;
    QJsonObject o;
    if (!parseObject(json, origin, o, out.error))
        return out;
    GpuSpec g;
    if (QString error = gpuFromJson(o, g); !error.isEmpty()) {
        out.error = UserCatalog::tr("%1: %2").arg(origin, error);
        return out;
    }
    if (g.sources.empty())
        g.sources = {
            UserCatalog::tr("user datasheet %1").arg(QFileInfo(origin).fileName()).toStdString()};
    if (QString problem = checkGpu(g); !problem.isEmpty()) {
        out.error = UserCatalog::tr("%1: %2").arg(origin, problem);
        return out;
    }
    g.origin = CatalogOrigin::User;
    out.gpu = std::move(g);
    return out;
}

GpuRead gpuFromDatasheetFile(const QString &path)
{
    GpuRead out;
    QByteArray data;
    if (!readSmallFile(path, data, out.error))
        return out;
    return gpuFromDatasheet(data, path);
}

} // namespace moeplan::core
