#pragma once

#include <QLabel>

namespace moeplan::widgets {

/// A one-line label that shows as much of its text as fits, ending in "…" when it does not,
/// with the whole text as its tooltip (the status bar's calibration line: a provenance can be
/// longer than any window). QLabel alone clips the text without a mark.
class ElidedLabel final : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    /// Shows `text` (elided to the width) and makes it the tooltip and accessible name.
    void setFullText(const QString &text);

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();

    QString m_text;
};

} // namespace moeplan::widgets
