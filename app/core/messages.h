#pragma once
// Translated, user-facing text for the model layer's codes.

#include "catalog.h"
#include "costmodel.h"
#include "error.h"

#include <QString>

namespace moeplan::core {

/// One line explaining a ModelError, naming the values involved.
QString errorMessage(const ModelError &e);
QString warningMessage(Warning w);
/// One sentence on a catalog entry's problem, naming the field, its value and the allowed range
/// (numbers written the same in every language: the text goes to files and the CLI too).
QString catalogIssueMessage(const CatalogIssue &issue);
/// What a run's file leaves unstated ("prefill workers", "decode workers": the identifiers the
/// importer and calibration keep), translated ("A and B").
QString unstatedList(const QStringList &missing);
QString componentLabel(Component c);
QString ceilingLabel(Ceiling c);

} // namespace moeplan::core
