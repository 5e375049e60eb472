#include "inputerror.h"

#include <QCoreApplication>

namespace moeplan::core {

QString InputError::detail() const
{
    return where.isEmpty() ? reason
                           : QCoreApplication::translate("InputError", "%1: %2").arg(where, reason);
}

QString InputError::message() const
{
    return file.isEmpty() ? detail()
                          : QCoreApplication::translate("InputError", "%1: %2").arg(file, detail());
}

} // namespace moeplan::core
