#include "preferencesdialog.h"

#include "language.h"
#include "settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace moeplan::widgets {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent), m_language(new QComboBox), m_note(new QLabel),
      m_started(core::settings::language.get())
{
    setWindowTitle(tr("Preferences"));
    const QLocale system = QLocale::system();
    m_language->addItem(tr("System language (%1)").arg(system.nativeLanguageName()), QString());
    for (const core::UiLanguage &l : core::availableLanguages())
        m_language->addItem(l.nativeName, l.code);
    const int current = m_language->findData(m_started);
    m_language->setCurrentIndex(current < 0 ? 0 : current);
    m_language->setToolTip(tr("The language of the window, its messages and the report"));
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("restartNote"));

    auto *form = new QFormLayout;
    auto *label = new QLabel(tr("&Language:"));
    label->setBuddy(m_language);
    form->addRow(label, m_language);
    form->addRow(QString(), m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);
    connect(m_language, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateNote);
    updateNote();
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::save() const
{
    core::settings::language.set(language());
}

void PreferencesDialog::updateNote()
{
    m_note->setText(language() == m_started
                        ? QString()
                        : tr("The new language takes effect when MoE Planner is next started."));
    m_note->setVisible(!m_note->text().isEmpty());
}

} // namespace moeplan::widgets
