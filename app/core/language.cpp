#include "language.h"

#include "settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace moeplan::core {

QList<UiLanguage> availableLanguages()
{
    QList<UiLanguage> out{{QStringLiteral("en"), QStringLiteral("English")}};
    const QStringList files =
        QDir(QStringLiteral(":/i18n"))
            .entryList({QStringLiteral("moeplan_*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(8, file.size() - 8 - 3); // moeplan_<code>.qm
        const QLocale locale(code);
        QString name = locale.nativeLanguageName();
        // A catalogue for one territory ("zh_CN") names it: 中文 (中国).
        if (code.contains(u'_'))
            name += QStringLiteral(" (") + locale.nativeTerritoryName() + QLatin1Char(')');
        out.append({code, name.isEmpty() ? code : name});
    }
    return out;
}

QLocale uiLocale()
{
    const QString chosen = settings::language.get();
    return chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
}

std::vector<std::unique_ptr<QTranslator>> installTranslators(const QLocale &locale,
                                                             const QString &overrideFile)
{
    QLocale::setDefault(locale);
    std::vector<std::unique_ptr<QTranslator>> out;
    auto install = [&out](std::unique_ptr<QTranslator> t) {
        if (QCoreApplication::installTranslator(t.get()))
            out.push_back(std::move(t));
    };
    auto own = std::make_unique<QTranslator>();
    if (overrideFile.isEmpty() ? own->load(locale, QStringLiteral("moeplan"), QStringLiteral("_"),
                                           QStringLiteral(":/i18n"))
                               : own->load(overrideFile))
        install(std::move(own));
    // Qt's own messages (standard buttons, file dialogs): qt_<lang>.qm pulls in qtbase_<lang>.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qt"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        install(std::move(qt));
    return out;
}

} // namespace moeplan::core
