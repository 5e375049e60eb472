#include "keyring.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <qt6keychain/keychain.h>

namespace moeplan::gui {

namespace {

const QString kService = QStringLiteral("MoE Planner team history");

/// Runs a keyring job to its end; a keyring that does not answer within 60 s (an unlock prompt
/// left open) counts as an error.
bool finish(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    bool done = false;
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    job.start();
    if (!done)
        loop.exec();
    return done;
}

} // namespace

KeyringResult readServerPassword(const QString &url)
{
    KeyringResult out;
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(url);
    if (!finish(job)) {
        out.error = Keyring::tr("the system keyring did not answer");
        return out;
    }
    if (job.error() == QKeychain::NoError)
        out.password = job.textData();
    else if (job.error() != QKeychain::EntryNotFound)
        out.error = job.errorString();
    return out;
}

QString storeServerPassword(const QString &url, const QString &password)
{
    if (password.isEmpty()) {
        QKeychain::DeletePasswordJob job(kService);
        job.setKey(url);
        if (!finish(job))
            return Keyring::tr("the system keyring did not answer");
        return job.error() == QKeychain::NoError || job.error() == QKeychain::EntryNotFound
                   ? QString()
                   : job.errorString();
    }
    QKeychain::WritePasswordJob job(kService);
    job.setKey(url);
    job.setTextData(password);
    if (!finish(job))
        return Keyring::tr("the system keyring did not answer");
    return job.error() == QKeychain::NoError ? QString() : job.errorString();
}

} // namespace moeplan::gui
