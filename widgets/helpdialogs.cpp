// qcustomplot.h (for its version) uses Qt's foreach, which the project policy (QT_NO_FOREACH)
// switches off: it is included first, with foreach allowed, as the chart files do.
#undef QT_NO_FOREACH
#include <qcustomplot.h>

#include "helpdialogs.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QImage>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <Eigen/Core>
#include <sqlite3.h>

namespace moeplan::widgets {

namespace {
/// Where the build puts the guide (widgets/CMakeLists.txt, resource "userguide").
const QString kGuide = QStringLiteral("qrc:/doc/user-guide.md");
/// The screenshots are window-sized (1400 px): shown at most this wide, so the text beside
/// them needs no sideways scrolling.
constexpr int kMaxImageWidth = 820;

/// A browser whose images are scaled down to kMaxImageWidth.
class GuideBrowser final : public QTextBrowser
{
public:
    QVariant loadResource(int type, const QUrl &name) override
    {
        QVariant v = QTextBrowser::loadResource(type, name);
        if (type != QTextDocument::ImageResource || !v.isValid())
            return v;
        QImage image = v.metaType() == QMetaType::fromType<QImage>()
                           ? v.value<QImage>()
                           : QImage::fromData(v.toByteArray());
        if (image.width() > kMaxImageWidth)
            image = image.scaledToWidth(kMaxImageWidth, Qt::SmoothTransformation);
        return image;
    }
};
} // namespace

UserGuideDialog::UserGuideDialog(QWidget *parent) : QDialog(parent), m_browser(new GuideBrowser)
{
    setWindowTitle(tr("MoE Planner User Guide"));
    m_browser->setOpenExternalLinks(true);
    // Relative image paths (screenshots/...) resolve against the guide's own folder.
    m_browser->setSource(QUrl(kGuide), QTextDocument::MarkdownResource);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(900, 700);
}

QString UserGuideDialog::plainText() const
{
    return m_browser->toPlainText();
}

QString aboutText()
{
    return UserGuideDialog::tr(
               "<p><b>MoE Planner %1</b></p>"
               "<p>Capacity planning for serving Mixture-of-Experts language models: decode step "
               "time, throughput and per-user speed across GPU counts, topologies, speculative "
               "decoding and batch sizes, calibrated on your own benchmark runs.</p>"
               "<p>Licensed under the GNU General Public License, version 3 or later "
               "(GPL-3.0-or-later), without any warranty.</p>"
               "<p>Built with:</p><ul>"
               "<li>Qt %2 (LGPL-3.0)</li>"
               "<li>QCustomPlot %3 (GPL-3.0)</li>"
               "<li>Eigen %4 (MPL-2.0)</li>"
               "<li>SQLite %5 (public domain)</li></ul>")
        .arg(QStringLiteral(MOEPLAN_VERSION), QString::fromLatin1(qVersion()),
             QStringLiteral(QCUSTOMPLOT_VERSION_STR),
             QStringLiteral("%1.%2.%3")
                 .arg(EIGEN_WORLD_VERSION)
                 .arg(EIGEN_MAJOR_VERSION)
                 .arg(EIGEN_MINOR_VERSION),
             QString::fromLatin1(sqlite3_libversion()));
}

} // namespace moeplan::widgets
