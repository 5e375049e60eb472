#pragma once
// Reads the JSON catalogs (resources/catalog/*.json) into a moeplan::Catalog. A malformed or
// inconsistent entry is reported by name, with the reason, and skipped; the rest load.

#include "catalog.h"

#include <QJsonObject>
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

/// One catalog entry from / to its JSON object (the schema of resources/catalog/*.json and of
/// the user catalog; docs/catalogs.md). The readers return the first type error ("hbm_gb is not
/// a number"), empty when the entry read; they do not validate ranges (see checkGpu()).
QString gpuFromJson(const QJsonObject &o, GpuSpec &gpu);
QString modelFromJson(const QJsonObject &o, ModelSpec &model);
QJsonObject gpuToJson(const GpuSpec &gpu);
QJsonObject modelToJson(const ModelSpec &model);
/// validate() as one line ("hbm_gb = 0 GB is outside (0, 10000] GB; ..."); empty when valid.
QString checkGpu(const GpuSpec &gpu);
QString checkModel(const ModelSpec &model);

/// Adds the entries of one catalog document to `into`; `origin` names it in messages.
void loadGpus(const QByteArray &json, const QString &origin, CatalogLoad &into);
void loadModels(const QByteArray &json, const QString &origin, CatalogLoad &into);

/// The bundled catalog, loaded once per process (problems are printed to stderr once).
const Catalog &bundledCatalog();

} // namespace moeplan::core
