#include "teamhistorydialog.h"

#include "teamhistory.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace moeplan::widgets {

TeamHistoryDialog::TeamHistoryDialog(const QStringList &recent, QWidget *parent)
    : QDialog(parent), m_recent(new QComboBox), m_host(new QLineEdit), m_port(new QSpinBox),
      m_database(new QLineEdit), m_user(new QLineEdit), m_tls(new QComboBox),
      m_caFile(new QLineEdit), m_caBrowse(new QPushButton(tr("Browse…"))),
      m_password(new QLineEdit), m_remember(new QCheckBox(tr("&Remember in the system keyring"))),
      m_error(new QLabel)
{
    setWindowTitle(tr("Open Team History"));
    setObjectName(QStringLiteral("teamHistoryDialog"));

    m_recent->addItem(tr("New connection"));
    for (const QString &u : recent)
        m_recent->addItem(u, u);
    m_recent->setEnabled(!recent.isEmpty());
    m_host->setPlaceholderText(tr("db.example.org"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_database->setPlaceholderText(QStringLiteral("moeplan"));
    m_user->setPlaceholderText(tr("your role on the server"));
    // The TLS modes worth offering: "prefer" only for a server on this machine.
    const std::pair<const char *, const char *> modes[] = {
        {"require", QT_TR_NOOP("Encrypted (require)")},
        {"verify-ca", QT_TR_NOOP("Encrypted, server's CA checked (verify-ca)")},
        {"verify-full", QT_TR_NOOP("Encrypted, CA and host name checked (verify-full)")},
        {"prefer", QT_TR_NOOP("This machine only: encrypted when offered (prefer)")}};
    for (const auto &[mode, text] : modes)
        m_tls->addItem(tr(text), QString::fromLatin1(mode));
    m_caFile->setPlaceholderText(tr("the CA certificate that signed the server's (PEM)"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("empty: from ~/.pgpass"));
    m_remember->setToolTip(tr("Kept by the desktop's keyring, never in MoE Planner's settings"));
    m_error->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("teamHistoryError"));
    m_error->setStyleSheet(QStringLiteral("color: palette(highlighted-text); background: "
                                          "#b3261e; padding: 6px; border-radius: 3px;"));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();

    auto *ca = new QHBoxLayout;
    ca->addWidget(m_caFile, 1);
    ca->addWidget(m_caBrowse);
    auto *form = new QFormLayout;
    form->addRow(tr("Re&cent:"), m_recent);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&TLS:"), m_tls);
    // A row of a layout gets no buddy by itself: Alt+A goes to the CA file's field.
    auto *caLabel = new QLabel(tr("C&A file:"));
    caLabel->setBuddy(m_caFile);
    form->addRow(caLabel, ca);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), m_remember);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("A history many nodes and planners share. Runs you import go to "
                                "the server; you work on a local copy of it, refreshed when "
                                "others change it."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_tls, &QComboBox::currentIndexChanged, this, &TeamHistoryDialog::updateTls);
    connect(m_caBrowse, &QPushButton::clicked, this, [this] {
        const QString f =
            QFileDialog::getOpenFileName(this, tr("CA Certificate"), m_caFile->text(),
                                         tr("Certificates (*.pem *.crt);;All files (*)"));
        if (!f.isEmpty())
            m_caFile->setText(f);
    });
    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        const QString u = m_recent->itemData(index).toString();
        if (!u.isEmpty())
            setUrl(u);
    });
    if (!recent.isEmpty()) {
        m_recent->setCurrentIndex(1);
        setUrl(recent.constFirst());
    }
    updateTls();
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
}

void TeamHistoryDialog::updateTls()
{
    const bool verify = m_tls->currentData().toString().startsWith(QLatin1String("verify"));
    m_caFile->setEnabled(verify);
    m_caBrowse->setEnabled(verify);
}

void TeamHistoryDialog::setUrl(const QString &url)
{
    const auto a = core::parseServerUrl(url, nullptr);
    if (!a)
        return;
    m_host->setText(a->host);
    m_port->setValue(a->port);
    m_database->setText(a->database);
    m_user->setText(a->user);
    const int tls = m_tls->findData(a->sslMode);
    if (tls >= 0)
        m_tls->setCurrentIndex(tls);
    m_caFile->setText(a->sslRootCert);
    m_password->clear();
    if (m_lookup)
        m_password->setText(m_lookup(a->url()));
    m_remember->setChecked(!m_password->text().isEmpty());
    updateTls();
}

QString TeamHistoryDialog::url(QString *error) const
{
    core::ServerAddress a;
    a.host = m_host->text().trimmed();
    a.port = m_port->value();
    a.database = m_database->text().trimmed();
    a.user = m_user->text().trimmed();
    a.sslMode = m_tls->currentData().toString();
    if (a.sslMode.startsWith(QLatin1String("verify")))
        a.sslRootCert = m_caFile->text().trimmed();
    QString why;
    if (a.host.isEmpty())
        why = tr("Give the server's host name.");
    else if (a.database.isEmpty())
        why = tr("Give the database's name.");
    else if (a.user.isEmpty())
        why = tr("Give your role's name on the server.");
    else if (a.sslMode.startsWith(QLatin1String("verify")) && a.sslRootCert.isEmpty())
        why = tr("%1 checks the server against a CA: choose the CA file.").arg(a.sslMode);
    if (why.isEmpty()) {
        // The same rules as the command line's URLs (no weak TLS to a remote host).
        const auto parsed = core::parseServerUrl(a.url(), &why);
        if (parsed) {
            if (error)
                error->clear();
            return parsed->url();
        }
    }
    if (error)
        *error = why;
    return {};
}

QString TeamHistoryDialog::password() const
{
    return m_password->text();
}

bool TeamHistoryDialog::rememberPassword() const
{
    return m_remember->isChecked();
}

QString TeamHistoryDialog::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void TeamHistoryDialog::showError(const QString &text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

void TeamHistoryDialog::accept()
{
    QString why;
    const QString u = url(&why);
    if (u.isEmpty()) {
        showError(why);
        return;
    }
    if (m_connector) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        why = m_connector(u, m_password->text());
        QApplication::restoreOverrideCursor();
        if (!why.isEmpty()) {
            showError(why);
            return;
        }
    }
    showError({});
    QDialog::accept();
}

} // namespace moeplan::widgets
