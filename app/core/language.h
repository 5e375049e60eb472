#pragma once
// The user interface's language: the system's, or the one chosen in Preferences (the
// settings::language key, taking effect at the next start), with MoE Planner's catalogue
// (embedded, ":/i18n/moeplan_<lang>.qm") and Qt's own (Qt's translations folder, for the
// standard dialogs and buttons).

#include <QList>
#include <QLocale>
#include <QString>
#include <QTranslator>

#include <memory>
#include <vector>

namespace moeplan::core {

/// A language the interface can be shown in: its code ("de", "zh_CN"; "en" is the source
/// language) and its name in itself ("Deutsch").
struct UiLanguage
{
    QString code;
    QString nativeName;
};

/// English and every language whose catalogue is built into the program, English first.
QList<UiLanguage> availableLanguages();

/// The locale the interface uses: the chosen language's, else the system's.
QLocale uiLocale();

/// Installs the translators for `locale` on the application (and makes it the default locale,
/// so numbers and dates follow it); `overrideFile`, when not empty, is loaded instead of the
/// embedded catalogue (MOEPLAN_TRANSLATION_FILE). Returns the installed translators, which
/// must live as long as they are used.
std::vector<std::unique_ptr<QTranslator>> installTranslators(const QLocale &locale,
                                                             const QString &overrideFile = {});

} // namespace moeplan::core
