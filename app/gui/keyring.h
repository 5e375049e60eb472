#pragma once
// The system keyring (QtKeychain: the Secret Service on Linux) for team-server passwords: the
// window keeps none in its settings. Each call waits for the keyring's answer (a few ms; the
// keyring may ask the user to unlock it first).

#include <QCoreApplication>
#include <QString>

namespace moeplan::gui {

/// The translation context of the keyring's messages: Keyring::tr().
struct Keyring
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::gui::Keyring)
};

struct KeyringResult
{
    QString password; ///< empty when none is stored
    QString error;    ///< empty, or why the keyring could not answer (none running, locked)
};

/// The password stored for a server's URL (ServerAddress::url(), without any password).
KeyringResult readServerPassword(const QString &url);
/// Stores (or, with an empty password, forgets) the password for a server's URL; returns an
/// empty string or why the keyring refused.
QString storeServerPassword(const QString &url, const QString &password);

} // namespace moeplan::gui
