#pragma once
// Help > User Guide (docs/user-guide.md, built into the program with its screenshots, shown as
// rich text) and the About box's text (version, licence, the libraries and their licences).

#include <QDialog>

class QTextBrowser;

namespace moeplan::widgets {

/// The user guide in a browser of its own; links to other sites open in the system browser.
class UserGuideDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit UserGuideDialog(QWidget *parent = nullptr);
    /// The guide's text as shown (for tests): empty when the built-in copy is missing.
    QString plainText() const;

private:
    QTextBrowser *m_browser;
};

/// The About box's rich text: version, licence, and each library with its version and licence.
QString aboutText();

} // namespace moeplan::widgets
