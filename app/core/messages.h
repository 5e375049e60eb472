#pragma once
// Translated, user-facing text for the model layer's codes.

#include "costmodel.h"
#include "error.h"

#include <QString>

namespace moeplan::core {

/// One line explaining a ModelError, naming the values involved.
QString errorMessage(const ModelError &e);
QString warningMessage(Warning w);
QString componentLabel(Component c);
QString ceilingLabel(Ceiling c);

} // namespace moeplan::core
