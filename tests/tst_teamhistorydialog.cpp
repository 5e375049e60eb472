// File > Open Team History…: the URL the fields make, the refusals a user sees in the dialog
// (no host, weak TLS to a remote host, a CA check without a CA), the connection's error kept in
// the dialog, and a recent connection filling the fields with its remembered password.

#include "teamhistorydialog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QtTest>

using moeplan::widgets::TeamHistoryDialog;

class TestTeamHistoryDialog : public QObject
{
    Q_OBJECT

private slots:
    void recentConnectionFillsTheFields()
    {
        TeamHistoryDialog d({QStringLiteral("postgresql://ana@db.lab:6543/moeplan?sslmode="
                                            "verify-full&sslrootcert=/etc/ca.pem")});
        QString asked;
        d.setPasswordLookup([&](const QString &url) {
            asked = url;
            return QStringLiteral("s3cret");
        });
        d.setUrl(QStringLiteral("postgresql://ana@db.lab:6543/moeplan?sslmode=verify-full&"
                                "sslrootcert=/etc/ca.pem"));
        QCOMPARE(asked, QStringLiteral("postgresql://ana@db.lab:6543/moeplan?sslmode=verify-full&"
                                       "sslrootcert=/etc/ca.pem"));
        QString error;
        QCOMPARE(d.url(&error), asked);
        QCOMPARE(d.password(), QStringLiteral("s3cret"));
        QVERIFY(d.rememberPassword());
    }

    /// Every label with a shortcut (Alt+letter) takes the keyboard to its field.
    void everyShortcutHasItsField()
    {
        TeamHistoryDialog d({});
        d.show();
        int withShortcut = 0;
        for (const QLabel *label : d.findChildren<QLabel *>()) {
            if (!label->text().contains(QLatin1Char('&')))
                continue;
            ++withShortcut;
            QVERIFY2(label->buddy(), qPrintable(label->text()));
        }
        QCOMPARE(withShortcut, 8);
    }

    void refusalsStayInTheDialog()
    {
        TeamHistoryDialog d({});
        int tries = 0;
        d.setConnector([&](const QString &, const QString &) {
            ++tries;
            return QStringLiteral("postgresql://ana@db.lab/moeplan: cannot connect: timeout");
        });
        d.show();
        d.accept();
        QVERIFY(d.isVisible());
        QCOMPARE(d.errorText(), QStringLiteral("Give the server's host name."));
        QCOMPARE(tries, 0);
        const QList<QLineEdit *> edits = d.findChildren<QLineEdit *>();
        QLineEdit *hostEdit = nullptr, *db = nullptr, *user = nullptr;
        for (QLineEdit *e : edits) {
            if (e->placeholderText() == QLatin1String("db.example.org"))
                hostEdit = e;
            else if (e->placeholderText() == QLatin1String("moeplan"))
                db = e;
            else if (e->placeholderText() == QLatin1String("your role on the server"))
                user = e;
        }
        QVERIFY(hostEdit && db && user);
        hostEdit->setText(QStringLiteral("db.lab"));
        db->setText(QStringLiteral("moeplan"));
        user->setText(QStringLiteral("ana"));
        // "prefer" to a remote host is refused as the command line refuses it.
        auto *tls = d.findChildren<QComboBox *>().value(1);
        QVERIFY(tls);
        tls->setCurrentIndex(tls->findData(QStringLiteral("prefer")));
        d.accept();
        QVERIFY2(d.errorText().contains(QLatin1String("unencrypted to a remote host")),
                 qPrintable(d.errorText()));
        tls->setCurrentIndex(tls->findData(QStringLiteral("verify-full")));
        d.accept();
        QCOMPARE(d.errorText(),
                 QStringLiteral("verify-full checks the server against a CA: choose the CA file."));
        tls->setCurrentIndex(tls->findData(QStringLiteral("require")));
        d.accept();
        QCOMPARE(tries, 1);
        QVERIFY(d.isVisible());
        QCOMPARE(d.errorText(),
                 QStringLiteral("postgresql://ana@db.lab/moeplan: cannot connect: timeout"));
        QCOMPARE(d.url(), QStringLiteral("postgresql://ana@db.lab/moeplan?sslmode=require"));
        d.setConnector([](const QString &, const QString &) { return QString(); });
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QCOMPARE(d.errorText(), QString());
    }
};

QTEST_MAIN(TestTeamHistoryDialog)
#include "tst_teamhistorydialog.moc"
