#pragma once
// Run fixtures several store tests share (linked with moeplan_core).

#include "historystore.h"

#include <QCryptographicHash>
#include <QString>

namespace testutil {

/// A source row for runs stored by a test: the tool "test", its content hash that of `name`
/// (so each name is a distinct file to the store).
inline moeplan::core::SourceInfo sourceNamed(const QString &name)
{
    moeplan::core::SourceInfo s;
    s.fileName = name;
    s.tool = QStringLiteral("test");
    s.contentSha256 = QString::fromLatin1(
        QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex());
    return s;
}

} // namespace testutil
