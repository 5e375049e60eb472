#pragma once
// Name resolution for imported runs: the model and GPU names result files really carry (Hugging
// Face ids with an org prefix, local paths, quantisation and packaging suffixes, nvidia-smi
// product names, runner labels) resolved to catalog ids by documented rules
// (docs/database.md, "Name normalisation"), or to a normalised name of their own when the
// catalog does not describe them. Nothing is refused for being unknown.

#include "catalog.h"

#include <QHash>
#include <QString>

namespace moeplan::core::import {

/// What a model name resolves to.
struct ModelName
{
    QString raw; ///< as the file (or flag) wrote it, trimmed
    QString id;  ///< catalog id, or the normalised name when not in the catalog
    bool inCatalog = false;
    bool byRule = false; ///< resolved by the normalisation rules, not as a catalog id or alias
    QString precision;   ///< from a quantisation suffix (fp8, fp4, int4, w4a8, int8, bf16 ...);
                         ///< empty when the name does not say
};

/// What a GPU name resolves to.
struct GpuName
{
    QString raw;
    QString id; ///< catalog id, or the normalised name when not in the catalog
    bool inCatalog = false;
    bool byRule = false;    ///< resolved by the normalisation rules, not as a catalog id or alias
    bool rackScale = false; ///< the name says NVL72/NVL36 (one rack-scale NVLink domain)
};

/// The normalised key of a model name (rules in docs/database.md): the last path component of a
/// local path or Hugging Face cache folder, without the org prefix, lower-cased, with the
/// quantisation, packaging and release-date suffixes taken off. `precision` gets the
/// precision a quantisation suffix names.
QString normaliseModelKey(const QString &name, QString *precision = nullptr);
/// The normalised key of a GPU name: lower-cased, vendor, memory and SXM-form words dropped,
/// the rest joined by '-' ("NVIDIA H100 80GB HBM3" -> "h100", "GB200-NVL72" -> "gb200-nvl72").
QString normaliseGpuKey(const QString &name, bool *rackScale = nullptr);
/// The canonical precision id of a precision name as files write it (FP8, nvfp4, "W4A16",
/// "fp8_e4m3" ...); empty when it is not one.
QString canonicalPrecision(const QString &name);

/// Resolves names against one catalog (the maps of normalised aliases are built once).
class NameResolver
{
public:
    explicit NameResolver(const Catalog &catalog);
    ModelName model(const QString &name) const;
    GpuName gpu(const QString &name) const;
    const Catalog &catalog() const { return m_catalog; }

private:
    const Catalog &m_catalog;
    QHash<QString, QString> m_models; ///< normalised alias -> catalog id
    QHash<QString, QString> m_gpus;
    // Names seen before (a file of many rows repeats a few names).
    mutable QHash<QString, ModelName> m_modelCache;
    mutable QHash<QString, GpuName> m_gpuCache;
};

} // namespace moeplan::core::import
