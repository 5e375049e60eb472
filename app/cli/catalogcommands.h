#pragma once
// moeplan-cli catalog: list the catalog; add, show and remove user models (from a Hugging Face
// config.json) and user GPU kinds (from a datasheet JSON).

#include <QStringList>

namespace moeplan::cli {

int runCatalog(const QStringList &args);

} // namespace moeplan::cli
