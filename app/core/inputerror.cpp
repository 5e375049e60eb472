#include "inputerror.h"

#include <QCoreApplication>

namespace moeplan::core {

/// The translation context of InputError's framing: InputErrorText::tr("...").
struct InputErrorText
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::InputErrorText)
};

QString InputError::detail() const
{
    return where.isEmpty() ? reason : InputErrorText::tr("%1: %2").arg(where, reason);
}

QString InputError::message() const
{
    return file.isEmpty() ? detail() : InputErrorText::tr("%1: %2").arg(file, detail());
}

} // namespace moeplan::core
