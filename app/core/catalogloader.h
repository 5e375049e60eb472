#pragma once
// Reads the JSON catalogs (resources/catalog/*.json) into a moeplan::Catalog. A malformed or
// inconsistent entry is reported by name, with the reason, and skipped; the rest load.

#include "catalog.h"

#include <QString>
#include <QStringList>

namespace moeplan::core {

struct CatalogLoad
{
    Catalog catalog;
    QStringList problems; ///< one translated line per skipped entry or unreadable file
};

/// Loads the catalogs bundled as resources (":/catalog/gpus.json", ":/catalog/models.json").
CatalogLoad loadBundledCatalog();

/// Loads GPU and model catalogs from the given files (either may be empty to skip it).
CatalogLoad loadCatalogFiles(const QString &gpusFile, const QString &modelsFile);

/// Adds the entries of one catalog document to `into`; `origin` names it in messages.
void loadGpus(const QByteArray &json, const QString &origin, CatalogLoad &into);
void loadModels(const QByteArray &json, const QString &origin, CatalogLoad &into);

/// The bundled catalog, loaded once per process (problems are printed to stderr once).
const Catalog &bundledCatalog();

} // namespace moeplan::core
