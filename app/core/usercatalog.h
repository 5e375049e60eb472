#pragma once
// The user catalog: models and GPU kinds the user added (from a config.json, a datasheet, or
// the New GPU kind dialog), one JSON file per entry under <AppDataLocation>/catalog/models and
// .../gpus, in the schema of the bundled catalogs (docs/catalogs.md). Loaded over the bundled
// catalog at start; a broken file is reported by name and skipped. A user entry replaces a
// bundled id only when its file says "override_bundled": true.

#include "catalogloader.h"

namespace moeplan::core {

/// <AppDataLocation>/catalog (XDG_DATA_HOME moves it).
QString userCatalogDir();

/// The bundled catalog with the user catalog in `userDir` loaded over it.
CatalogLoad loadAppCatalog(const QString &userDir = userCatalogDir());
/// Adds the user entries found in `userDir` to `into`.
void loadUserCatalog(const QString &userDir, CatalogLoad &into);

/// The catalog the command line works with: loadAppCatalog(), once per process (problems are
/// printed to stderr once).
const Catalog &appCatalog();

struct UserEntryOptions
{
    bool replace = false;         ///< overwrite a user entry with the same id
    bool overrideBundled = false; ///< shadow a bundled entry with the same id
};

/// Validates `model`, writes it atomically to the user catalog and puts it into `catalog`.
/// Returns an error line naming the id and the reason, empty on success.
QString saveUserModel(Catalog &catalog, ModelSpec model, const UserEntryOptions &options = {},
                      const QString &userDir = userCatalogDir());
QString saveUserGpu(Catalog &catalog, GpuSpec gpu, const UserEntryOptions &options = {},
                    const QString &userDir = userCatalogDir());
/// Deletes the user entry's file and takes it out of `catalog` (a shadowed bundled entry comes
/// back). Bundled entries cannot be removed.
QString removeUserModel(Catalog &catalog, const QString &id,
                        const QString &userDir = userCatalogDir());
QString removeUserGpu(Catalog &catalog, const QString &id,
                      const QString &userDir = userCatalogDir());

/// The file a user entry lives in.
QString userModelPath(const QString &id, const QString &userDir = userCatalogDir());
QString userGpuPath(const QString &id, const QString &userDir = userCatalogDir());

/// A GPU datasheet (the schema `catalog gpu ID --json` prints) read from JSON; `origin` names
/// the file in messages. Entries are validated (ranges with units).
struct GpuRead
{
    std::optional<GpuSpec> gpu;
    QString error;
};
GpuRead gpuFromDatasheet(const QByteArray &json, const QString &origin);
GpuRead gpuFromDatasheetFile(const QString &path);

} // namespace moeplan::core
