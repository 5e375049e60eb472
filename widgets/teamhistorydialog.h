#pragma once
// File > Open Team History…: where a team's history lives on a PostgreSQL server (host, port,
// database, user, TLS), its password, and the connections opened before. The window's wiring
// supplies the connection attempt and the keyring: an error stays in the dialog, beside the
// fields, until the connection works.

#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace moeplan::widgets {

class TeamHistoryDialog final : public QDialog
{
    Q_OBJECT
public:
    /// Opens the history at `url` with `password` (empty: libpq's password file); returns an
    /// empty string or the reason it could not.
    using Connector = std::function<QString(const QString &url, const QString &password)>;
    /// The password remembered for `url` (empty when none).
    using PasswordLookup = std::function<QString(const QString &url)>;

    /// `recent`: URLs opened before, newest first (without passwords).
    explicit TeamHistoryDialog(const QStringList &recent, QWidget *parent = nullptr);

    void setConnector(Connector connector) { m_connector = std::move(connector); }
    void setPasswordLookup(PasswordLookup lookup) { m_lookup = std::move(lookup); }

    /// The URL the fields make (empty with `error` set when they make none).
    QString url(QString *error = nullptr) const;
    QString password() const;
    /// Whether the user asked for the password to be kept in the system keyring.
    bool rememberPassword() const;
    /// Fills the fields from a URL (a recent connection).
    void setUrl(const QString &url);
    /// The error shown in the dialog; empty when none.
    QString errorText() const;

    void accept() override;

private:
    void updateTls();
    void showError(const QString &text);

    Connector m_connector;
    PasswordLookup m_lookup;
    QComboBox *m_recent;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_tls;
    QLineEdit *m_caFile;
    QPushButton *m_caBrowse;
    QLineEdit *m_password;
    QCheckBox *m_remember;
    QLabel *m_error;
};

} // namespace moeplan::widgets
