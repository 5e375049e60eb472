#pragma once
// The user catalog's dialogs: Model > Add from config.json... (the derived figures before
// saving) and GPU > New GPU kind... (a datasheet form prefilled from an existing kind).

#include "catalog.h"
#include "hfconfig.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace moeplan::widgets {

/// Shows what a config.json derives to and saves it to the user catalog on OK.
class AddModelDialog final : public QDialog
{
    Q_OBJECT
public:
    /// `catalog` receives the entry on save; `userDir` is the user catalog folder.
    AddModelDialog(Catalog &catalog, const QString &configPath, const QString &userDir,
                   QWidget *parent = nullptr);
    /// The saved model's id, after accept().
    QString savedId() const { return m_savedId; }
    /// The derived entry shown (empty when the config was refused).
    const std::optional<ModelSpec> &model() const { return m_read.model; }
    /// The refusal or save error shown, empty when none.
    QString errorText() const;

    void accept() override;

private:
    void reread();

    Catalog &m_catalog;
    QString m_path;
    QByteArray m_bytes;
    QString m_fileError;
    QString m_userDir;
    core::HfConfigRead m_read;
    QString m_savedId;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QCheckBox *m_override;
    QLabel *m_figures;
    QLabel *m_notes;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

/// A GPU kind's datasheet as a form: "like B300, but ...". Saves to the user catalog on OK.
class GpuKindDialog final : public QDialog
{
    Q_OBJECT
public:
    GpuKindDialog(Catalog &catalog, const QString &likeId, const QString &userDir,
                  QWidget *parent = nullptr);
    QString savedId() const { return m_savedId; }
    QString errorText() const;
    /// The datasheet the form holds now.
    GpuSpec spec() const;
    QLineEdit *idEdit() const { return m_id; }
    QDoubleSpinBox *hbmBandwidthEdit() const { return m_hbmTBps; }

    void accept() override;

private:
    void fillFrom(const GpuSpec &g);

    Catalog &m_catalog;
    QString m_userDir;
    QString m_savedId;
    GpuSpec m_like;
    QComboBox *m_likeBox;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QComboBox *m_form;
    QDoubleSpinBox *m_bf16, *m_fp8, *m_fp4;
    QDoubleSpinBox *m_hbmGB, *m_hbmTBps;
    QDoubleSpinBox *m_nvlink;
    QSpinBox *m_domain;
    QDoubleSpinBox *m_nic, *m_tdp, *m_price;
    QCheckBox *m_override;
    QLabel *m_error;
};

} // namespace moeplan::widgets
