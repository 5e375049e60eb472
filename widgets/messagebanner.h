#pragma once
// An inline, dismissable error message (e.g. a scenario file that could not be read), shown above
// the content it concerns instead of a modal dialog.

#include <QFrame>

class QLabel;

namespace moeplan::widgets {

class MessageBanner final : public QFrame
{
    Q_OBJECT
public:
    explicit MessageBanner(QWidget *parent = nullptr);

    /// Shows `text`; an empty text hides the banner.
    void showMessage(const QString &text);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();

    QLabel *m_text;
    bool m_applying = false; ///< our own palette change must not recurse
};

} // namespace moeplan::widgets
