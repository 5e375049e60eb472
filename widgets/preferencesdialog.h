#pragma once
// Edit > Preferences...: the interface's language (the system's, or one built in). Stored in
// settings::language; it takes effect at the next start, and the dialog says so.

#include <QDialog>

class QComboBox;
class QLabel;

namespace moeplan::widgets {

class PreferencesDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    /// The chosen language code; empty for the system's.
    QString language() const;
    /// Stores the choice (settings::language); called on OK.
    void save() const;

private:
    void updateNote();

    QComboBox *m_language;
    QLabel *m_note;
    QString m_started; ///< the language this run started with
};

} // namespace moeplan::widgets
